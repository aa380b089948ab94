import { userOutput } from '../../../shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { profile } from './auth.service';

// Sign-in, refresh and logout are REST calls (the spec's, with the refresh cookie); tRPC only answers "who am I".
export const authRouter = router({
  me: authedProcedure.output(userOutput).query(({ ctx }) => profile(ctx.deps, ctx.actor)),
});
