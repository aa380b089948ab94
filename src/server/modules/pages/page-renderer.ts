// Each page path's answer: the shell (index.html) with the page's own head and its true status. Answers are kept in
// memory per origin and path until any content table changes (the table versions of the answer cache); 404s are not
// kept, so arbitrary unknown URLs cannot fill the memory.
import type { FastifyRequest } from 'fastify';
import type { ContentVersions } from '../../db/table-versions.repository';
import type { Deps } from '../../deps';
import type { PageRenderer, RenderedPage } from '../../http/web-app';
import { injectHead } from './page-head';
import { resolvePage } from './pages.service';
import { siteOrigin } from './site-origin';

const MAX_PAGES = 1_000;

export function pageRenderer(deps: Deps, versions: ContentVersions): PageRenderer {
  let keptAt: number | null = null;
  const kept = new Map<string, RenderedPage>();

  return async (request: FastifyRequest, shell: string) => {
    const origin = siteOrigin(deps.config, request);
    const pathname = request.url.split('?')[0]!.split('#')[0]!;
    const key = `${origin} ${pathname}`;
    const current = versions.current();
    if (current !== keptAt) {
      kept.clear();
      keptAt = current;
    }
    const hit = current === null ? undefined : kept.get(key);
    if (hit) return hit;
    const head = await resolvePage(deps, origin, pathname);
    const page = { status: head.status, html: injectHead(shell, head) };
    // Kept only if nothing was written while it was built, and never a 404.
    if (page.status === 200 && current !== null && versions.current() === current) {
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
    }
    return page;
  };
}
