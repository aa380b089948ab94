import { userOutput } from '../../../shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { toUserOutput } from '../users/users.mapper';
import { findUserById } from '../users/users.repository';
import { requireActor } from './permissions';

// Sign-in, refresh and logout are REST calls (the spec's, with the refresh cookie); tRPC only answers "who am I".
export const authRouter = router({
  me: authedProcedure.output(userOutput).query(async ({ ctx }) => {
    const user = await findUserById(ctx.deps.db, ctx.actor.id);
    requireActor(user ? ctx.actor : null);
    return toUserOutput(user!);
  }),
});
