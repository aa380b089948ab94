// Serves the built React app: hashed assets with immutable caching, index.html never cached without asking, and
// the pages: a route per address of the site's route table (shared/site-pages.ts), each answered with its own head and
// status, and the not-found page for any other address. The files come from dist/client (the single
// executable extracts its copy to a temp folder first: binary/embedded-client.ts). /api and /trpc paths that match
// nothing stay JSON 404s.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAddresses } from '../../shared/site-pages';
import { unroutedApiAnswer } from './method-not-allowed';

const API_PREFIXES = ['/api', '/trpc'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** Caching by URL path: hashed build output forever, index.html revalidated every time (it names the current assets). */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** A page's answer: its status and the shell (index.html) with the page's own head. */
export interface RenderedPage {
  status: number;
  html: string;
  /** A redirect's target (with status 301): the page moved (a post's old slug). */
  location?: string;
}

/** Builds the answer of a page path from the shell; the pages module gives it (modules/pages/page-renderer.ts). */
/** Renders a page from what it reads of a request: its address, and its protocol and host (the site's origin). */
export type PageRenderer = (request: Pick<FastifyRequest, 'url' | 'protocol' | 'host'>, shell: string) => Promise<RenderedPage>;

/** If-None-Match against the page's tags (weak comparison, as proxies may have weakened them). */
const tagMatches = (header: string | undefined, etags: string[]) =>
  !!header && header.split(',').some((t) => etags.includes(t.trim().replace(/^W\//, '')) || t.trim() === '*');

type Coding = 'br' | 'gzip' | 'identity';

/** The coding to answer with: br, else gzip, when Accept-Encoding takes it (a q=0 refuses it). */
export function pickCoding(header: string | string[] | undefined): Coding {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** A page's bytes in each coding, compressed once per page object (a kept page is compressed once, not per request),
 * and its tags: one per coding, as each is another representation (RFC 9110 8.8.3). */
interface PageBytes {
  etag: string;
  bodies: Partial<Record<Coding, Buffer>>;
}

const bytesOfPage = new WeakMap<RenderedPage, PageBytes>();

function pageBytes(page: RenderedPage): PageBytes {
  let bytes = bytesOfPage.get(page);
  if (!bytes) {
    const body = Buffer.from(page.html);
    bytes = { etag: createHash('sha256').update(body).digest('base64url').slice(0, 32), bodies: { identity: body } };
    bytesOfPage.set(page, bytes);
  }
  return bytes;
}

function bodyIn(page: RenderedPage, coding: Coding): Buffer {
  const bytes = pageBytes(page);
  let body = bytes.bodies[coding];
  if (!body) {
    const plain = bytes.bodies.identity!;
    // Brotli at quality 5: close to its best size for HTML at a fraction of quality 11's time (the first answer waits).
    body = coding === 'br' ? brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(plain, { level: 6 });
    bytes.bodies[coding] = body;
  }
  return body;
}

const tagOf = (etag: string, coding: Coding) => `"${etag}${coding === 'identity' ? '' : coding === 'br' ? '-br' : '-gz'}"`;

/**
 * clientDir: the built client folder (dist/client); null, or no index.html in it: no pages.
 * onPage: runs before a page route (index.html for /, /events, ...) is answered, 304 included (the anti-forgery cookie).
 * renderPage: gives each page its status (404 for what does not exist) and its own head; without it every page path
 * gets index.html as built.
 * devShell: the template of the pages when they do not come from a build (`npm run dev`: src/web/index.html).
 */
export async function registerWebApp(
  app: FastifyInstance,
  clientDir: string | null,
  onPage: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined,
  renderPage?: PageRenderer,
  devShell?: string,
): Promise<void> {
  const root = clientDir && existsSync(path.join(clientDir, 'index.html')) ? path.resolve(clientDir) : null;

  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(`/${path.relative(root, filePath).split(path.sep).join('/')}`));
      },
    });
  }

  const shell = devShell ?? (root ? readFileSync(path.join(root, 'index.html'), 'utf8') : null);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: PageRenderer, html: string) => {
    onPage(request, reply);
    const page = await render(request, html);
    if (page.location) return reply.redirect(page.location, page.status);
    const coding = pickCoding(request.headers['accept-encoding']);
    const { etag } = pageBytes(page);
    reply.header('cache-control', cacheControlFor('/index.html')).header('vary', 'Accept-Encoding').header('etag', tagOf(etag, coding));
    const tags = (['identity', 'br', 'gzip'] as const).map((c) => tagOf(etag, c));
    if (page.status === 200 && tagMatches(request.headers['if-none-match'], tags)) return reply.status(304).send();
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.status(page.status).type('text/html; charset=utf-8').send(bodyIn(page, coding));
  };

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (renderPage && shell !== null) return sendPage(request, reply, renderPage, shell);
    onPage(request, reply);
    if (root) return reply.sendFile('index.html');
    return reply.status(503).type('text/plain; charset=utf-8').send('The web app has not been built yet. Run `npm run build`.');
  };

  // Each page of the route table is a route (GET, and HEAD with it); what a page shows, and whether its parameter
  // names something, the renderer decides (a 404 for /teams/abc or a missing event).
  for (const address of pageAddresses()) app.get(address, sendIndex);

  // Any other address a browser may open (no file extension) is the not-found page, with its 404 status.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url.split('?')[0] ?? '');
    if (wantsPage) return sendIndex(request, reply);
    return notFoundAnswer(request, reply);
  });
}

/**
 * The 404 of anything that is not a page: the API envelope under /api and /trpc, plain text elsewhere; under /api, a
 * known address asked with a method it does not take is a 405 with `Allow` (method-not-allowed.ts).
 */
export function notFoundAnswer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return unroutedApiAnswer(request, reply);
  if (isApiPath(request.url)) return reply.status(404).send({ success: false, message: 'Not found.' });
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
}
