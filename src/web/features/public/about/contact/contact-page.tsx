// /about/contact-us (spec 01 §2 "About pages"): the contact form beside the addresses by topic, then the team
// directory.
import { PageHero } from '../../../../components/ui/page-hero';
import { EnvelopeIllustration } from '../art/envelope';
import { ContactForm } from './contact-form';
import { ContactTopics, TeamDirectory } from './team-directory';
import styles from './contact.module.css';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Hai să vorbim" illustration={<EnvelopeIllustration />}>
        <p>Ai o întrebare despre program, vrei să înființezi o echipă sau să devii partener? Suntem aici să te ajutăm.</p>
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
