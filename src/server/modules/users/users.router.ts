import { z } from 'zod';
import { userOutput } from '../../../shared/schemas/auth';
import { createUserInput, resetPasswordInput, setDisabledInput, setRoleInput } from '../../../shared/schemas/users';
import { procedureFor, router } from '../../trpc/init';
import * as users from './users.service';

const admin = procedureFor('users:manage');

export const usersRouter = router({
  list: admin.output(z.array(userOutput)).query(({ ctx }) => users.listUsers(ctx.deps, ctx.actor)),
  create: admin.input(createUserInput).output(userOutput).mutation(({ ctx, input }) => users.createUser(ctx.deps, ctx.actor, input)),
  setRole: admin.input(setRoleInput).output(userOutput).mutation(({ ctx, input }) => users.setRole(ctx.deps, ctx.actor, input.id, input.userType)),
  setDisabled: admin.input(setDisabledInput).output(userOutput).mutation(({ ctx, input }) => users.setDisabled(ctx.deps, ctx.actor, input.id, input.disabled)),
  resetPassword: admin.input(resetPasswordInput).output(z.void()).mutation(({ ctx, input }) => users.resetPassword(ctx.deps, ctx.actor, input.id, input.password)),
});
