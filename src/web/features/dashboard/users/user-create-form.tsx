// Creating a user: e-mail, name, role and (for TEAM) the team. No password is typed: the server generates a
// one-time password and answers it once (docs/decisions/017-users-accounts-and-teams.md).
import type { FormEvent } from 'react';
import { ROLES } from '../../../../shared/policy';
import { issueUserInput, type IssueUserInput } from '../../../../shared/schemas/users';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { PickerFilter, usePickerFilter } from '../ui/picker-filter';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';
import { useToast } from '../ui/toast';
import { useAuthOptions } from '../ui/auth-options';
import { useState } from 'react';
import type { ShownPassword } from './use-user-actions';

const INITIAL = { email: '', name: '', userType: 'TEAM', teamId: '' };

/** `onCreated` receives the one-time password to show, or null when the user was invited by e-mail (issue 25). */
export function UserCreateForm({ onCreated, onCancel }: { onCreated: (shown: ShownPassword | null) => void; onCancel: () => void }) {
  const toast = useToast();
  const mail = useAuthOptions();
  const form = useForm(issueUserInput, INITIAL);
  const teams = trpc.teams.list.useQuery(undefined, { enabled: form.values.userType === 'TEAM' });
  const create = trpc.users.create.useMutation();
  const utils = trpc.useUtils();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Never lose work (issue 15): the guard and the local draft.
  const draft = useFormSafety(form, 'user:new');
  // Searchable team choice (issue 25, point 8): the box narrows the list; the chosen team always stays an option, so
  // the select never shows a team other than the one the form holds.
  const teamFilter = usePickerFilter(teams.data ?? [], (team) => [team.internationalNumber, team.name, team.city]);
  const chosenTeam = (teams.data ?? []).find((team) => String(team.id) === String(form.values.teamId ?? ''));
  const teamOptions = chosenTeam && !teamFilter.shown.includes(chosenTeam) ? [chosenTeam, ...teamFilter.shown] : teamFilter.shown;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setFailure(null);
    try {
      const input: IssueUserInput = { ...form.data, teamId: form.data.userType === 'TEAM' ? form.data.teamId : undefined };
      const result = await create.mutateAsync(input);
      draft.clear();
      await utils.users.invalidate();
      if (result.password === null) toast.success(`Invitation sent to ${result.user.email}: the link in it lets them choose a password.`);
      onCreated(result.password === null ? null : { email: result.user.email, password: result.password });
    } catch (error) {
      setServerErrors(serverFieldErrors(error) ?? {});
      setFailure(reasonOf(error) ?? 'Failed to create user');
    }
  };

  const bind = (name: keyof typeof INITIAL) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => {
      setServerErrors((e) => ({ ...e, [name]: '' }));
      form.set(name, event.target.value);
    },
    onBlur: () => form.touch(name),
  });
  const error = (name: string) => form.error(name) || serverErrors[name] || null;

  return (
    <section className="dash-panel" aria-labelledby="user-create-title">
      <h3 id="user-create-title">Create user</h3>
      <DraftOffer draft={draft} />
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="dash-form__row">
          <Field label="Email" error={error('email')}>
            <input type="email" autoComplete="off" {...bind('email')} />
          </Field>
          <Field label="Name" error={error('name')}>
            <input type="text" autoComplete="off" {...bind('name')} />
          </Field>
        </div>
        <div className="dash-form__row">
          <Field label="Role" error={error('userType')}>
            <select {...bind('userType')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </Field>
          {form.values.userType === 'TEAM' && (
            <PickerFilter id="user-team-filter" label="Find a team" placeholder="Number, name or city" noun="teams" filter={teamFilter} />
          )}
          {form.values.userType === 'TEAM' && (
            <Field label="Team" error={error('teamId')} hint="Optional. The team whose public profile this user edits.">
              <select {...bind('teamId')}>
                <option value="">No team</option>
                {teamOptions.map((team) => (
                  <option key={team.id} value={team.id}>
                    #{team.internationalNumber} {team.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <p className="dash-field__hint">
          {mail.data?.passwordReset
            ? 'The user receives an e-mail with a link to choose a password (valid for 7 days).'
            : 'A one-time password is generated and shown once after the user is created.'}
        </p>
        <div className="dash-actions">
          <button type="button" className="dash-btn" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create user'}
          </button>
        </div>
      </form>
    </section>
  );
}
