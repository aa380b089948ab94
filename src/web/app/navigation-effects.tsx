// Router behaviour of spec 01 §2: scroll to the top on every navigation, scroll to a #fragment when there is one
// (also when only the fragment changes), re-render when a link to the current URL is followed, report page views.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navigationKeyOf, reportPageView, setNavigationKey } from '../lib/analytics';
import { useTitleOfPath } from '../lib/document-title';
import { useSettings } from '../lib/settings';

export function scrollToFragment(behavior: ScrollBehavior = 'smooth'): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior, block: 'start' });
  return true;
}

export function NavigationEffects({ children }: { children: (renderKey: string) => ReactNode }) {
  const [location] = useLocation();
  const [sameUrlVisits, setSameUrlVisits] = useState(0);
  const { analyticsId } = useSettings();
  useTitleOfPath(location);

  useEffect(() => {
    // Wait a tick so the new page has rendered its anchors.
    const timer = window.setTimeout(() => {
      if (!scrollToFragment('auto')) window.scrollTo(0, 0);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location, sameUrlVisits]);

  useEffect(() => {
    setNavigationKey(navigationKeyOf(location, sameUrlVisits));
    reportPageView(analyticsId, location);
  }, [analyticsId, location, sameUrlVisits]);

  useEffect(() => {
    const onHash = () => scrollToFragment();
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && !anchor.hash) {
        setSameUrlVisits((n) => n + 1);
      }
    };
    window.addEventListener('hashchange', onHash);
    // Capture phase: the router's own link handler cancels the click before it would bubble up to the document.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return <>{children(navigationKeyOf(location, sameUrlVisits))}</>;
}
