// A resource page's groups: a heading per section, its videos first (season materials), then its subsections. The
// section and subsection names are the resources' Romanian content (lang="ro" on an English page).
import { useContentLang } from '../../../lib/i18n';
import { ResourceCard } from './resource-card';
import type { ResourceSection } from './resource-groups';
import styles from './resource-sections.module.css';

const anchor = (prefix: string, index: number) => `${prefix}-${index + 1}`;

export function ResourceSections({ sections, idPrefix }: { sections: ResourceSection[]; idPrefix: string }) {
  const contentLang = useContentLang();
  return (
    <div className={styles.sections}>
      {sections.map((section, i) => {
        const headingId = anchor(idPrefix, i);
        return (
          <section key={section.title} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.title} lang={contentLang}>
              {section.title}
            </h2>
            {section.videos.length > 0 && (
              <div className={styles.grid}>
                {section.videos.map((item) => (
                  <ResourceCard key={item.id} resource={item} />
                ))}
              </div>
            )}
            {section.subsections.map((subsection) => (
              <div key={subsection.title} className={styles.subsection}>
                <h3 className={styles.subtitle} lang={contentLang}>
                  {subsection.title}
                </h3>
                <div className={styles.grid}>
                  {subsection.items.map((item) => (
                    <ResourceCard key={item.id} resource={item} />
                  ))}
                </div>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
