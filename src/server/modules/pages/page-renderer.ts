// Each page path's answer: index.html with the page's own head and its true status, and for the public pages the
// app rendered on the server with its data (ssr-bundle.ts, page-reads.ts), the data itself for the browser to hydrate
// from, and the links of the page's own chunks. Answers are kept in memory per origin and path until any content
// table changes (the table versions of the answer cache) or PAGE_MAX_AGE_MS passes (what a page shows also moves with
// time alone: an event starts, ends); 404s are not kept, so arbitrary unknown URLs cannot fill the memory.
import type { FastifyRequest } from 'fastify';
import { matchPage, paths } from '../../../shared/site-pages';
import type { ContentVersions } from '../../db/table-versions.repository';
import type { Deps } from '../../deps';
import type { PageRenderer, RenderedPage } from '../../http/web-app';
import { escapeHtml, injectHead, scriptJson } from './page-head';
import { pageReads } from './page-reads';
import { resolvePage } from './pages.service';
import { siteOrigin } from './site-origin';
import type { ServerRender, SsrRender } from './ssr-bundle';
import type { Stylesheets } from './stylesheets';

const MAX_PAGES = 1_000;
/** How long a rendered page is kept at most: the grouping of events (past, ongoing, upcoming) and LIVE marks move with time. */
export const PAGE_MAX_AGE_MS = 60_000;
/** The element the browser reads the page's data from (web/app/ssr-state.ts SSR_STATE_ID). */
const STATE_ID = 'ssr-state';

/** Paths the browser renders alone: the account screens, the dashboard and its previews (they depend on who asks). */
export function isServerRendered(pathname: string): boolean {
  if (pathname === '/preview' || pathname.startsWith('/preview/')) return false;
  const match = matchPage(pathname);
  return match.kind !== 'app' && !(match.kind === 'static' && match.path === paths.myAccount);
}

/** The element boot.ts reads the page's own chunks from (web/boot.ts PAGE_CHUNKS_ID). */
const CHUNKS_ID = 'page-chunks';

/** A stylesheet's text inside `<style>`: nothing in it may close the element (`\/` is `/` to CSS). */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The shell with the rendered app in its root, the page's data after it, its stylesheets inlined in the head, and the
 * list of its own chunks for boot.ts. Each inlined stylesheet is also named by a disabled `<link rel="stylesheet">`
 * (a disabled stylesheet is not fetched): Vite's loader, which adds a page's CSS when its chunk is imported, sees it
 * as present and does not ask for it again. A stylesheet the build does not have stays a plain link.
 */
export function injectRender(shell: string, render: ServerRender, stylesheets: Stylesheets = () => null): string {
  const styles = render.links.styles.map((href) => {
    const css = stylesheets(href);
    const name = escapeHtml(href);
    return css === null ? `<link rel="stylesheet" crossorigin href="${name}">` : `<style data-href="${name}">${styleText(css)}</style><link rel="stylesheet" href="${name}" disabled>`;
  });
  // The shell links the app's stylesheet: that link gives way to its inlined copy.
  const inlined = new Set(render.links.styles.filter((href) => stylesheets(href) !== null));
  const unlinked = shell.replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (tag: string, href: string) => (inlined.has(href) ? '' : tag));
  const withStyles = styles.length ? unlinked.replace(/<\/head>/i, () => `  ${styles.join('\n    ')}\n  </head>`) : unlinked;
  const chunks = render.links.scripts.length ? `\n    <script type="application/json" id="${CHUNKS_ID}">${scriptJson(render.links.scripts)}</script>` : '';
  const state = `<script type="application/json" id="${STATE_ID}">${scriptJson(render.state)}</script>${chunks}`;
  const root = /<div id="root"><\/div>/;
  if (!root.test(withStyles)) throw new Error('index.html has no empty <div id="root"></div>');
  // A function as replacement: `$&` and friends in the rendered text must stay as they are.
  return withStyles.replace(root, () => `<div id="root">${render.html}</div>\n    ${state}`);
}

/**
 * A page the browser renders alone (isServerRendered false): the frame the server rendered (navbar, footer, a note for
 * a visitor without JavaScript) in the root, and no page state, so the browser renders the page anew over it
 * (web/main.tsx) instead of hydrating (issue 24: /login was a blank page without script).
 */
export function injectShell(shell: string, render: ServerRender): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(shell)) throw new Error('index.html has no empty <div id="root"></div>');
  return shell.replace(root, () => `<div id="root">${render.html}</div>`);
}

export function pageRenderer(deps: Deps, versions: ContentVersions, ssr: SsrRender | null = null, stylesheets: Stylesheets = () => null): PageRenderer {
  let keptAt: number | null = null;
  const kept = new Map<string, RenderedPage & { renderedAt: number }>();
  const reads = pageReads(deps);

  return async (request: FastifyRequest, shell: string) => {
    const origin = siteOrigin(deps.config, request);
    const pathname = request.url.split('?')[0]!.split('#')[0]!;
    const readsQuery = pathname === paths.search;
    const key = `${origin} ${pathname}`;
    const current = versions.current();
    if (current !== keptAt) {
      kept.clear();
      keptAt = current;
    }
    const hit = current === null || readsQuery ? undefined : kept.get(key);
    if (hit && deps.clock.now() - hit.renderedAt < PAGE_MAX_AGE_MS) return hit;
    const renderedAt = deps.clock.now();
    const head = await resolvePage(deps, origin, pathname);
    // An old address (a post's former slug): no page, a permanent redirect to its current one.
    if (head.redirect) return { status: 301, html: '', location: head.redirect };
    let html = injectHead(shell, head);
    if (ssr) {
      try {
        // The search page alone reads its query string (issue 24); every other page renders from its path. A page the
        // browser draws alone (the account screens) gets the server's frame: navbar, footer, a no-script message.
        html = isServerRendered(pathname)
          ? injectRender(html, await ssr(readsQuery ? request.url : pathname, reads), stylesheets)
          : injectShell(html, await ssr(pathname, reads, { shellOnly: true }));
      } catch (error) {
        // The shell alone still works: the browser renders the page and loads its data.
        deps.log.error({ err: error, pathname }, 'Server render failed');
      }
    }
    const page = { status: head.status, html, renderedAt };
    // Kept only if nothing was written while it was built, and never a 404 nor a search (one per query).
    if (page.status === 200 && !readsQuery && current !== null && versions.current() === current) {
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
    }
    return page;
  };
}
