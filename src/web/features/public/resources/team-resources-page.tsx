// /resources/team-resources (spec 01 §2 "Resources", spec 02 §9): learning materials for teams and mentors, by
// section then subsection, lowest priority first. Public: no route guard.
import { useMessages } from '../../../lib/i18n';
import { resourcesMessages } from './resources-messages';
import { groupTeamResources } from './resource-groups';
import { ResourceListPage } from './resource-list-page';
import { MoreResources } from './more-resources';
import { LearningMaterialsArt } from './resources-art';

export function TeamResourcesPage() {
  const words = useMessages(resourcesMessages).teamResources;
  return (
    <ResourceListPage
      page="team-resources"
      title={words.title}
      eyebrow={words.eyebrow}
      lead={words.lead.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      illustration={<LearningMaterialsArt />}
      group={groupTeamResources}
      loadingText={words.loading}
      errorText={words.error}
    >
      <MoreResources current="team-resources" />
    </ResourceListPage>
  );
}
