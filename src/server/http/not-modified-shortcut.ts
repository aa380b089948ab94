// Revalidations of public reads answered before Fastify (issue 11: a 304 at the cost of the socket, not of the
// framework). A browser, the proxy or a CDN revalidating a public read it holds sends If-None-Match; when the URL was
// answered before, its answer is still in the cache and still true, and the tag matches, the 304 goes out from the
// server's request listener: no routing, hooks or reply object. Everything else, and the first request of every URL,
// goes through Fastify as always (which is where a URL's cache key is learnt: public-reads.ts calls `learn`).
//
// The 304 is the same one Fastify sends from the cache: `public, no-cache`, the ETag, a request id, no security
// headers (security.ts leaves them off a 304 from the cache). Off while the server logs requests (info or lower: the
// lines would be missing) and once it is closing (Fastify then answers 503).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ContentVersions } from '../db/table-versions.repository';
import type { AnswerCache } from './answer-cache';
import { isValidHost } from './host-header';
import { PUBLIC_CACHE_CONTROL, tagMatches } from './public-reads';
import { newRequestId } from './request-id';

export interface NotModifiedShortcut {
  /** A GET of `url` (as sent, path and query) is answered by the cache entry `key` (public-reads.ts). */
  learn(url: string, key: string): void;
  /** How many 304s it has sent (tests, benches). */
  readonly answered: number;
}

interface Sources {
  versions: ContentVersions;
  cache: AnswerCache;
  now: () => number;
}

export function notModifiedShortcut(app: FastifyInstance, { versions, cache, now }: Sources): NotModifiedShortcut {
  // Bounded like the cache: a URL whose entry is gone only costs a miss, then Fastify.
  const keys = new Map<string, string>();
  let closing = false;
  let answered = 0;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || request.method !== 'GET') return false;
    // A malformed Host (or X-Forwarded-Host) goes to Fastify, which answers it 400 (host-header.ts).
    const forwarded = request.headers['x-forwarded-host'];
    if (!isValidHost(request.headers.host) || (forwarded !== undefined && !isValidHost(String(forwarded)))) return false;
    const tag = request.headers['if-none-match'];
    if (!tag) return false;
    const key = keys.get(request.url ?? '');
    if (key === undefined) return false;
    const current = versions.current();
    const hit = current === null ? undefined : cache.get(key);
    if (!hit || hit.versions !== current || hit.expiresAt <= now() || !tagMatches(tag, hit.etag)) return false;
    response.writeHead(304, { 'cache-control': PUBLIC_CACHE_CONTROL, etag: hit.etag, 'x-request-id': newRequestId() });
    response.end();
    answered++;
    return true;
  };

  // The listener Fastify gave the server: wrapped, so that nothing else changes (timeouts, limits, upgrades).
  app.addHook('onReady', (done) => {
    const listeners = app.server.listeners('request');
    const log = app.log as typeof app.log & { isLevelEnabled?: (level: string) => boolean };
    const logsRequests = typeof log.isLevelEnabled === 'function' && log.isLevelEnabled('info');
    if (listeners.length === 1 && !logsRequests) {
      const fastify = listeners[0] as (request: IncomingMessage, response: ServerResponse) => void;
      app.server.removeListener('request', fastify);
      app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (!answer(request, response)) fastify(request, response);
      });
    }
    done();
  });

  return {
    get answered() {
      return answered;
    },
    learn(url, key) {
      if (keys.get(url) === key) return;
      keys.delete(url);
      if (keys.size >= cache.limits.maxEntries) keys.delete(keys.keys().next().value!);
      keys.set(url, key);
    },
  };
}
