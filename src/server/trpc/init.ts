// One initTRPC for the app. AppErrors from services become TRPCErrors with the same code and message; zod input
// errors carry field messages; anything unexpected is a generic error whose details stay in the log.
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_CODES, GENERIC_SERVER_ERROR, type FieldErrors } from '../../shared/errors';
import type { Action } from '../../shared/policy';
import { fieldErrorsOf } from '../../shared/validation';
import { authorize, requireActor, requireSignedIn } from '../kernel/permissions';
import { runAs, whoOf } from '../modules/activity/activity-context';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    let fieldErrors: FieldErrors | null = null;
    let message = shape.message;
    if (error.cause instanceof ZodError) {
      fieldErrors = fieldErrorsOf(error.cause);
      message = error.cause.issues[0]?.message ?? 'Invalid input';
    } else if (error.cause instanceof AppError) {
      fieldErrors = error.cause.fieldErrors ?? null;
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      message = GENERIC_SERVER_ERROR;
    }
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, fieldErrors } };
  },
});

const appErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') ctx.log.error({ err: cause ?? result.error, path }, 'tRPC procedure failed');
  }
  return result;
});

/** The activity log names the context's user for the procedure's writes (also without HTTP: createCaller). */
const activityActor = t.middleware(({ ctx, next }) => runAs(whoOf(ctx.actor), () => next()));

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(activityActor);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  requireActor(ctx.actor);
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** Only for one's own profile and password: also open while a one-time password must still be changed. */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  requireSignedIn(ctx.actor);
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** A procedure that only the roles the policy table gives `action` may call. */
export const procedureFor = (action: Action) =>
  publicProcedure.use(({ ctx, next }) => {
    authorize(ctx.actor, action);
    return next({ ctx: { ...ctx, actor: ctx.actor } });
  });
