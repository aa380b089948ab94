// The server render of a public page (built by `vite build --ssr` into dist/ssr/entry-server.cjs, loaded by the server:
// server/modules/pages/ssr-bundle.ts). The server hands its in-process reads (the same services as the REST calls);
// the page's queries are loaded into a QueryClient of this request, the app renders to HTML with them, and the state
// goes into the page for the browser to hydrate from.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import manifest from 'virtual:client-manifest';
import type { PublicReads } from '../shared/public-reads';
import { AppRoot } from './app/app-root';
import { preloadLinks, type PreloadLinks } from './app/preload-links';
import { prefetchRoute } from './app/route-data';
import type { PageCollector } from './app/routes';
import { isNotFound } from '../shared/api-error';
import type { SsrState } from './app/ssr-state';
import { publicQueries } from './lib/queries';
import { pageQueries } from './lib/page-queries';
import { resultQueries } from './lib/result-queries';
import { createQueryClient } from './lib/query-client';

export interface ServerRender {
  /** The markup of the app, for `<div id="root">`. */
  html: string;
  state: SsrState;
  links: PreloadLinks;
}

/** At most this many passes: each loads the lazy pages the previous one met (a page inside a page needs two). */
const MAX_PASSES = 4;

/** Renders `url` (path and query string). A read that failed other than "not found" is left to the browser: the
 * server renders its loading state and the browser asks again.
 * `shellOnly`: a page the browser renders alone (account, dashboard, previews): the navbar, the footer and a note for
 * a visitor without JavaScript; no page data, and the browser renders anew instead of hydrating (issue 24). */
export async function render(url: string, reads: PublicReads, options: { shellOnly?: boolean } = {}): Promise<ServerRender> {
  const [path = '/', search = ''] = url.split('?', 2);
  const client = createQueryClient({ logFailures: false });
  if (options.shellOnly) await client.prefetchQuery(publicQueries(reads).settings());
  else await prefetchRoute(client, publicQueries(reads), resultQueries(reads), pageQueries(reads), path, search);
  client.removeQueries({ predicate: (query) => query.state.status === 'error' && !isNotFound(query.state.error) });

  const collector: PageCollector = { sources: new Set(), pending: [] };
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    collector.sources.clear();
    collector.pending = [];
    html = renderToString(<AppRoot client={client} ssr={{ path, search, collector, shellOnly: options.shellOnly }} />);
    if (collector.pending.length === 0) break;
    await Promise.all(collector.pending);
  }
  // A failed read travels as data (ApiError.toJSON); the browser makes it an ApiError again (ssr-state.ts).
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  client.clear();
  const pages = [...collector.sources];
  return { html, state: { queries, pages }, links: preloadLinks(manifest, pages) };
}
