// /about with no child route active: a short invitation to pick one of the eight sections.
import { Link } from 'wouter';
import { ABOUT_SECTIONS } from './about-sections';
import styles from './about.module.css';

export function AboutIndex() {
  return (
    <section className="section section--grey">
      <div className="container">
        <h1>Despre noi</h1>
        <p className={styles.lead}>
          Află cine suntem, ce face programul FIRST Tech Challenge în România și cum te poți implica. Alege o secțiune
          pentru a începe.
        </p>
        <ul className={styles.sectionList}>
          {ABOUT_SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className={`card ${styles.sectionLink}`}>
                <span className={styles.sectionTitle}>{section.title}</span>
                <span className="muted">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
