// The navbar of every page (spec 01 §2): dropdowns (one open at a time), a hamburger menu at 768px or narrower
// with the page title and CLOSE MENU, closing on navigation, outside click and Escape, body scroll locked while open.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { logout } from '../../lib/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useSettings } from '../../lib/settings';
import { Icon } from '../ui/icon';
import { Logo } from './logo';
import { isGroup, NAV, pageTitle } from './nav-items';
import { SearchBox } from './search-box';
import styles from './navbar.module.css';

export function Navbar() {
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const session = useSession();
  const settings = useSettings();

  // Close the menu and any dropdown when the page changes (state adjusted during render, not in an effect).
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setMenuOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setMenuOpen(false);
        setOpenGroup(null);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        setOpenGroup(null);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', menuOpen);
    return () => document.body.classList.remove('scroll-locked');
  }, [menuOpen]);

  const loginHref = settings.teamPortalUrl ?? paths.login;
  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };

  return (
    <header className={styles.header}>
      <nav ref={navRef} className={`container ${styles.nav}`} aria-label="Navigare principală">
        <Link href={paths.home} className={styles.logo} aria-label="FTC Romania FIRST Tech Challenge, acasă">
          <Logo decorative />
        </Link>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label="Deschide meniul"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={26} />
        </button>
        <div id="main-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <div className={styles.menuHead}>
            <span className={styles.menuTitle}>{pageTitle(location)}</span>
            <button type="button" className={styles.close} onClick={() => setMenuOpen(false)}>
              CLOSE MENU
            </button>
          </div>
          <ul className={styles.items}>
            {NAV.map((item) =>
              isGroup(item) ? (
                <li key={item.label} className={styles.group}>
                  <button
                    type="button"
                    className={styles.groupButton}
                    aria-expanded={openGroup === item.label}
                    onClick={() => setOpenGroup((open) => (open === item.label ? null : item.label))}
                  >
                    {item.label} <Icon name="chevronDown" size={16} />
                  </button>
                  {openGroup === item.label && (
                    <ul className={styles.dropdown}>
                      {item.items.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} className={styles.dropdownLink} aria-current={location === link.href ? 'page' : undefined}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ) : (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link} aria-current={location.startsWith(item.href) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
            {session.loggedIn && session.user ? (
              <>
                <li>
                  <Link href={paths.dashboard} className={`${styles.link} ${styles.userName}`} title={session.user.name}>
                    {session.user.name}
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.groupButton} onClick={onLogout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <li>
                <a href={loginHref} className={`btn btn--primary ${styles.login}`}>
                  LOGIN
                </a>
              </li>
            )}
          </ul>
          <SearchBox />
        </div>
      </nav>
    </header>
  );
}
