// /resources/team-resources (spec 01 §2 "Resources", spec 02 §9): learning materials for teams and mentors, by
// section then subsection, lowest priority first. Public: no route guard.
import { groupTeamResources } from './resource-groups';
import { ResourceListPage } from './resource-list-page';
import { MoreResources } from './more-resources';
import { LearningMaterialsArt } from './resources-art';

export function TeamResourcesPage() {
  return (
    <ResourceListPage
      page="team-resources"
      title="Learning Materials"
      eyebrow="Resurse pentru echipe"
      lead={
        <>
          <p>
            Tutoriale de programare, ghiduri de mecanică și proiectare, șabloane pentru organizarea echipei: materiale adunate pentru echipele
            FTC din România.
          </p>
          <p>
            Recomandăm echipelor și mentorilor să parcurgă toate materialele, nu doar secțiunea de care au nevoie acum: multe răspunsuri apar
            acolo unde nu te aștepți.
          </p>
        </>
      }
      illustration={<LearningMaterialsArt />}
      group={groupTeamResources}
      loadingText="Se încarcă resursele pentru echipe..."
      errorText="Eroare la încărcarea resurselor pentru echipe."
    >
      <MoreResources current="team-resources" />
    </ResourceListPage>
  );
}
