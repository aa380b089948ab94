// Who is acting, for the activity log (issue 15): carried in an AsyncLocalStorage, so it follows the work through
// every await down to the SQLite statement, whose TEMP triggers read it through functions registered on the
// connection (activity-triggers.ts). Set in one place per way in: a Fastify hook for every request (REST and tRPC
// over HTTP), a tRPC middleware (callers without HTTP), the command line, the FTC sync and system work (the
// scheduler). A write made outside any of them is still recorded, as "system".
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../deps';

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

/**
 * The scope is enabled only while some work runs in it. On Node 20 an enabled AsyncLocalStorage is an async hook that
 * runs on every async resource the process makes (each socket write, tick and timer): about 1 µs of a cached public
 * read's 14 (issue 11, fifth pass), for reads that never need it, once the seed or the scheduler had used it once.
 * A write's scope lasts until its work settles (a request: until its answer is closed), and the hook is turned off
 * only after GRACE_MS with none, so work a write leaves running for a moment still knows who acts.
 */
const GRACE_MS = 1_000;
let inScope = 0;
let idle: NodeJS.Timeout | undefined;

function enter(): void {
  inScope += 1;
  clearTimeout(idle);
}

function leave(): void {
  inScope -= 1;
  if (inScope > 0) return;
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (inScope === 0) scope.disable(); // the next run() enables it again
  }, GRACE_MS);
  idle.unref();
}

function within<T>(store: ActivityScope, work: () => T): T {
  enter();
  let result: T;
  try {
    result = scope.run(store, work);
  } catch (error) {
    leave();
    throw error;
  }
  const settles = result as { then?: unknown } | null;
  if (typeof settles?.then === 'function') (result as PromiseLike<unknown>).then(leave, leave);
  else leave();
  return result;
}

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
export function runForRequest(request: FastifyRequest, reply: FastifyReply, next: () => void): void {
  enter();
  reply.raw.once('close', leave); // answered, or the connection ended
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
