import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { Actor } from '../kernel/actor';
import { noteActor } from '../modules/activity/activity-context';
import { authenticate } from '../modules/auth/auth.service';

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

/** `Bearer <token>` (RFC 6750) and nothing else: extra words after the token are not silently dropped. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1];
}

/** The signed-in user of this request (or null), looked up once per request. */
export function actorOf(request: FastifyRequest, deps: Deps): Promise<Actor | null> {
  // A public read's answer is kept and shared (public-reads.ts): it must not depend on who asks.
  if (request.routeOptions.config.publicRead) throw new Error(`${request.routeOptions.url} is a public read and cannot depend on the caller`);
  let pending = cache.get(request);
  if (!pending) {
    // Noted before any caller sees it: the activity log's triggers name this user for the request's writes.
    pending = authenticate(deps, bearerOf(request)).then((actor) => {
      noteActor(request, actor);
      return actor;
    });
    cache.set(request, pending);
  }
  return pending;
}

export function clientMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}
