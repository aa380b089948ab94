// The team directory and the addresses by topic of the contact page, on the configured contact address's domain.
import { Icon } from '../../../../components/ui/icon';
import { useSettings } from '../../../../lib/settings';
import { CONTACT_TOPICS, directoryAddress, TEAM_DIRECTORY } from './contact-directory';
import styles from './contact.module.css';

export function ContactTopics() {
  const { contactEmail } = useSettings();
  return (
    <aside className={styles.topics} aria-labelledby="contact-topics-title">
      <h2 id="contact-topics-title">Scrie-ne direct</h2>
      <p className="muted">Alege subiectul, ca mesajul tău să ajungă repede la persoana potrivită.</p>
      <ul>
        {CONTACT_TOPICS.map((entry) => {
          const address = directoryAddress(contactEmail, entry.mailbox);
          return (
            <li key={entry.topic}>
              <span className={styles.topicName}>{entry.topic}</span>
              <a href={`mailto:${address}`} className={styles.mailLink}>
                <Icon name="mail" size={18} />
                {address}
              </a>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

export function TeamDirectory() {
  const { contactEmail } = useSettings();
  return (
    <section className="section section--grey" aria-labelledby="team-directory-title">
      <div className="container">
        <h2 id="team-directory-title">Echipa noastră</h2>
        <p className="muted">Oamenii care coordonează programul, fiecare cu adresa de email a rolului său.</p>
        <ul className={styles.directory}>
          {TEAM_DIRECTORY.map((entry) => {
            const address = directoryAddress(contactEmail, entry.mailbox);
            return (
              <li key={entry.role} className={`card ${styles.person}`}>
                <span className={styles.avatar} aria-hidden="true">
                  <Icon name="user" size={24} />
                </span>
                <div className={styles.personText}>
                  <h3>{entry.role}</h3>
                  <p className="muted">{entry.text}</p>
                  <a href={`mailto:${address}`} className={styles.mailLink} aria-label={`Scrie-i rolului ${entry.role}: ${address}`}>
                    <Icon name="mail" size={18} />
                    {address}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
