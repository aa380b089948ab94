// Who is acting, for the activity log (issue 15): carried in an AsyncLocalStorage, so it follows the work through
// every await down to the SQLite statement, whose TEMP triggers read it through functions registered on the
// connection (activity-triggers.ts). Set in one place per way in: a Fastify hook for every request (REST and tRPC
// over HTTP), a tRPC middleware (callers without HTTP), the command line, the FTC sync and system work (the
// scheduler). A write made outside any of them is still recorded, as "system".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../kernel/actor';

export interface ActivityWho {
  userId: number | null;
  label: string;
}

interface ActivityScope {
  /** A request: its signed-in user once actorOf has read it (noteActor), else a visitor. */
  request?: FastifyRequest;
  /** Set explicitly (tRPC, CLI, sync, system work). */
  who?: ActivityWho;
  /** Replaces the triggers' created/updated/deleted (e.g. "imported"). */
  action?: string;
  /** Added to each entry's detail (e.g. "demo content removal"). */
  detail?: string;
  /** Writes that are housekeeping, not an edit (a password rehash at sign-in): not recorded. */
  quiet?: boolean;
}

const scope = new AsyncLocalStorage<ActivityScope>();
const requestActors = new WeakMap<FastifyRequest, Actor | null>();

/** Runs `work` (and everything it starts) in `store`. */
const within = <T>(store: ActivityScope, work: () => T): T => scope.run(store, work);

/** Labels of work no signed-in user does. */
export const SYSTEM_ACTORS = {
  cli: 'CLI',
  ftcSync: 'FTC sync',
  scheduler: 'Scheduler',
  system: 'system',
  visitor: 'visitor',
  seed: 'Seed',
} as const;

export const whoOf = (actor: Actor | null): ActivityWho =>
  actor ? { userId: actor.id, label: actor.email } : { userId: null, label: SYSTEM_ACTORS.visitor };

export const systemWho = (label: string, userId: number | null = null): ActivityWho => ({ userId, label });

/** The Fastify hook's part: the rest of the request runs inside a scope that knows the request. */
export function runForRequest(request: FastifyRequest, next: () => void): void {
  scope.run({ request }, next);
}

/** actorOf's part: the request's user, once known. */
export function noteActor(request: FastifyRequest, actor: Actor | null): void {
  requestActors.set(request, actor);
}

/** Runs `work` (and everything it starts) as `who`. */
export function runAs<T>(who: ActivityWho, work: () => T): T {
  return within({ ...scope.getStore(), who, request: undefined }, work);
}

/** Runs `work` with its entries marked: another action than the triggers' own, and/or a detail. */
export function runWithAction<T>(mark: { action?: string; detail?: string }, work: () => T): T {
  return within({ ...scope.getStore(), ...mark }, work);
}

/** Runs `work` without recording its writes (housekeeping only: never for an edit someone makes). */
export function runQuietly<T>(work: () => T): T {
  return within({ ...scope.getStore(), quiet: true }, work);
}

/** Who acts now: read by the triggers' functions. Never throws. */
export function currentWho(): ActivityWho {
  const store = scope.getStore();
  if (!store) return systemWho(SYSTEM_ACTORS.system);
  if (store.who) return store.who;
  if (store.request) return whoOf(requestActors.get(store.request) ?? null);
  return systemWho(SYSTEM_ACTORS.system);
}

export const currentMark = (): { action: string | null; detail: string | null; quiet: boolean } => {
  const store = scope.getStore();
  return { action: store?.action ?? null, detail: store?.detail ?? null, quiet: store?.quiet ?? false };
};
