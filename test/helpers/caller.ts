// The dashboard's procedures called directly through tRPC's createCaller, as a signed-in user. The user signs in
// through the real auth service and every call re-reads the session and role from the database, as a request does
// (actorOf), so a role change or a revoked session applies to the next call here too.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { authenticate, login } from '../../src/server/modules/auth/auth.service';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { AppError, type FieldErrors } from '../../src/shared/errors';
import type { Role } from '../../src/shared/policy';
import { fieldErrorsOf } from '../../src/shared/validation';
import { EMAILS, PASSWORD, type TestApp } from './app';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A caller signed in as `role` (a fresh session), or a visitor's without one. */
export async function callerFor(t: TestApp, role?: Role): Promise<Caller> {
  const token = role
    ? (await login(t.deps, { email: EMAILS[role], password: PASSWORD }, { ip: '127.0.0.1', userAgent: 'vitest createCaller' })).auth.access_token
    : undefined;
  return createCaller(async () => ({ deps: t.deps, actor: await authenticate(t.deps, token), log: t.deps.log }));
}

/** What a refused call tells the client: HTTP status, tRPC code, message and field messages. */
/** One caller per role and one for a visitor, in the order the API tests name them: editor, admin, team, visitor. */
export const callersForEveryRole = (t: TestApp): Promise<[Caller, Caller, Caller, Caller]> =>
  Promise.all([callerFor(t, 'EDITOR'), callerFor(t, 'ADMIN'), callerFor(t, 'TEAM'), callerFor(t)]);

export interface Refusal {
  status: number;
  code: TRPCError['code'];
  message: string;
  fieldErrors: FieldErrors | null;
}

/**
 * Awaits a call that must be refused and reads its error the way the error formatter of trpc/init.ts does: a zod
 * input error says its first issue and lists all of them by field, an AppError carries its own field messages.
 */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const { cause } = error;
    const status = getHTTPStatusCodeFromError(error);
    if (cause instanceof ZodError) return { status, code: error.code, message: cause.issues[0]?.message ?? 'Invalid input', fieldErrors: fieldErrorsOf(cause) };
    return { status, code: error.code, message: error.message, fieldErrors: cause instanceof AppError ? (cause.fieldErrors ?? null) : null };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}
