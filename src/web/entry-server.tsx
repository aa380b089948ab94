// The server render of a public page (built by `vite build --ssr` into dist/ssr/entry-server.cjs, loaded by the server:
// server/modules/pages/ssr-bundle.ts). The server hands its in-process reads (the same services as the REST calls);
// the page's reads are loaded into a ReadStore of this request (lib/read-store.ts), the app renders to HTML with them, and the state
// goes into the page for the browser to hydrate from.
import { prerender } from 'react-dom/static';
import manifest from 'virtual:client-manifest';
import type { PublicReads } from '../shared/public-reads';
import { isNotFound } from '../shared/api-error';
import { localeOfPath, readLang } from '../shared/locale';
import { matchPage } from '../shared/site-pages';
import { AppRoot } from './app/app-root';
import { preloadLinks, type PreloadLinks } from './app/preload-links';
import { ROUTE_DATA } from './app/route-data';
import { ScriptNeeded } from './app/script-needed';
import type { SsrState } from './app/ssr-state';
import { publicQueries } from './lib/public-queries';
import { pageQueries } from './lib/page-queries';
import { resultQueries } from './lib/result-queries';
import { ReadStore } from './lib/read-store';

export interface ServerRender {
  /** The markup of the app, for `<div id="root">`. */
  html: string;
  state: SsrState;
  links: PreloadLinks;
}

/** Renders `url` (path and query string). A read that failed other than "not found" is left to the browser: the
 * server renders its loading state and the browser asks again.
 * `shellOnly`: a page the browser renders alone (account, dashboard, previews): the navbar, the footer and a note for
 * a visitor without JavaScript; no page data, and the browser renders anew instead of hydrating (issue 24). */
export async function render(url: string, reads: PublicReads, options: { shellOnly?: boolean } = {}): Promise<ServerRender> {
  const [path = '/', search = ''] = url.split('?', 2);
  const store = new ReadStore({ logFailures: false });
  const q = publicQueries(reads);
  // The settings on every page (the navbar and the footer), and the data the route table gives the page (route-data.ts).
  const match = options.shellOnly ? null : matchPage(path);
  const lang = readLang(localeOfPath(path));
  const data = match ? (ROUTE_DATA[match.key]?.({ store, q, r: resultQueries(reads), p: pageQueries(reads), params: match.params, search, lang }) ?? []) : [];
  await Promise.all([store.prefetch(q.settings(lang)), ...data]);
  store.forget((read) => read.status === 'error' && !isNotFound(read.error));

  // prerender waits for every lazy page module before it resolves: one pass, the whole page. No chunk size limit:
  // React would otherwise move a large Suspense boundary's HTML behind inline scripts that put it in place, which the
  // CSP (no inline script) forbids; the page is whole here anyway, nothing is streamed before it is ready.
  const rendered = new Set<string>();
  const app = <AppRoot store={store} locale={localeOfPath(path)} ssr={{ path, search, rendered, shellNote: options.shellOnly ? <ScriptNeeded /> : undefined }} />;
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  // A "not found" travels as data; the browser makes it an ApiError again (read-store.ts hydrate).
  const pages = [...rendered];
  return { html, state: { reads: store.dehydrate(), pages }, links: preloadLinks(manifest, pages) };
}
