// Links to the other resource pages, at the bottom of each resource page.
import { Link } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { resourcesMessages } from './resources-messages';
import { paths } from '../../../lib/paths';
import styles from './more-resources.module.css';

const PAGES = [
  { key: 'season-materials', href: paths.seasonMaterials },
  { key: 'team-resources', href: paths.teamResources },
  { key: 'get-started', href: paths.getStarted },
] as const;

export function MoreResources({ current }: { current: (typeof PAGES)[number]['key'] }) {
  const { more } = useMessages(resourcesMessages);
  return (
    <nav className={`section section--grey ${styles.more}`} aria-labelledby="more-resources">
      <div className="container">
        <h2 id="more-resources" className={styles.heading}>
          {more.title}
        </h2>
        <ul className={styles.list}>
          {PAGES.filter((p) => p.key !== current).map((p) => (
            <li key={p.key}>
              <Link href={p.href} className={styles.card}>
                <span className={styles.title}>
                  {more.pages[p.key].title}
                  <Icon name="chevronRight" />
                </span>
                <span className="muted">{more.pages[p.key].text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
