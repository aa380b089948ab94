// The page's only script tag in the build (vite.config.ts `deferApp` puts it in index.html in place of the app's):
// the app (main.tsx's chunk, named by `data-app`) is asked for once the page's first contentful paint is on screen. A server-rendered page is
// whole without JavaScript (its HTML, its inlined CSS), so its first paint waits for nothing but the HTML; on a phone's
// connection the app's ~100 KB no longer share the first round trips with the HTML and the font, and hydration follows
// the paint (issue 14, LCP). The chunks the app imports (`data-preload`) and the page's own chunks (the server lists
// them in #page-chunks) are asked for at the same moment as the app, so hydration waits for one round of requests.
// `npm run dev` serves index.html as written: main.tsx directly.

function loadApp(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const page = document.getElementById('page-chunks')?.textContent;
  const chunks = [...(script?.dataset.preload?.split(' ') ?? []), ...(page ? (JSON.parse(page) as string[]) : [])];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (script?.dataset.app) void import(/* @vite-ignore */ script.dataset.app);
}

/** Waits at most this long for the first contentful paint (a page still busy painting gets its app anyway). */
const PAINT_WAIT_MS = 1_500;

/**
 * Runs `load` once the page's first contentful paint is on screen: the browser reports it (a paint timing entry) after
 * the frame was presented, which on a busy device can be a good while after the frame was drawn, so waiting for the
 * next frame alone was not enough. A hidden tab paints nothing and a page rendered in the browser (an empty #root: the
 * account screens, the dashboard) has nothing to paint before its app: both load at once.
 */
function afterFirstPaint(load: () => void): void {
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) return load();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(load, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    setTimeout(load, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, PAINT_WAIT_MS);
}

afterFirstPaint(loadApp);
