// The page's only script tag (index.html): the app (main.tsx) is asked for once the page has painted. A server-rendered
// page is whole without JavaScript (its HTML, its inlined CSS), so its first paint waits for nothing but the HTML; on
// a phone's connection the app's ~100 KB then no longer share the first round trips with the HTML and the font, and
// hydration follows the paint (issue 14, LCP). The page's own chunks (the server lists them in #page-chunks) are
// asked for at the same moment as the app, not after it, so hydration waits for one round of requests, not two.
const PAGE_CHUNKS_ID = 'page-chunks';

function loadApp(): void {
  const list = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

// After the next frame is painted: a requestAnimationFrame callback runs before the frame's paint, a task queued
// from it after. A hidden tab paints no frames: it loads at once.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
