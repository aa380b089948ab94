import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Deps } from '../deps';
import { actorOf } from '../http/actor';

export function contextFactory(deps: Deps) {
  return async ({ req, res }: CreateFastifyContextOptions) => ({ deps, actor: await actorOf(req, deps), req, res });
}

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;
