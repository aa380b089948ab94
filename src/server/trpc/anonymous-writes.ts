// Every tRPC mutation needs a signed-in user (sign-in, registration and refresh are REST calls, auth.rest.ts; every
// mutation's procedure is authed or role-bound in its router), so a POST to /trpc without a valid session is refused
// in onRequest, before a byte of its body is read: 401 in the API's envelope, as the REST routes' permission check
// does (declared-routes.ts). Without this, tRPC read and parsed the whole body first, and a stranger's slow bodies
// held connections for the whole request timeout (issue 21, finding 6). Queries (GET) keep their own per-procedure rule.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Deps } from '../deps';
import { actorOf } from '../http/actor';
import { UNAUTHORIZED_MESSAGE } from '../kernel/permissions';

export function refuseAnonymousWrites(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (await actorOf(request, deps)) return;
    throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  };
}
