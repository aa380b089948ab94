// The navbar of every page (spec 01 §2): dropdowns (one open at a time), a hamburger menu at 768px or narrower
// with the page title and CLOSE MENU, closing on navigation, outside click and Escape, body scroll locked while open.
//
// Issue 24: every link is in the server's HTML and works without script (nav-group.tsx's <details>, a menu opened by
// its #main-menu fragment); with script, the WAI-ARIA disclosure patterns: focus stays in the open mobile menu and
// goes back to the button that opened a menu or dropdown when Escape or CLOSE MENU closes it. The bar keeps one
// line at every width from 769px, in Inter and in its fallback face (navbar.module.css: the search field, the items'
// size and the wordmark give way by width; decision 208). A new entry goes in `items` as one
// more <li>, measured the same way (test/e2e/navbar.test.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useBrowserValue } from '../../lib/browser-value';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { logout } from '../../lib/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { useSettings } from '../../lib/settings';
import { Icon } from '../ui/icon';
import { AppLink } from './app-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NavGroupItem } from './nav-group';
import { isGroup, NAV, pageTitle } from './nav-items';
import { SearchBox } from './search-box';
import styles from './navbar.module.css';
import { useFocusTrap } from './use-focus-trap';

/** Where the hamburger menu takes over (spec 01 §10: mobile navbar breakpoint 768px; navbar.module.css agrees). */
const MOBILE_MENU_QUERY = '(max-width: 768px)';

export function Navbar() {
  const [location, navigate] = useLocation();
  // False in the server's HTML and during hydration (the no-script navbar), true once the app runs in the browser.
  const enhanced = useBrowserValue(() => true, false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const session = useSession();
  const settings = useSettings();
  const words = useMessages(shellMessages).nav;

  // Close the menu and any dropdown when the page changes (state adjusted during render, not in an effect).
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setMenuOpen(false);
    setOpenGroup(null);
  }

  /** Closes the menu (and its dropdowns) and gives focus back to the hamburger button that opened it. */
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
    burgerRef.current?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setMenuOpen(false);
        setOpenGroup(null);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, []);

  useEffect(() => {
    if (!menuOpen && openGroup === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (menuOpen) return closeMenu();
      // A dropdown: focus goes back to its button when it was in the navbar (not when the visitor is elsewhere).
      const button = openGroup === null ? undefined : groupButtons.current.get(openGroup);
      const focusInNav = navRef.current?.contains(document.activeElement) ?? false;
      setOpenGroup(null);
      if (focusInNav) button?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, openGroup, closeMenu]);

  // A window widened past the breakpoint with the menu open: the desktop bar has no menu to keep open.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(MOBILE_MENU_QUERY);
    const onChange = () => {
      if (!query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  useFocusTrap(menuRef, menuOpen, closeRef);

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
      <nav ref={navRef} className={`container ${styles.nav} ${enhanced ? '' : styles.static}`} aria-label={words.label}>
        {/* The link's name is its visible words (WCAG 2.5.3, axe label-content-name-mismatch), then where it leads. */}
        <Link href={paths.home} className={styles.logo}>
          <Logo compact decorative />
          <span className={styles.wordmark}>
            <span className={styles.brandName}>FTC ROMANIA</span>{' '}
            <span className={styles.brandLine}>FIRST Tech Challenge</span>
          </span>
          <span className="visually-hidden">{words.homeSuffix}</span>
        </Link>
        {enhanced ? (
          <button
            type="button"
            ref={burgerRef}
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={words.openMenu}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={26} />
          </button>
        ) : (
          // Without script: the fragment opens the menu (navbar.module.css `.static .menu:target`).
          <a href="#main-menu" className={styles.burger} aria-label={words.openMenu}>
            <Icon name="menu" size={26} />
          </a>
        )}
        <div id="main-menu" ref={menuRef} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <div className={styles.menuHead}>
            <span className={styles.menuTitle}>{pageTitle(location, words)}</span>
            {enhanced ? (
              <button type="button" ref={closeRef} className={styles.close} onClick={closeMenu}>
                {words.closeMenu}
              </button>
            ) : (
              <a href="#" className={styles.close}>
                {words.closeMenu}
              </a>
            )}
          </div>
          <ul className={styles.items}>
            {NAV.map((item) =>
              isGroup(item) ? (
                <NavGroupItem
                  key={item.key}
                  group={item}
                  labels={words.items}
                  location={location}
                  enhanced={enhanced}
                  open={openGroup === item.key}
                  onToggle={() => setOpenGroup((open) => (open === item.key ? null : item.key))}
                  onClose={() => setOpenGroup((open) => (open === item.key ? null : open))}
                  buttonRef={(element) => {
                    if (element) groupButtons.current.set(item.key, element);
                    else groupButtons.current.delete(item.key);
                  }}
                />
              ) : (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link} aria-current={location.startsWith(item.href) ? 'page' : undefined}>
                    {words.items[item.key]}
                  </Link>
                </li>
              ),
            )}
            <li>
              <LanguageSwitch className={`${styles.link} ${styles.language}`} />
            </li>
            {session.loggedIn && session.user ? (
              <>
                <li>
                  <AppLink href={paths.dashboard} className={`${styles.link} ${styles.userName}`} title={session.user.name}>
                    {session.user.name}
                  </AppLink>
                </li>
                <li>
                  <button type="button" className={styles.groupButton} onClick={onLogout}>
                    {words.logout}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <a href={loginHref} className={`btn btn--primary ${styles.login}`}>
                  {words.login}
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
