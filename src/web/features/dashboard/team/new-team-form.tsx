// "My team is new" (decision 195): while the current season's registration window is open, a TEAM account linked to
// no team applies for a new team with its school, city and mentor; an ADMIN creates the team with the number FIRST
// assigned when approving. The server refuses it outside the window, in its own words.
import { newTeamInput } from '../../../../shared/schemas/team-requests';
import { Field } from '../ui/field';
import { useForm } from '../ui/use-form';
import { useAskTeam } from './use-ask-team';

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
  const { server, submit, sending } = useAskTeam(form, { sent: 'Your application was sent to the administrators.', failed: 'Failed to send the application' });

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
        <button type="button" className="dash-btn" onClick={onCancel} disabled={sending}>
          Back
        </button>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={sending}>
          {sending ? 'Sending...' : 'Apply for a new team'}
        </button>
      </div>
    </form>
  );
}
