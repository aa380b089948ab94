import { createUserInput, resetPasswordInput, setDisabledInput, setRoleInput } from '../../../shared/schemas/users';
import { procedureFor, router } from '../../trpc/init';
import * as users from './users.service';

const admin = procedureFor('users:manage');

export const usersRouter = router({
  list: admin.query(({ ctx }) => users.listUsers(ctx.deps, ctx.actor)),
  create: admin.input(createUserInput).mutation(({ ctx, input }) => users.createUser(ctx.deps, ctx.actor, input)),
  setRole: admin.input(setRoleInput).mutation(({ ctx, input }) => users.setRole(ctx.deps, ctx.actor, input.id, input.userType)),
  setDisabled: admin.input(setDisabledInput).mutation(({ ctx, input }) => users.setDisabled(ctx.deps, ctx.actor, input.id, input.disabled)),
  resetPassword: admin.input(resetPasswordInput).mutation(({ ctx, input }) => users.resetPassword(ctx.deps, ctx.actor, input.id, input.password)),
});
