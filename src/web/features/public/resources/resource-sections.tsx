// A resource page's groups: a heading per section, its videos first (season materials), then its subsections. The
// section and subsection names are the resources' content: English where one of the group's resources has it, else
// Romanian, marked lang="ro" on an English page (decision 204).
import { contentLangOn, useLocale } from '../../../lib/i18n';
import { ResourceCard } from './resource-card';
import type { ResourceSection } from './resource-groups';
import styles from './resource-sections.module.css';

const anchor = (prefix: string, index: number) => `${prefix}-${index + 1}`;

export function ResourceSections({ sections, idPrefix }: { sections: ResourceSection[]; idPrefix: string }) {
  const locale = useLocale();
  return (
    <div className={styles.sections}>
      {sections.map((section, i) => {
        const headingId = anchor(idPrefix, i);
        return (
          <section key={section.key} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.title} lang={contentLangOn(locale, section.titleLang)}>
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
              <div key={subsection.key} className={styles.subsection}>
                <h3 className={styles.subtitle} lang={contentLangOn(locale, subsection.titleLang)}>
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
