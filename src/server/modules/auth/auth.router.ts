import { userOutput } from '../../../shared/schemas/auth';
import { router, signedInProcedure } from '../../trpc/init';
import { profile } from './auth.service';

// Sign-in, refresh and logout are REST calls (the spec's, with the refresh cookie); tRPC only answers "who am I".
export const authRouter = router({
  me: signedInProcedure.output(userOutput).query(({ ctx }) => profile(ctx.deps, ctx.actor)),
});
