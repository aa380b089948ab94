// Every tRPC mutation needs a signed-in user (sign-in, registration and refresh are REST calls, auth.rest.ts), so a
// POST to /trpc without a valid session is refused in onRequest, before a byte of its body is read: 401 in the API's
// envelope, as the REST routes' permission check does (declared-routes.ts). Without this, tRPC read and parsed the
// whole body first, and a stranger's slow bodies held connections for the whole request timeout (issue 21, finding 6).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Deps } from '../deps';
import { actorOf } from '../http/actor';
import { UNAUTHORIZED_MESSAGE } from '../modules/auth/permissions';

/** Mutations anyone may call without a session (none today); a batch is refused unless every call in it is one. */
export const PUBLIC_MUTATIONS: ReadonlySet<string> = new Set<string>();

const READS = new Set(['GET', 'HEAD']);

/** `teams.csvPreview` from `/trpc/teams.csvPreview?batch=1`; the names of a batch (`a,b`) each. */
function proceduresOf(request: FastifyRequest): string[] {
  const url = request.raw.url ?? '';
  const path = url.slice(url.indexOf('/trpc/') + '/trpc/'.length).split('?')[0] ?? '';
  return path.split(','); // not decoded: a name spelt with escapes is simply not a public one
}

export function refuseAnonymousWrites(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (READS.has(request.method)) return;
    if (proceduresOf(request).every((name) => PUBLIC_MUTATIONS.has(name))) return;
    if (await actorOf(request, deps)) return;
    throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  };
}
