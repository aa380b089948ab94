// Links to the other resource pages, at the bottom of each resource page.
import { Link } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../lib/paths';
import styles from './more-resources.module.css';

const PAGES = [
  { key: 'season-materials', href: paths.seasonMaterials, title: 'Season Materials', text: 'Manualul competiției și regulamentul național al sezonului.' },
  { key: 'team-resources', href: paths.teamResources, title: 'Learning Materials', text: 'Tutoriale și ghiduri de programare, mecanică și organizare.' },
  { key: 'get-started', href: paths.getStarted, title: 'Get Started', text: 'Ce înseamnă o echipă FTC și pașii pentru a înființa una.' },
] as const;

export function MoreResources({ current }: { current: (typeof PAGES)[number]['key'] }) {
  return (
    <nav className={`section section--grey ${styles.more}`} aria-labelledby="more-resources">
      <div className="container">
        <h2 id="more-resources" className={styles.heading}>
          Alte resurse
        </h2>
        <ul className={styles.list}>
          {PAGES.filter((p) => p.key !== current).map((p) => (
            <li key={p.key}>
              <Link href={p.href} className={styles.card}>
                <span className={styles.title}>
                  {p.title}
                  <Icon name="chevronRight" />
                </span>
                <span className="muted">{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
