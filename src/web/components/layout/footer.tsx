// The footer of every page (spec 01 §2): social links, site links, account links and the credit line.
import { Link, useLocation } from 'wouter';
import { logout } from '../../lib/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useSettings } from '../../lib/settings';
import { SOCIAL_LINKS } from '../../lib/site-links';
import { Icon } from '../ui/icon';
import { Logo } from './logo';
import styles from './footer.module.css';

const LINKS = [
  { label: 'Contact', href: paths.contact },
  { label: 'Resources', href: paths.seasonMaterials },
  { label: 'About', href: paths.aboutNatie },
  { label: 'Teams', href: paths.teams },
  { label: 'Donate', href: paths.contribute },
  { label: 'Sponsors', href: paths.companies },
  { label: 'News', href: paths.news },
  { label: 'Calendar', href: paths.competitions },
];

export function Footer() {
  const session = useSession();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>Programul național FIRST Tech Challenge, organizat de Asociația Nație prin Educație.</p>
          <ul className={styles.socials} aria-label="Rețele sociale">
            {settings.social.map(({ key, href }) => ({ ...SOCIAL_LINKS[key], href })).map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name} className={styles.social}>
                  <Icon name={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Legături în subsol">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {session.loggedIn && session.user ? (
              <>
                <li>
                  <Link href={paths.dashboard} className={styles.userName}>
                    {session.user.name}
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.linkButton} onClick={onLogout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <a href={settings.teamPortalUrl ?? paths.login}>Login</a>
                </li>
                <li>
                  <Link href={paths.register}>Register</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>Made with love by FTC Romania ALUMNI</p>
        </div>
      </div>
    </footer>
  );
}
