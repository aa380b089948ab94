// Public reads under /api: answers that are the same for everyone, so browsers, the proxy and a CDN may keep them and
// revalidate (strong ETag, If-None-Match -> 304, `public, no-cache`), and this process keeps their serialized bytes
// (AnswerCache) until a write changes the content tables (ContentVersions). Every other answer under /api and /trpc
// is `private, no-store`. Public reads never set a cookie (the anti-forgery cookie comes with pages and /api/auth).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { ContentVersions } from '../db/table-versions.repository';
import type { AnswerCache } from './answer-cache';

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
    /** The answer cache's key for this request, made before a schema parsed its parts; null: not kept. */
    answerKey: string | null;
    /** Set when this request builds an answer that others asking for it meanwhile wait for. */
    answerBuild: AnswerBuild | null;
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

/** An answer being built: the requests that ask for it meanwhile wait for it instead of building it again. */
interface AnswerBuild {
  versions: number;
  /** Resolves with whether the answer went into the cache. */
  settled: Promise<boolean>;
  /** Called when the answer is sent or the request ends without one; only the first call counts. */
  settle(kept: boolean): void;
}

export interface PublicReadOptions {
  /** Which routes are public reads; by default GET routes under /api except NOT_PUBLIC_READS. */
  isPublic?: (method: RouteOptions['method'], url: string) => boolean;
  /** Put before an answer's key: an answer that names the host it was asked on keys by that host too. */
  keyPrefix?: (request: FastifyRequest) => string;
}

interface JsonSchemaParts {
  properties?: Record<string, unknown>;
  allOf?: JsonSchemaParts[];
  anyOf?: JsonSchemaParts[];
  oneOf?: JsonSchemaParts[];
}

/** The query names a route declares (its `querystring` schema, zod or JSON Schema), sorted. */
function declaredQueryNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const json = (schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : schema) as JsonSchemaParts;
  const names = new Set<string>();
  const collect = (part: JsonSchemaParts) => {
    for (const name of Object.keys(part.properties ?? {})) names.add(name);
    for (const inner of [...(part.allOf ?? []), ...(part.anyOf ?? []), ...(part.oneOf ?? [])]) collect(inner);
  };
  collect(json);
  return [...names].sort();
}

/**
 * What a public read's answer depends on, so what its cache key holds: the route, its path parameters, and the query
 * parameters its route declares (a handler reads only those: the typed route gives it nothing else). Made in
 * onRequest, from the router's text (`"10"`, before a schema makes `10` of it), and kept on the request for onSend.
 * A URL with parameters the route does not declare therefore shares the entry of the URL without them: no one can
 * fill the cache, or push others' answers out, with `?x=1`, `?x=2`... Path spellings the router maps to one route
 * (`%61`, a trailing slash) share it too. A name given twice is a list, another value than the single one.
 */
function routeKey(route: RouteOptions): (request: FastifyRequest) => string {
  const hasParams = /[:*]/.test(route.url);
  const names = declaredQueryNames(route.schema?.querystring);
  return (request) => {
    let key = route.url;
    if (hasParams) key += JSON.stringify(request.params);
    if (names.length === 0) return key;
    const query = request.query as Record<string, unknown> | undefined;
    for (const name of names) if (query?.[name] !== undefined) key += `&${name}=${JSON.stringify(query[name])}`;
    return key;
  };
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
  api.decorateRequest('contentVersions', null);
  api.decorateRequest('answerKey', null);
  api.decorateRequest('answerBuild', null);
  api.decorateReply('validUntil', Number.POSITIVE_INFINITY);

  // The answers being built, by key. After a write, the burst of readers that follows would otherwise each build and
  // serialize the same answer at once (ten at a time for 10,000 events: ten times the CPU, and ten copies of a
  // list of several MB in memory together); the first builds it, the others wait for it and take it from the cache.
  const building = new Map<string, AnswerBuild>();
  const startBuild = (key: string, current: number): AnswerBuild => {
    let resolve!: (kept: boolean) => void;
    const build: AnswerBuild = {
      versions: current,
      settled: new Promise<boolean>((r) => (resolve = r)),
      settle(kept) {
        if (building.get(key) === build) building.delete(key);
        resolve(kept);
      },
    };
    building.set(key, build);
    return build;
  };

  // Answered from memory when nothing was written since the answer was built; otherwise the handler runs, or this
  // request waits for the same answer another is building.
  const lookUp = (keyOf: (request: FastifyRequest) => string) => {
    const run = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const current = versions.current();
      request.contentVersions = current;
      if (current === null || request.method !== 'GET') return done();
      const key = (keyPrefix ? keyPrefix(request) : '') + keyOf(request);
      request.answerKey = key;
      const hit = cache.get(key);
      if (!hit || hit.versions !== current || hit.expiresAt <= now()) {
        const pending = building.get(key);
        // Looked up again once built (from the cache when it was kept); an answer the cache refused is built here too.
        // A reader answered meanwhile (the request timed out) is left alone.
        if (pending?.versions === current) {
          void pending.settled.then((kept) => {
            if (reply.sent) return;
            if (kept) run(request, reply, done);
            else done();
          });
        } else {
          request.answerBuild = startBuild(key, current);
          done();
        }
        return;
      }
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', hit.etag);
      if (tagMatches(request.headers['if-none-match'], hit.etag)) {
        reply.notModifiedFromCache = true; // without the security headers (security.ts)
        void reply.code(304).send();
        return;
      }
      void reply.header('content-type', hit.contentType).send(hit.body);
    };
    return run;
  };
  // However the request ends (an error, a client gone), whoever waits for its answer goes on.
  const settleUnkept = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    request.answerBuild?.settle(false);
    done();
  };
  const settleAborted = (request: FastifyRequest, done: () => void) => {
    request.answerBuild?.settle(false);
    done();
  };

  // A fresh 200 gets its validator and, for a GET, goes into the cache; anything else is not kept by anyone.
  const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (reply.hasHeader('etag')) return done(null, payload); // answered from the cache above
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      request.answerBuild?.settle(false);
      return done(null, payload);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
    // HEAD shares the route but not the body; only a GET's answer is kept.
    if (request.answerKey !== null && request.contentVersions !== null) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const kept = cache.set(request.answerKey, { body, etag, contentType, versions: request.contentVersions, expiresAt: reply.validUntil });
      request.answerBuild?.settle(kept);
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
    route.config = { ...route.config, publicRead: true };
    route.onRequest = [...[route.onRequest ?? []].flat(), lookUp(routeKey(route))];
    route.onSend = [...[route.onSend ?? []].flat(), keep];
    route.onResponse = [...[route.onResponse ?? []].flat(), settleUnkept];
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), settleAborted];
  });
}
