// Creating or editing a team (number, name, city, school, website, description, logo) and its registration for the
// chosen season (status and region). Validated by the shared schema; the server's field messages show under fields.
import { useState, type FormEvent } from 'react';
import { REGISTRATION_STATUSES } from '../../../../shared/constants';
import { createTeamInput, type TeamWithRegistration } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { LogoField } from '../ui/logo-field';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';
import { STATUS_LABELS } from './team-labels';
import { LastEdited } from '../ui/last-edited';

interface Props {
  team?: TeamWithRegistration;
  seasonId: number | null;
  /** The form closes: `saved` after a save, false for Cancel (the unsaved-changes guard asks first). */
  onDone: (saved: boolean) => void;
}

const TEXT_FIELDS = ['city', 'school', 'website', 'about'] as const;

const initialOf = (team?: TeamWithRegistration) => ({
  teamNumber: team ? String(team.internationalNumber) : '',
  name: team?.name ?? '',
  city: team?.city ?? '',
  school: team?.school ?? '',
  website: team?.website ?? '',
  about: team?.about ?? '',
});

export function TeamForm({ team, seasonId, onDone }: Props) {
  const form = useForm(createTeamInput, initialOf(team));
  const regions = trpc.teams.regions.useQuery();
  const utils = trpc.useUtils();
  const toast = useToast();
  const create = trpc.teams.create.useMutation();
  const update = trpc.teams.update.useMutation();
  const upsert = trpc.teams.upsertRegistration.useMutation();
  const unregister = trpc.teams.deleteRegistration.useMutation();
  const [logoId, setLogoId] = useState<number | null | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState(team?.registration?.registrationStatus ?? '');
  const [regionId, setRegionId] = useState(team?.registration?.regionId ? String(team.registration.regionId) : '');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Never lose work (issue 15): the guard counts the logo and the registration too; the draft keeps the fields.
  const registrationChanged = status !== (team?.registration?.registrationStatus ?? '') || regionId !== (team?.registration?.regionId ? String(team.registration.regionId) : '');
  const draft = useFormSafety(form, `team:${team?.id ?? 'new'}`, logoId !== undefined || registrationChanged);
  const saving = create.isPending || update.isPending || upsert.isPending || unregister.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setFailure(null);
    try {
      const data = form.data;
      let teamId: number;
      if (team) {
        // A blank field clears the stored value.
        const cleared = Object.fromEntries(TEXT_FIELDS.map((f) => [f, data[f] ?? null]));
        teamId = (await update.mutateAsync({ id: team.id, teamNumber: data.teamNumber, name: data.name, ...cleared, ...(logoId !== undefined ? { logoId } : {}) })).id;
      } else {
        teamId = (await create.mutateAsync({ ...data, ...(logoId ? { logoId } : {}) })).id;
      }
      if (seasonId !== null && status) {
        await upsert.mutateAsync({ teamId, seasonId, registrationStatus: status as (typeof REGISTRATION_STATUSES)[number], regionId: regionId ? Number(regionId) : null });
      } else if (seasonId !== null && team?.registration) {
        await unregister.mutateAsync({ id: team.registration.id });
      }
      draft.clear();
      await utils.teams.invalidate();
      onDone(true);
      // Said once the list is back: a search typed after the message is not undone by the move to the list.
      toast.success(team ? 'Team updated successfully!' : 'Team created successfully!');
    } catch (error) {
      setServerErrors(serverFieldErrors(error) ?? {});
      setFailure(reasonOf(error) ?? (team ? 'Failed to update team' : 'Failed to create team'));
    }
  };

  const bind = (name: keyof ReturnType<typeof initialOf>) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => {
      setServerErrors((e) => ({ ...e, [name]: '' }));
      form.set(name, event.target.value);
    },
    onBlur: () => form.touch(name),
  });
  const error = (name: string) => form.error(name) || serverErrors[name] || null;

  return (
    <section className="dash-panel" aria-labelledby="team-form-title">
      <h3 id="team-form-title">{team ? `Edit Team: ${team.name}` : 'Create New Team'}</h3>
      <LastEdited type="team" id={team?.id} />
      <DraftOffer draft={draft} />
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="dash-form__row">
          <Field label="Team number" error={error('teamNumber')}>
            <input type="number" inputMode="numeric" min={1} {...bind('teamNumber')} />
          </Field>
          <Field label="Team name" error={error('name')}>
            <input type="text" {...bind('name')} />
          </Field>
        </div>
        <div className="dash-form__row">
          <Field label="City" error={error('city')}>
            <input type="text" {...bind('city')} />
          </Field>
          <Field label="School" error={error('school')}>
            <input type="text" {...bind('school')} />
          </Field>
        </div>
        <Field label="Website" error={error('website')} hint="Optional. Starts with http:// or https://.">
          <input type="url" {...bind('website')} />
        </Field>
        <Field label="Description" error={error('about')}>
          <textarea rows={4} {...bind('about')} />
        </Field>
        <LogoField label="Logo (optional)" entityType="team_logo" current={team?.logo ?? null} onChange={setLogoId} onBusy={setUploading} disabled={saving} fromLibrary />
        {seasonId !== null && (
          <div className="dash-form__row">
            <Field label="Registration this season" error={serverErrors.registrationStatus || null}>
              <select value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">Not registered</option>
                {REGISTRATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Region" error={serverErrors.regionId || null}>
              <select value={regionId} onChange={(e) => setRegionId(e.target.value)} disabled={!status}>
                <option value="">No region</option>
                {(regions.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
        <div className="dash-actions">
          <button type="button" className="dash-btn" onClick={() => onDone(false)} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={saving || uploading}>
            {saving ? 'Saving...' : uploading ? 'Uploading logo...' : team ? 'Update Team' : 'Create Team'}
          </button>
        </div>
      </form>
    </section>
  );
}
