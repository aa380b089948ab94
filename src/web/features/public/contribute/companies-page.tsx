// /contribute/companies (spec 01 §2): achievements, presentation and other downloads, the involvement-methods
// tabs, the six CSR pillars with their dialog, and the ways to donate or volunteer instead.
import { Link } from 'wouter';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
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
  const downloads = downloadsOf(documents);
  return (
    <>
      <PageHero
        eyebrow="Pentru companii"
        title="Investește în inginerii de mâine"
        illustration={<PartnershipIllustration />}
        actions={
          documents.presentationRo || documents.presentationEn ? (
            <>
              {documents.presentationRo && <ExternalLinkButton href={documents.presentationRo} name="Prezentare (RO)" icon="download" />}
              {documents.presentationEn && <ExternalLinkButton href={documents.presentationEn} name="Presentation (EN)" icon="download" />}
            </>
          ) : undefined
        }
      >
        <p>
          Sponsorizarea FIRST Tech Challenge România înseamnă liceeni care învață inginerie pe roboți adevărați și o
          companie vizibilă acolo unde se formează viitorii specialiști.
        </p>
      </PageHero>

      <section className="section" aria-labelledby="achievements-title">
        <div className="container">
          <h2 id="achievements-title">Ce am realizat împreună</h2>
          <p className={styles.lead}>
            Din 2016, Asociația Nație prin Educație este partenerul oficial FIRST în România. Cu sprijinul companiilor,
            programul a crescut de la câteva echipe la o comunitate națională, cu două titluri de campioni mondiali
            (2022 și 2024). Ținta noastră este ca programul să ajungă în 20% dintre liceele din România.
          </p>
          <ul className={styles.achievements}>
            {achievements(figures).map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
          {downloads.length > 0 && (
            <>
              <h3 className={styles.downloadsTitle}>Documente de descărcat</h3>
              <ul className={styles.downloads}>
                {downloads.map((doc) => (
                  <li key={doc.href}>
                    <ExternalLinkButton href={doc.href} name={doc.name} icon="download" fullWidth />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="involvement-title">
        <div className="container">
          <h2 id="involvement-title">Modalități de implicare</h2>
          <p className={styles.lead}>Trei feluri în care firma ta poate susține programul, cu pașii și termenele fiecăruia.</p>
          <Tabs tabs={involvementMethods(contactEmail, documents)} label="Modalități de implicare" />
        </div>
      </section>

      <section className="section" aria-labelledby="csr-title">
        <div className="container">
          <h2 id="csr-title">Pilonii responsabilității sociale</h2>
          <p className={styles.lead}>Sprijinul tău pentru FIRST Tech Challenge răspunde direct la șase direcții de CSR.</p>
          <CsrPillars />
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="companies-cta-title">
        <div className="container">
          <h2 id="companies-cta-title">Vrei să ajuți și altfel?</h2>
          <p>Poți dona ca persoană fizică sau poți veni alături de noi ca voluntar la competiții.</p>
          <div className={styles.ctaActions}>
            <Link href={paths.donateForm} className="btn btn--primary">
              Donează online
            </Link>
            <Link href={paths.volunteer} className="btn btn--light">
              Devino voluntar
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
