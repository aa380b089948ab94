// The team directory and the addresses by topic of the contact page: each role's own mailbox from the site settings;
// a role without one is not listed, and the directory is left out while no role has one.
import { Icon } from '../../../../components/ui/icon';
import { LegalDetails } from '../../../../components/ui/legal-details';
import { useSettings } from '../../../../lib/settings';
import { listedRoles, listedTopics } from './contact-directory';
import styles from './contact.module.css';

export function ContactTopics() {
  const settings = useSettings();
  const topics = listedTopics(settings);
  return (
    <aside className={styles.topics} aria-labelledby="contact-topics-title">
      <h2 id="contact-topics-title">Scrie-ne direct</h2>
      <p className="muted">Alege subiectul, ca mesajul tău să ajungă repede la persoana potrivită.</p>
      <ul>
        {topics.map((entry) => (
          <li key={entry.topic}>
            <span className={styles.topicName}>{entry.topic}</span>
            <a href={`mailto:${entry.address}`} className={styles.mailLink}>
              <Icon name="mail" size={18} />
              {entry.address}
            </a>
          </li>
        ))}
      </ul>
      <LegalDetails legal={settings.legal} tone="dark" />
    </aside>
  );
}

export function TeamDirectory() {
  const roles = listedRoles(useSettings());
  if (!roles.length) return null;
  return (
    <section className="section section--grey" aria-labelledby="team-directory-title">
      <div className="container">
        <h2 id="team-directory-title">Echipa noastră</h2>
        <p className="muted">Oamenii care coordonează programul, fiecare cu adresa de email a rolului său.</p>
        <ul className={styles.directory}>
          {roles.map((entry) => (
            <li key={entry.role} className={`card ${styles.person}`}>
              <span className={styles.avatar} aria-hidden="true">
                <Icon name="user" size={24} />
              </span>
              <div className={styles.personText}>
                <h3>{entry.role}</h3>
                <p className="muted">{entry.text}</p>
                <a href={`mailto:${entry.address}`} className={styles.mailLink} aria-label={`Scrie-i rolului ${entry.role}: ${entry.address}`}>
                  <Icon name="mail" size={18} />
                  {entry.address}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
