// What the Users screen does to the server: each action confirmed where it signs someone out, its failure shown in
// the server's words, the list reloaded after it.
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import type { ManagedUserOutput } from '../../../../shared/schemas/users';
import type { Role } from '../../../../shared/policy';

export interface ShownPassword {
  email: string;
  password: string;
  /** A reset's password is shown in the user's row, where the action was (issue 25); a new user's at the top. */
  resetOf?: number;
}

export function useUserActions(onPassword: (shown: ShownPassword) => void) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const setRole = trpc.users.setRole.useMutation();
  const setDisabled = trpc.users.setDisabled.useMutation();
  const reset = trpc.users.resetPassword.useMutation();
  const end = trpc.users.endSessions.useMutation();
  const setTeam = trpc.users.setTeam.useMutation();

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(reasonOf(error) ?? failure);
    }
    await utils.users.invalidate();
  };

  return {
    busy: setRole.isPending || setDisabled.isPending || reset.isPending || end.isPending || setTeam.isPending,

    async changeRole(user: ManagedUserOutput, role: Role) {
      if (!(await confirm(`Change the role of ${user.email} to ${role}? The user is signed out everywhere.`, { confirmLabel: 'Change role', danger: false }))) return;
      await run(() => setRole.mutateAsync({ id: user.id, userType: role }), `${user.email} is now ${role}.`, 'Failed to change the role');
    },

    async toggleDisabled(user: ManagedUserOutput) {
      const disabling = !user.disabled;
      if (disabling && !(await confirm(`Disable ${user.email}? The user is signed out everywhere and cannot sign in.`, { confirmLabel: 'Disable' }))) return;
      await run(
        () => setDisabled.mutateAsync({ id: user.id, disabled: disabling }),
        disabling ? `${user.email} is disabled.` : `${user.email} is enabled.`,
        'Failed to change the account',
      );
    },

    async resetPassword(user: ManagedUserOutput) {
      if (!(await confirm(`Reset the password of ${user.email}? The user is signed out everywhere.`, { confirmLabel: 'Reset password' }))) return;
      await run(
        async () => onPassword({ email: user.email, password: (await reset.mutateAsync({ id: user.id })).password ?? '', resetOf: user.id }),
        `New password for ${user.email} (shown once).`,
        'Failed to reset the password',
      );
    },

    async endSessions(user: ManagedUserOutput) {
      if (!(await confirm(`Sign ${user.email} out on every device?`, { confirmLabel: 'End sessions' }))) return;
      await run(() => end.mutateAsync({ id: user.id }), `${user.email} was signed out everywhere.`, 'Failed to end the sessions');
    },

    async linkTeam(user: ManagedUserOutput, teamId: number | null) {
      await run(() => setTeam.mutateAsync({ id: user.id, teamId }), teamId ? `${user.email} now edits that team's profile.` : `${user.email} is linked to no team.`, 'Failed to link the team');
    },
  };
}
