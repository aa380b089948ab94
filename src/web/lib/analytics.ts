// Page views for the analytics tag (spec 01 §2), only when an id is configured and the visitor has agreed.
const CONSENT_KEY = 'analytics-consent';
type Consent = 'granted' | 'denied' | null;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function getConsent(): Consent {
  const value = localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function setConsent(value: 'granted' | 'denied') {
  localStorage.setItem(CONSENT_KEY, value);
}

let loadedId: string | null = null;

function load(id: string) {
  if (loadedId === id) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer!.push(args);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

// One page view per navigation: the router sets the key of the current navigation, and a second report for the same
// one (the consent banner and the router both reporting, or the settings arriving late) is dropped.
export const navigationKeyOf = (path: string, sameUrlVisits: number): string => `${path}#${sameUrlVisits}`;
// Until the router has committed its first page (its lazy chunk may still be loading when the visitor answers the
// banner), the navigation is the page the browser opened: the same key the router will set for it.
let navigationKey: string | null = null;
let reportedKey: string | null = null;
export function setNavigationKey(key: string) {
  navigationKey = key;
}

export function reportPageView(id: string | null, path: string) {
  const key = navigationKey ?? navigationKeyOf(window.location.pathname, 0);
  if (!id || getConsent() !== 'granted' || reportedKey === key) return;
  reportedKey = key;
  load(id);
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
