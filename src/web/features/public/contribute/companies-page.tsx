// /contribute/companies (spec 01 §2): achievements, presentation and other downloads, the involvement-methods
// tabs, the six CSR pillars with their dialog, and the ways to donate or volunteer instead.
import { Link } from 'wouter';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../../lib/settings';
import { achievements, downloadsOf } from './companies-content';
import { PartnershipIllustration } from './contribute-illustrations';
import { CsrPillars } from './csr-pillars';
import { involvementMethods } from './involvement-methods';
import { Tabs } from '../../../components/ui/tabs';
import styles from './companies.module.css';

export function CompaniesPage() {
  const { contactEmail, brochures: documents, figures } = useSettings();
  const { companies: words, involvement, tabs } = useMessages(contributeMessages);
  const downloads = downloadsOf(documents, words.downloads);
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        illustration={<PartnershipIllustration />}
        actions={
          documents.presentationRo || documents.presentationEn ? (
            <>
              {documents.presentationRo && <ExternalLinkButton href={documents.presentationRo} name={words.presentationRo} ariaLabel={words.newTab(words.presentationRo)} icon="download" />}
              {documents.presentationEn && <ExternalLinkButton href={documents.presentationEn} name={words.presentationEn} ariaLabel={words.newTab(words.presentationEn)} icon="download" />}
            </>
          ) : undefined
        }
      >
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="achievements-title">
        <div className="container">
          <h2 id="achievements-title">{words.achievementsTitle}</h2>
          <p className={styles.lead}>{words.achievementsLead}</p>
          <ul className={styles.achievements}>
            {achievements(figures, words).map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
          {downloads.length > 0 && (
            <>
              <h3 className={styles.downloadsTitle}>{words.downloadsTitle}</h3>
              <ul className={styles.downloads}>
                {downloads.map((doc) => (
                  <li key={doc.href}>
                    <ExternalLinkButton href={doc.href} name={doc.name} ariaLabel={words.newTab(doc.name)} icon="download" fullWidth />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="involvement-title">
        <div className="container">
          <h2 id="involvement-title">{words.involvementTitle}</h2>
          <p className={styles.lead}>{words.involvementLead}</p>
          <Tabs tabs={involvementMethods(contactEmail, documents, involvement)} label={words.involvementTitle} words={tabs} />
        </div>
      </section>

      <section className="section" aria-labelledby="csr-title">
        <div className="container">
          <h2 id="csr-title">{words.csrTitle}</h2>
          <p className={styles.lead}>{words.csrLead}</p>
          <CsrPillars />
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="companies-cta-title">
        <div className="container">
          <h2 id="companies-cta-title">{words.ctaTitle}</h2>
          <p>{words.ctaText}</p>
          <div className={styles.ctaActions}>
            <Link href={paths.donateForm} className="btn btn--primary">
              {words.donate}
            </Link>
            <Link href={paths.volunteer} className="btn btn--light">
              {words.volunteer}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
