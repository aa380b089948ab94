// Public reads under /api: answers that are the same for everyone, so browsers, the proxy and a CDN may keep them and
// revalidate (strong ETag, If-None-Match -> 304, `public, no-cache`), and this process keeps their serialized bytes
// (AnswerCache) until a write changes the content tables (ContentVersions). Every other answer under /api and /trpc
// is `private, no-store`. Public reads never set a cookie (the anti-forgery cookie comes with pages and /api/auth).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ContentVersions } from '../db/table-versions.repository';
import type { AnswerCache } from './answer-cache';
import type { NotModifiedShortcut } from './not-modified-shortcut';

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * GET routes under /api that are not public reads: caller-dependent (auth), a live probe (health), or file bytes,
 * which carry their own validators and a year of immutable caching.
 */
const NOT_PUBLIC_READS = [/^\/api\/auth\//, /^\/api\/health$/, /^\/api\/files\/public\//, /^\/api\/files\/:id\/(preview|download)$/];

export const isPublicRead = (method: RouteOptions['method'], url: string): boolean =>
  [method].flat().includes('GET') && url.startsWith('/api/') && !NOT_PUBLIC_READS.some((r) => r.test(url));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerPublicReads on every public read (actorOf refuses to run on one: it must not depend on the caller). */
    publicRead?: boolean;
  }
  interface FastifyRequest {
    /** ContentVersions.current() before the handler ran; null: do not keep this answer. */
    contentVersions: number | null;
    /** The query as the router parsed it, before the handler (or a schema) saw it: what the cache key is made of. */
    rawQuery: Record<string, unknown> | null;
    /** The path parameters as the router parsed them (text), before a schema turned `"10"` into `10`: the key's form. */
    rawParams: Record<string, unknown> | null;
  }
  interface FastifyReply {
    /** When this answer stops being true without any write (epoch ms); Infinity unless a handler says otherwise. */
    validUntil: number;
  }
}

/** For answers that change with time alone (upcoming events): keep them no later than `ms`. */
export function answerValidUntil(reply: FastifyReply, ms: number): void {
  reply.validUntil = Math.min(reply.validUntil, ms);
}

/** If-None-Match with weak comparison (RFC 9110 13.1.2); a proxy that compressed the answer may have made the tag weak
 * (nginx: W/"x") or added the coding to it (Caddy: "x-gzip"). */
export function tagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const open = etag.slice(0, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === '*' || (tag.startsWith(`${open}-`) && tag.endsWith('"'));
  });
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** `private, no-store` on every answer of the plugin it is added to (the /api and /trpc plugins). */
export function privateByDefault(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  done();
}

export interface PublicReadOptions {
  /** Which routes are public reads; by default GET routes under /api except NOT_PUBLIC_READS. */
  isPublic?: (method: RouteOptions['method'], url: string) => boolean;
  /** Put before an answer's key: an answer that names the host it was asked on keys by that host too. */
  keyPrefix?: (request: FastifyRequest) => string;
  /** Told which cache entry answers a URL, so that its revalidations can be answered before Fastify. Only for reads
   * whose key the URL alone makes (no keyPrefix). */
  shortcut?: NotModifiedShortcut;
}

/**
 * What a public read's answer depends on, so what its cache key holds: the route, its path parameters, and the query
 * parameters its handler reads. Which ones it reads is learnt: while an answer is built, the query is a proxy that
 * notes every name asked for (a schema's parse included); a handler that lists the query's names (spreads it,
 * enumerates it) makes the whole query part of the key. A URL with parameters the route never reads therefore shares
 * the entry of the URL without them: no one can fill the cache, or push others' answers out, with `?x=1`, `?x=2`...
 * Sound because an answer is kept under the names known once it was built, which include every name it read: a later
 * lookup either has the same names (then the same values of everything the handler read, so the same answer) or more
 * (then another key, a miss). Path spellings the router maps to one route (`%61`, a trailing slash) share it too.
 */
class RouteReads {
  /** Query names read so far, sorted; null: the handler enumerated the query, every name counts. */
  names: string[] | null = [];
  readonly hasParams: boolean;

  constructor(readonly route: string) {
    this.hasParams = /[:*]/.test(route);
  }

  keyOf(request: FastifyRequest): string {
    let key = this.route;
    // The router's text, at lookup (onRequest) and when the answer is kept (onSend, after the schema made `10` of
    // `"10"`) alike: one form, so a read by id finds the answer the previous one kept.
    if (this.hasParams) key += JSON.stringify(request.rawParams ?? request.params);
    const query = request.rawQuery;
    if (!query) return key;
    const names = this.names ?? Object.keys(query).sort();
    for (const name of names) key += `&${name}=${JSON.stringify(query[name])}`;
    return key;
  }

  /** The query as the handler sees it while its answer is built: reads are noted. */
  watch(query: Record<string, unknown>): Record<string, unknown> {
    const note = (name: string | symbol) => {
      if (typeof name !== 'string' || !this.names || this.names.includes(name)) return;
      this.names = [...this.names, name].sort();
    };
    const everything = () => {
      this.names = null;
    };
    return new Proxy(query, {
      get(target, name, receiver) {
        note(name);
        return Reflect.get(target, name, receiver) as unknown;
      },
      has(target, name) {
        note(name);
        return Reflect.has(target, name);
      },
      getOwnPropertyDescriptor(target, name) {
        note(name);
        return Reflect.getOwnPropertyDescriptor(target, name);
      },
      ownKeys(target) {
        everything();
        return Reflect.ownKeys(target);
      },
    });
  }
}

/**
 * Call on the /api plugin before its routes are registered (onRoute sees them as they come). `now` is the app's clock.
 * Also used for the site's files outside /api (robots.txt, sitemap.xml, feeds: modules/pages/site-files.rest.ts).
 */
export function registerPublicReads(
  api: FastifyInstance,
  versions: ContentVersions,
  cache: AnswerCache,
  now: () => number,
  options: PublicReadOptions = {},
): void {
  const isPublic = options.isPublic ?? isPublicRead;
  const keyPrefix = options.keyPrefix;
  const keyOf = (reads: RouteReads, request: FastifyRequest) => (keyPrefix ? keyPrefix(request) : '') + reads.keyOf(request);
  const shortcut = keyPrefix ? undefined : options.shortcut;
  api.decorateRequest('contentVersions', null);
  api.decorateRequest('rawQuery', null);
  api.decorateRequest('rawParams', null);
  api.decorateReply('validUntil', Number.POSITIVE_INFINITY);

  // Answered from memory when nothing was written since the answer was built; otherwise the handler runs.
  const lookUp = (reads: RouteReads) => (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const current = versions.current();
    request.contentVersions = current;
    if (current === null || request.method !== 'GET') return done();
    const query = request.query as Record<string, unknown> | undefined;
    request.rawQuery = query && typeof query === 'object' ? query : null;
    request.rawParams = request.params as Record<string, unknown>;
    const key = keyOf(reads, request);
    const hit = cache.get(key);
    if (!hit || hit.versions !== current || hit.expiresAt <= now()) {
      if (request.rawQuery && reads.names) request.query = reads.watch(request.rawQuery);
      return done();
    }
    shortcut?.learn(request.raw.url ?? '', key);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', hit.etag);
    if (tagMatches(request.headers['if-none-match'], hit.etag)) {
      reply.notModifiedFromCache = true; // without the security headers (security.ts)
      void reply.code(304).send();
      return;
    }
    void reply.header('content-type', hit.contentType).send(hit.body);
  };

  // A fresh 200 gets its validator and, for a GET, goes into the cache; anything else is not kept by anyone.
  const keep = (reads: RouteReads) => (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (reply.hasHeader('etag')) return done(null, payload); // answered from the cache above
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
    // HEAD shares the route but not the body; only a GET's answer is kept.
    if (request.method === 'GET' && request.contentVersions !== null) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const key = keyOf(reads, request);
      cache.set(key, { body, etag, contentType, versions: request.contentVersions, expiresAt: reply.validUntil });
      shortcut?.learn(request.raw.url ?? '', key);
    }
    if (tagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    return done(null, body);
  };

  // Everything under /api is private unless it says otherwise (public reads above, file bytes in files.rest.ts).
  api.addHook('onRequest', privateByDefault);

  api.addHook('onRoute', (route) => {
    if (!isPublic(route.method, route.url)) return;
    const reads = new RouteReads(route.url);
    route.config = { ...route.config, publicRead: true };
    route.onRequest = [...[route.onRequest ?? []].flat(), lookUp(reads)];
    route.onSend = [...[route.onSend ?? []].flat(), keep(reads)];
  });
}
