import { z } from 'zod';
import { blank, idSchema } from './fields';
import { passwordSchema, registerInput, roleSchema, userOutput } from './auth';

export const USER_MESSAGES = {
  lastAdmin: 'The last active ADMIN cannot lose the role or be disabled.',
  duplicateEmail: 'An account with this email already exists.',
  teamOnlyForTeamUsers: 'Only TEAM users can be linked to a team.',
  currentPassword: 'Current password is required to set a new one.',
  wrongCurrentPassword: 'The current password is incorrect.',
  ownAccount: 'Use My account to change your own account.',
  newPasswordRequired: 'Please choose a new password.',
  samePassword: 'Choose a password different from the one-time password.',
} as const;

/** The command line's create: the operator may give the password. */
export const createUserInput = registerInput.extend({ userType: roleSchema.default('TEAM') });
export type CreateUserInput = z.infer<typeof createUserInput>;

const optionalTeamId = blank(idSchema.nullable().optional());

/** The dashboard's create: no password is typed; the server generates a one-time password shown once. */
export const issueUserInput = registerInput.omit({ password: true }).extend({ userType: roleSchema, teamId: optionalTeamId });
export type IssueUserInput = z.infer<typeof issueUserInput>;

/** The users list's filters (issue 25, onboarding): a search on e-mail or name, a role, and the TEAM accounts linked to
 * no team yet (the ones an admin still has to place). */
export const userListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  role: roleSchema.optional(),
  withoutTeam: z.boolean({ error: 'withoutTeam must be true or false' }).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userIdInput = z.object({ id: idSchema });
export const setRoleInput = z.object({ id: idSchema, userType: roleSchema });
export const setDisabledInput = z.object({ id: idSchema, disabled: z.boolean({ error: 'disabled must be true or false' }) });
/** Without a password the server generates one and shows it once. */
export const resetPasswordInput = z.object({ id: idSchema, password: passwordSchema.optional() });
/** Links a TEAM user to the team whose profile it edits (null unlinks). */
export const setTeamInput = z.object({ id: idSchema, teamId: z.preprocess((v: number | string | null) => (v === '' ? null : v), idSchema.nullable()) });

/** A user as the Users screen lists it: with the linked team. */
export const managedUserOutput = userOutput.extend({
  teamId: z.number().int().nullable(),
  teamNumber: z.number().int().nullable(),
  teamName: z.string().nullable(),
});
export type ManagedUserOutput = z.infer<typeof managedUserOutput>;

/** A create: the one-time password, shown once, never stored in clear; or, on a site that sends e-mail (issue 25),
 * no password (null) and `invited`: the user received a link to choose their own. */
export const issuedPassword = z.object({ user: managedUserOutput, password: z.string().nullable(), invited: z.boolean() });
export type IssuedPassword = z.infer<typeof issuedPassword>;
/** A reset answers the password only when the server generated it; one the admin chose is never sent back. */
export const resetPasswordOutput = z.object({ user: managedUserOutput, password: z.string().nullable() });
export type ResetPasswordOutput = z.infer<typeof resetPasswordOutput>;

export const sessionsEnded = z.object({ id: z.number().int(), ended: z.number().int() });

/** /my-account: one's own name, and a new password with the current one. */
export const accountUpdateInput = z
  .object({
    name: registerInput.shape.name,
    currentPassword: blank(z.string().max(200, USER_MESSAGES.wrongCurrentPassword).optional()),
    newPassword: blank(passwordSchema.optional()),
  })
  .refine((v) => v.newPassword === undefined || v.currentPassword !== undefined, { message: USER_MESSAGES.currentPassword, path: ['currentPassword'] });
export type AccountUpdateInput = z.infer<typeof accountUpdateInput>;
