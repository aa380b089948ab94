// The footer of every page (spec 01 §2): social links, site links, account links and the credit line.
import { Link, useLocation } from 'wouter';
import type { ShellMessages } from '../../../shared/messages/ro/shell';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { logout } from '../../lib/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useSettings } from '../../lib/settings';
import { SOCIAL_LINKS } from '../../lib/site-links';
import { Icon } from '../ui/icon';
import { AppLink } from './app-link';
import { Logo } from './logo';
import styles from './footer.module.css';

const LINKS: Array<{ key: keyof ShellMessages['footer']['links']; href: string }> = [
  { key: 'contact', href: paths.contact },
  { key: 'resources', href: paths.seasonMaterials },
  { key: 'about', href: paths.aboutNatie },
  { key: 'teams', href: paths.teams },
  { key: 'donate', href: paths.contribute },
  { key: 'sponsors', href: paths.companies },
  { key: 'news', href: paths.news },
  { key: 'calendar', href: paths.competitions },
];

export function Footer() {
  const session = useSession();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const words = useMessages(shellMessages).footer;
  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{words.tagline}</p>
          <ul className={styles.socials} aria-label={words.socials}>
            {settings.social.map(({ key, href }) => ({ ...SOCIAL_LINKS[key], href })).map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name} className={styles.social}>
                  <Icon name={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={words.linksLabel}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href}>{words.links[link.key]}</Link>
              </li>
            ))}
            {session.loggedIn && session.user ? (
              <>
                <li>
                  <AppLink href={paths.dashboard} className={styles.userName}>
                    {session.user.name}
                  </AppLink>
                </li>
                <li>
                  <button type="button" className={styles.linkButton} onClick={onLogout}>
                    {words.logout}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <a href={settings.teamPortalUrl ?? paths.login}>{words.login}</a>
                </li>
                <li>
                  <AppLink href={paths.register}>{words.register}</AppLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{words.credit}</p>
        </div>
      </div>
    </footer>
  );
}
