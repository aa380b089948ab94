import { z } from 'zod';
import { userOutput } from '../../../shared/schemas/auth';
import {
  accountUpdateInput,
  issuedPassword,
  issueUserInput,
  managedUserOutput,
  resetPasswordInput,
  resetPasswordOutput,
  sessionsEnded,
  setDisabledInput,
  setRoleInput,
  setTeamInput,
  userIdInput,
  userListQuery,
} from '../../../shared/schemas/users';
import { procedureFor, router, signedInProcedure } from '../../trpc/init';
import * as users from './users.service';

const admin = procedureFor('users:manage');

export const usersRouter = router({
  list: admin
    .input(userListQuery.optional())
    .output(z.array(managedUserOutput))
    .query(({ ctx, input }) => users.listUsers(ctx.deps, ctx.actor, input)),
  /** A new user with a generated one-time password, answered once. */
  create: admin.input(issueUserInput).output(issuedPassword).mutation(({ ctx, input }) => users.issueUser(ctx.deps, ctx.actor, input)),
  setRole: admin
    .input(setRoleInput)
    .output(managedUserOutput)
    .mutation(({ ctx, input }) => users.setRoleForAdmin(ctx.deps, ctx.actor, input.id, input.userType)),
  setDisabled: admin
    .input(setDisabledInput)
    .output(managedUserOutput)
    .mutation(({ ctx, input }) => users.setDisabledForAdmin(ctx.deps, ctx.actor, input.id, input.disabled)),
  /** A new password (generated unless given; only a generated one is answered, once); the user's sessions end. */
  resetPassword: admin
    .input(resetPasswordInput)
    .output(resetPasswordOutput)
    .mutation(({ ctx, input }) => users.resetPasswordForAdmin(ctx.deps, ctx.actor, input.id, input.password)),
  endSessions: admin.input(userIdInput).output(sessionsEnded).mutation(({ ctx, input }) => users.endSessions(ctx.deps, ctx.actor, input.id)),
  setTeam: admin.input(setTeamInput).output(managedUserOutput).mutation(({ ctx, input }) => users.setTeam(ctx.deps, ctx.actor, input.id, input.teamId)),
});

/** /my-account: the signed-in user's own name and password. */
export const accountRouter = router({
  update: signedInProcedure.input(accountUpdateInput).output(userOutput).mutation(({ ctx, input }) => users.updateOwnAccount(ctx.deps, ctx.actor, input, ctx.ip)),
});
