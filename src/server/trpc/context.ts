// A procedure sees the app's deps, the signed-in user and a logger, nothing of the transport, so the same context
// comes from a Fastify request (below) or from a test that calls the router directly through createCaller.
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import type { Actor } from '../kernel/actor';
import { actorOf } from '../http/actor';

export interface Context {
  deps: Deps;
  actor: Actor | null;
  /** The request's logger (with its reqId) over HTTP. */
  log: FastifyBaseLogger;
  /** The client's address over HTTP (request.ip: the proxy's X-Forwarded-For when TRUST_PROXY names it); absent
   *  without HTTP (createCaller). The password checks count their failures by it, as sign-in does. */
  ip?: string;
}

export function contextFactory(deps: Deps) {
  return async ({ req }: CreateFastifyContextOptions): Promise<Context> => ({ deps, actor: await actorOf(req, deps), log: req.log, ip: req.ip });
}
