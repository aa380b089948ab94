// "My team is new" (decision 195): while the current season's registration window is open, a TEAM account linked to
// no team applies for a new team with its school, city and mentor; an ADMIN creates the team with the number FIRST
// assigned when approving. The server refuses it outside the window, in its own words.
import { type FormEvent } from 'react';
import { newTeamInput } from '../../../../shared/schemas/team-requests';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { reasonOf, serverFieldErrors, useServerFieldErrors } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';

const FIELDS = [
  ['teamName', 'Team name', 'text'],
  ['school', 'School', 'text'],
  ['city', 'City', 'text'],
  ['mentorName', 'Mentor name', 'text'],
  ['mentorEmail', 'Mentor e-mail', 'email'],
  ['mentorPhone', 'Mentor phone', 'tel'],
] as const;

const EMPTY = { kind: 'new', teamName: '', school: '', city: '', mentorName: '', mentorEmail: '', mentorPhone: '' };

export function NewTeamForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm(newTeamInput, EMPTY);
  const server = useServerFieldErrors(form.values);
  const ask = trpc.teamRequests.ask.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    try {
      await ask.mutateAsync(form.data);
      toast.success('Your application was sent to the administrators.');
      await utils.teamRequests.mine.invalidate();
    } catch (error) {
      // Everything typed stays; the server's words go under their fields, or above the form.
      server.set(serverFieldErrors(error) ?? { _: reasonOf(error) ?? 'Failed to send the application' });
    }
  };

  return (
    <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate aria-label="My team is new">
      {server.errors._ && (
        <div className="dash-alert dash-alert--error" role="alert">
          {server.errors._}
        </div>
      )}
      <div className="dash-form__row">
        {FIELDS.map(([name, label, type]) => (
          <Field key={name} label={label} error={form.error(name) || server.errors[name] || null}>
            <input type={type} value={String(form.values[name] ?? '')} onChange={(e) => form.set(name, e.target.value)} onBlur={() => form.touch(name)} />
          </Field>
        ))}
      </div>
      <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
        <button type="button" className="dash-btn" onClick={onCancel} disabled={ask.isPending}>
          Back
        </button>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={ask.isPending}>
          {ask.isPending ? 'Sending...' : 'Apply for a new team'}
        </button>
      </div>
    </form>
  );
}
