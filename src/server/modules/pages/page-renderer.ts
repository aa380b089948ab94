// Each page path's answer: index.html with the page's own head and its true status, and for the public pages the
// app rendered on the server with its data (ssr-bundle.ts, page-reads.ts), the data itself for the browser to hydrate
// from, and the links of the page's own chunks. Answers are kept in memory per origin and path until any content
// table changes (the table versions of the answer cache) or PAGE_MAX_AGE_MS passes (what a page shows also moves with
// time alone: an event starts, ends); 404s are not kept, so arbitrary unknown URLs cannot fill the memory.
import { matchPage } from '../../../shared/site-pages';
import type { ContentVersions } from '../../db/table-versions.repository';
import type { Deps } from '../../deps';
import type { PageRenderer, RenderedPage } from '../../http/web-app';
import { escapeHtml, renderHead, scriptJson } from './page-head';
import { pageTemplate, type PageTemplate } from './page-template';
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

/** Whether the server renders a path's page with its data: the public site's pages and the not-found page; the
 * others (my account, previews, the account screens and the dashboard) depend on who asks, so the browser draws them. */
export function isServerRendered(pathname: string): boolean {
  return (matchPage(pathname)?.route.kind ?? 'site') === 'site';
}

/** The element boot.ts reads the page's own chunks from (web/boot.ts PAGE_CHUNKS_ID). */
const CHUNKS_ID = 'page-chunks';

/** A stylesheet's text inside `<style>`: nothing in it may close the element (`\/` is `/` to CSS). */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * A rendered page's stylesheets, inlined: no stylesheet request before the first paint. Each is also named by a
 * disabled `<link rel="stylesheet">` (a disabled stylesheet is not fetched): Vite's loader, which adds a page's CSS
 * when its chunk is imported, sees it as present and does not ask for it again. A stylesheet the build does not have
 * stays a plain link.
 */
export function inlineStyles(hrefs: string[], stylesheets: Stylesheets): string {
  return hrefs
    .map((href) => {
      const css = stylesheets(href);
      const name = escapeHtml(href);
      return css === null ? `<link rel="stylesheet" crossorigin href="${name}">` : `<style data-href="${name}">${styleText(css)}</style><link rel="stylesheet" href="${name}" disabled>`;
    })
    .join('\n    ');
}

/** The page's data for the browser to hydrate from, and the list of its own chunks for boot.ts. */
export function pageData(render: ServerRender): string {
  const chunks = render.links.scripts.length ? `\n    <script type="application/json" id="${CHUNKS_ID}">${scriptJson(render.links.scripts)}</script>` : '';
  return `<script type="application/json" id="${STATE_ID}">${scriptJson(render.state)}</script>${chunks}`;
}

/** keep: false renders every page anew (`npm run dev`: an edited page module shows on the next load). */
export function pageRenderer(deps: Deps, versions: ContentVersions, ssr: SsrRender | null = null, stylesheets: Stylesheets = () => null, keep = true): PageRenderer {
  let keptAt: number | null = null;
  // The template of the shell last given (web-app.ts reads index.html once: one template).
  let parsed: { shell: string; template: PageTemplate } | null = null;
  const templateOf = (shell: string): PageTemplate => {
    if (parsed?.shell !== shell) parsed = { shell, template: pageTemplate(shell) };
    return parsed.template;
  };
  const kept = new Map<string, RenderedPage & { renderedAt: number }>();
  const reads = pageReads(deps);

  return async (request, shell) => {
    const origin = siteOrigin(deps.config, request);
    const pathname = request.url.split('?')[0]!.split('#')[0]!;
    const readsQuery = matchPage(pathname)?.key === 'search';
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
    const template = templateOf(shell);
    const headHtml = renderHead(head);
    // Without a render (no bundle, or it failed): the shell alone, which the browser renders.
    let html = template({ lang: head.lang, head: headHtml, html: '', data: '' });
    if (ssr) {
      try {
        // The search page alone reads its query string (issue 24); every other page renders from its path. A page the
        // browser draws alone (my account, the account screens) gets the server's frame: navbar, footer, a no-script
        // message, and no data: the browser renders it anew instead of hydrating (issue 24: /login was blank without script).
        const serverRendered = isServerRendered(pathname);
        const render = await ssr(readsQuery ? request.url : pathname, reads, { shellOnly: !serverRendered });
        html = template({ lang: head.lang, head: headHtml, styles: inlineStyles(render.links.styles, stylesheets), html: render.html, data: serverRendered ? pageData(render) : '' });
      } catch (error) {
        // The shell alone still works: the browser renders the page and loads its data.
        deps.log.error({ err: error, pathname }, 'Server render failed');
      }
    }
    const page = { status: head.status, html, renderedAt };
    // Kept only if nothing was written while it was built, and never a 404 nor a search (one per query).
    if (keep && page.status === 200 && !readsQuery && current !== null && versions.current() === current) {
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
    }
    return page;
  };
}
