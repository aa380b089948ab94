// /about/volunteer (spec 01 §2 "About pages"): intro text and two embedded Google Forms, one for the alumni
// community and one for volunteers who are not alumni. Each form can also be opened in a new tab. A form that is not set
// is not promised (issue 24, defect 8): its section says to write to the contact address instead.
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { volunteerMessages } from './volunteer-messages';
import { googleFormEmbed, useSettings } from '../../../lib/settings';
import { VolunteerIllustration } from './art/volunteer-hands';
import styles from './about.module.css';
import volunteerStyles from './volunteer.module.css';

/** The two forms' sections: their ids on the page (links point at them) and the settings that hold their addresses. */
const FORMS = [
  { id: 'alumni-form', form: 'alumniFormUrl' },
  { id: 'volunteer-form', form: 'volunteerFormUrl' },
] as const;

export function VolunteerPage() {
  const words = useMessages(volunteerMessages);
  const { embeds, contactEmail } = useSettings();
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<VolunteerIllustration badge={words.badge} />}>
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="volunteer-intro">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="volunteer-intro">{words.whyTitle}</h2>
            {words.why.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="card">
            <h3>{words.rolesTitle}</h3>
            <ul className={volunteerStyles.roles}>
              {words.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {FORMS.map((entry, index) => {
        const form = embeds[entry.form];
        const section = words.forms[entry.id];
        return (
        <section key={entry.id} id={entry.id} className={`section ${index === 0 ? 'section--grey' : ''}`} aria-labelledby={`${entry.id}-title`}>
          <div className={`container ${styles.narrow}`}>
            <h2 id={`${entry.id}-title`}>{section.title}</h2>
            <p className={styles.lead}>{form ? section.text : section.withoutForm}</p>
            {form ? (
              <>
                <Embed src={googleFormEmbed(form)} title={section.frameTitle} height={900} />
                <div className={styles.actions}>
                  <ExternalLinkButton
                    href={form}
                    name={words.openForm}
                    ariaLabel={words.openFormLabel(section.title)}
                    icon="external"
                  />
                </div>
              </>
            ) : (
              <p>
                {words.writeUs.before}
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                {words.writeUs.after}
              </p>
            )}
          </div>
        </section>
        );
      })}
    </>
  );
}
