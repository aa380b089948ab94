// /resources/season-materials (spec 01 §2 "Resources"): the season's manual, videos and documents, by section,
// videos first, with the notes on how the national regulations and the competition manual apply together.
import { groupSeasonMaterials } from './resource-groups';
import { ResourceListPage } from './resource-list-page';
import { MoreResources } from './more-resources';
import { SeasonMaterialsArt } from './resources-art';
import styles from './season-materials-page.module.css';

export function SeasonMaterialsPage() {
  return (
    <ResourceListPage
      page="season-materials"
      title="Season Materials"
      eyebrow="Resurse pentru sezonul curent"
      lead={
        <p>
          Tot ce are nevoie o echipă pentru sezonul în curs: manualul competiției, regulamentul național, prezentările video ale jocului și
          documentele de jurizare, într-un singur loc.
        </p>
      }
      illustration={<SeasonMaterialsArt />}
      group={groupSeasonMaterials}
      loadingText="Se încarcă resursele..."
      errorText="Eroare la încărcarea resurselor."
    >
      <section className="section" aria-labelledby="season-notes">
        <div className="container">
          {/* A box inside the page's own content, not a complementary landmark (issue 24: no <aside> inside <main>). */}
          <div className={styles.notes}>
            <h2 id="season-notes" className={styles.title}>
              De reținut
            </h2>
            <ol className={styles.list}>
              <li>Regulamentul local al competiției din România se aplică împreună cu manualul competiției (Competition Manual).</li>
              <li>Echipele trebuie să respecte ambele documente pe tot parcursul sezonului.</li>
              <li>Toți membrii și toți mentorii echipei trebuie să citească manualul competiției și regulamentul național.</li>
            </ol>
          </div>
        </div>
      </section>
      <MoreResources current="season-materials" />
    </ResourceListPage>
  );
}
