import type { FastifyRequest } from 'fastify';
import type { Actor, Deps } from '../deps';
import { authenticate } from '../modules/auth/auth.service';

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** The signed-in user of this request (or null), looked up once per request. */
export function actorOf(request: FastifyRequest, deps: Deps): Promise<Actor | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = authenticate(deps, bearerOf(request));
    cache.set(request, pending);
  }
  return pending;
}

export function clientMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}
