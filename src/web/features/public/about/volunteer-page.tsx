// /about/volunteer (spec 01 §2 "About pages"): intro text and two embedded Google Forms, one for the alumni
// community and one for volunteers who are not alumni. Each form can also be opened in a new tab. A form that is not set
// is not promised (issue 24, defect 8): its section says to write to the contact address instead.
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { googleFormEmbed, useSettings } from '../../../lib/settings';
import { VolunteerIllustration } from './art/volunteer-hands';
import styles from './about.module.css';
import volunteerStyles from './volunteer.module.css';

const ROLES = ['Arbitri și personal de teren', 'Jurați și asistenți de jurizare', 'Echipa de organizare și logistică', 'Foto, video și social media'];

const FORMS = [
  {
    id: 'alumni-form',
    title: 'Comunitatea Alumni FTC',
    text: 'Ai concurat într-o echipă FTC? Înscrie-te în comunitatea alumni: rămâi aproape de program ca mentor, voluntar sau organizator.',
    withoutForm: 'Ai concurat într-o echipă FTC? Rămâi aproape de program ca mentor, voluntar sau organizator în comunitatea alumni.',
    form: 'alumniFormUrl' as const,
    frameTitle: 'Formular de înscriere în comunitatea alumni',
  },
  {
    id: 'volunteer-form',
    title: 'Voluntari (non-alumni)',
    text: 'Nu ai fost în FTC, dar vrei să ajuți? Studenți, profesori, părinți sau profesioniști: completează formularul și te contactăm înainte de următoarea competiție.',
    withoutForm: 'Nu ai fost în FTC, dar vrei să ajuți? Studenți, profesori, părinți sau profesioniști: scrie-ne și te contactăm înainte de următoarea competiție.',
    form: 'volunteerFormUrl' as const,
    frameTitle: 'Formular pentru voluntari non-alumni',
  },
];

export function VolunteerPage() {
  const { embeds, contactEmail } = useSettings();
  return (
    <>
      <PageHero eyebrow="Voluntariat" title="Devino voluntar FTC" illustration={<VolunteerIllustration />}>
        <p>Competițiile FIRST Tech Challenge din România există datorită voluntarilor. Fă parte din echipa din spatele arenei.</p>
      </PageHero>

      <section className="section" aria-labelledby="volunteer-intro">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="volunteer-intro">De ce să fii voluntar</h2>
            <p>
              La fiecare etapă regională și la competiția națională, zeci de voluntari arbitrează meciuri, jurizează echipele,
              primesc publicul și țin totul în mișcare. Nu ai nevoie de experiență în robotică: îți oferim instruire și un
              coleg cu experiență alături.
            </p>
            <p>Câștigi prieteni, experiență de organizare și bucuria de a vedea liceeni care își depășesc limitele.</p>
          </div>
          <div className="card">
            <h3>Roluri în care te poți implica</h3>
            <ul className={volunteerStyles.roles}>
              {ROLES.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {FORMS.map((entry, index) => {
        const form = embeds[entry.form];
        return (
        <section key={entry.id} id={entry.id} className={`section ${index === 0 ? 'section--grey' : ''}`} aria-labelledby={`${entry.id}-title`}>
          <div className={`container ${styles.narrow}`}>
            <h2 id={`${entry.id}-title`}>{entry.title}</h2>
            <p className={styles.lead}>{form ? entry.text : entry.withoutForm}</p>
            {form ? (
              <>
                <Embed src={googleFormEmbed(form)} title={entry.frameTitle} height={900} />
                <div className={styles.actions}>
                  <ExternalLinkButton
                    href={form}
                    name="Deschide formularul"
                    ariaLabel={`Deschide formularul „${entry.title}” într-o filă nouă`}
                    icon="external"
                  />
                </div>
              </>
            ) : (
              <p>
                Scrie-ne la <a href={`mailto:${contactEmail}`}>{contactEmail}</a> și îți trimitem detaliile.
              </p>
            )}
          </div>
        </section>
        );
      })}
    </>
  );
}
