// The TEAM user's own team profile (issue 13): description, website, social links and logo of the team its account
// is linked to, and nothing else; the server checks the link on every save. Not linked yet: "Join your team"
// (join-team.tsx, decision 195).
import { useState, type FormEvent } from 'react';
import { teamProfileInput, type TeamOutput } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { LogoField } from '../ui/logo-field';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';
import { JoinTeam } from './join-team';

const LINKS = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['otherLink', 'Other link'],
] as const;
type TextField = 'about' | (typeof LINKS)[number][0];

const initialOf = (team: TeamOutput) => ({
  teamId: team.id,
  about: team.about ?? '',
  website: team.website ?? '',
  facebook: team.facebook ?? '',
  instagram: team.instagram ?? '',
  linkedin: team.linkedin ?? '',
  otherLink: team.otherLink ?? '',
});

function ProfileForm({ team }: { team: TeamOutput }) {
  const form = useForm(teamProfileInput, initialOf(team));
  const save = trpc.teams.updateProfile.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [logoId, setLogoId] = useState<number | null | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setFailure(null);
    // A field left empty clears it.
    const fields = ['about', ...LINKS.map(([name]) => name)] as TextField[];
    const cleared = Object.fromEntries(fields.map((f) => [f, form.data![f] ?? null]));
    try {
      await save.mutateAsync({ teamId: team.id, ...cleared, ...(logoId !== undefined ? { logoId } : {}) });
      toast.success('Team profile saved.');
      await utils.teams.myTeam.invalidate();
    } catch (error) {
      setServerErrors(serverFieldErrors(error) ?? {});
      setFailure(reasonOf(error) ?? 'Failed to save the team profile');
    }
  };

  const bind = (name: TextField) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => {
      setServerErrors((e) => ({ ...e, [name]: '' }));
      form.set(name, event.target.value);
    },
    onBlur: () => form.touch(name),
  });
  const error = (name: string) => form.error(name) || serverErrors[name] || null;

  return (
    <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <Field label="Description" error={error('about')}>
        <textarea rows={5} {...bind('about')} />
      </Field>
      <div className="dash-form__row">
        {LINKS.map(([name, label]) => (
          <Field key={name} label={label} error={error(name)} hint="Optional. Starts with http:// or https://.">
            <input type="url" {...bind(name)} />
          </Field>
        ))}
      </div>
      <LogoField label="Logo" entityType="team_logo" current={team.logo} onChange={setLogoId} onBusy={setUploading} disabled={save.isPending} />
      <div className="dash-actions">
        <a className="dash-btn" href={`/teams/${team.internationalNumber}`}>
          View public page
        </a>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={save.isPending || uploading}>
          {save.isPending ? 'Saving...' : uploading ? 'Uploading logo...' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}

export function TeamProfile() {
  const team = trpc.teams.myTeam.useQuery();
  return (
    <section className="dash-card" aria-labelledby="team-profile-title" style={{ gridColumn: '1 / -1' }}>
      <h2 id="team-profile-title">{team.data ? `Team profile: #${team.data.internationalNumber} ${team.data.name}` : 'Team profile'}</h2>
      {team.isPending ? (
        <p className="state" role="status">
          Loading your team...
        </p>
      ) : team.isError ? (
        <p className="dash-alert dash-alert--error" role="alert">
          Failed to load your team
        </p>
      ) : !team.data ? (
        <JoinTeam />
      ) : (
        <ProfileForm key={team.data.updatedAt} team={team.data} />
      )}
    </section>
  );
}
