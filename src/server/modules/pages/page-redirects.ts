// The addresses that only lead to another page (shared/site-pages.ts PAGE_REDIRECTS: `/` to /home, /resources to its
// season materials) answer a 301 before any page is rendered: a visitor without JavaScript, a crawler and curl all
// land on the page (issue 24, decision 165). The query string goes along; a day's caching keeps a later change of
// the table from being stuck in browsers for good.
import type { FastifyInstance } from 'fastify';
import { PAGE_REDIRECTS } from '../../../shared/site-pages';

export const PAGE_REDIRECT_STATUS = 301;
const REDIRECT_MAX_AGE_S = 86_400;

export function registerPageRedirects(app: FastifyInstance): void {
  for (const [from, to] of Object.entries(PAGE_REDIRECTS)) {
    app.get(from, async (request, reply) => {
      const query = request.url.indexOf('?');
      const target = query === -1 ? to : `${to}${request.url.slice(query)}`;
      return reply.header('cache-control', `public, max-age=${REDIRECT_MAX_AGE_S}`).redirect(target, PAGE_REDIRECT_STATUS);
    });
  }
}
