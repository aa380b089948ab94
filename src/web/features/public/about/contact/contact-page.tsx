// /about/contact-us (spec 01 §2 "About pages"): the contact form beside the addresses by topic, then the team
// directory.
import { PageHero } from '../../../../components/ui/page-hero';
import { useMessages } from '../../../../lib/i18n';
import { contactMessages } from './contact-messages';
import { EnvelopeIllustration } from '../art/envelope';
import { ContactForm } from './contact-form';
import { ContactTopics, TeamDirectory } from './team-directory';
import styles from './contact.module.css';

export function ContactPage() {
  const words = useMessages(contactMessages);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<EnvelopeIllustration />}>
        <p>{words.lead}</p>
      </PageHero>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <ContactForm />
          <ContactTopics />
        </div>
      </section>
      <TeamDirectory />
    </>
  );
}
