// /resources/season-materials (spec 01 §2 "Resources"): the season's manual, videos and documents, by section,
// videos first, with the notes on how the national regulations and the competition manual apply together.
import { useMessages } from '../../../lib/i18n';
import { resourcesMessages } from './resources-messages';
import { groupSeasonMaterials } from './resource-groups';
import { ResourceListPage } from './resource-list-page';
import { MoreResources } from './more-resources';
import { SeasonMaterialsArt } from './resources-art';
import styles from './season-materials-page.module.css';

export function SeasonMaterialsPage() {
  const words = useMessages(resourcesMessages).seasonMaterials;
  return (
    <ResourceListPage
      page="season-materials"
      title={words.title}
      eyebrow={words.eyebrow}
      lead={<p>{words.lead}</p>}
      illustration={<SeasonMaterialsArt />}
      group={groupSeasonMaterials}
      loadingText={words.loading}
      errorText={words.error}
    >
      <section className="section" aria-labelledby="season-notes">
        <div className="container">
          {/* A box inside the page's own content, not a complementary landmark (issue 24: no <aside> inside <main>). */}
          <div className={styles.notes}>
            <h2 id="season-notes" className={styles.title}>
              {words.notesTitle}
            </h2>
            <ol className={styles.list}>
              {words.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      <MoreResources current="season-materials" />
    </ResourceListPage>
  );
}
