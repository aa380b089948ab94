// /about with no child route active: a short invitation to pick one of the eight sections.
import { Link } from 'wouter';
import { useMessages } from '../../../lib/i18n';
import { aboutFirstMessages } from './about-first-messages';
import { paths } from '../../../lib/paths';
import { ABOUT_SECTIONS } from './about-sections';
import styles from './about.module.css';

export function AboutIndex() {
  const { index: words } = useMessages(aboutFirstMessages);
  return (
    <section className="section section--grey">
      <div className="container">
        <h1>{words.title}</h1>
        <p className={styles.lead}>{words.lead}</p>
        <ul className={styles.sectionList}>
          {ABOUT_SECTIONS.map((key) => (
            <li key={key}>
              <Link href={paths[key]} className={`card ${styles.sectionLink}`}>
                <span className={styles.sectionTitle}>{words.sections[key].title}</span>
                <span className="muted">{words.sections[key].text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
