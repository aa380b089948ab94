// The team directory and the addresses by topic of the contact page: each role's own mailbox from the site settings;
// a role without one is not listed, and the directory is left out while no role has one.
import { Icon } from '../../../../components/ui/icon';
import { LegalDetails } from '../../../../components/ui/legal-details';
import { useMessages } from '../../../../lib/i18n';
import { contactMessages } from './contact-messages';
import { useSettings } from '../../../../lib/settings';
import { listedRoles, listedTopics } from './contact-directory';
import styles from './contact.module.css';

export function ContactTopics() {
  const words = useMessages(contactMessages);
  const settings = useSettings();
  const topics = listedTopics(settings);
  return (
    <aside className={styles.topics} aria-labelledby="contact-topics-title">
      <h2 id="contact-topics-title">{words.topicsTitle}</h2>
      <p className="muted">{words.topicsLead}</p>
      <ul>
        {topics.map((entry) => (
          <li key={entry.key}>
            <span className={styles.topicName}>{words.topics[entry.key]}</span>
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
  const words = useMessages(contactMessages);
  const roles = listedRoles(useSettings());
  if (!roles.length) return null;
  return (
    <section className="section section--grey" aria-labelledby="team-directory-title">
      <div className="container">
        <h2 id="team-directory-title">{words.directoryTitle}</h2>
        <p className="muted">{words.directoryLead}</p>
        <ul className={styles.directory}>
          {roles.map((entry) => {
            const { role, text } = words.roles[entry.key];
            return (
              <li key={entry.key} className={`card ${styles.person}`}>
                <span className={styles.avatar} aria-hidden="true">
                  <Icon name="user" size={24} />
                </span>
                <div className={styles.personText}>
                  <h3>{role}</h3>
                  <p className="muted">{text}</p>
                  <a href={`mailto:${entry.address}`} className={styles.mailLink} aria-label={words.writeToRole(role, entry.address)}>
                    <Icon name="mail" size={18} />
                    {entry.address}
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
