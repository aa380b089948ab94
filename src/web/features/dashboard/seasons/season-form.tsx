// The create and edit form of a season (spec 02 §5 "Season form"), validated by the shared schema the server uses.
// Registration dates are optional date inputs; the schema turns them into ISO timestamps and a blank into null.
import type { FormEvent } from 'react';
import { createSeasonInput, type CreateSeasonInput, type SeasonOutput } from '../../../../shared/schemas/seasons';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { useForm } from '../ui/use-form';
import { toDateInput } from './season-dates';
import styles from './seasons.module.css';
import { LastEdited } from '../ui/last-edited';

export interface SeasonFormValues {
  seasonNumber: number;
  seasonName: string;
  registrationStart: string | null;
  registrationEnd: string | null;
  ftcYear: number | null;
}

interface Props {
  /** The season being edited; none for a new one. */
  season?: SeasonOutput;
  busy: boolean;
  /** Resolves true when the season was saved (the form's draft is then dropped). */
  onSubmit: (values: SeasonFormValues) => Promise<boolean>;
  /** The values changed or a save was tried: an earlier save's message no longer describes the form (issue 25). */
  onEdit?: () => void;
  onCancel: () => void;
  /** The current season: only its registration dates may change. */
  datesOnly?: boolean;
}

const initialOf = (season?: SeasonOutput) => ({
  seasonNumber: season ? String(season.seasonNumber) : '',
  seasonName: season?.seasonName ?? '',
  registrationStart: toDateInput(season?.registrationStart ?? null),
  registrationEnd: toDateInput(season?.registrationEnd ?? null),
  ftcYear: season?.ftcYear == null ? '' : String(season.ftcYear),
});

const toValues = (data: CreateSeasonInput): SeasonFormValues => ({
  seasonNumber: data.seasonNumber,
  seasonName: data.seasonName,
  registrationStart: data.registrationStart ?? null,
  registrationEnd: data.registrationEnd ?? null,
  ftcYear: data.ftcYear ?? null,
});

export function SeasonForm({ season, busy, datesOnly = false, onSubmit, onCancel, onEdit }: Props) {
  const form = useForm(createSeasonInput, initialOf(season));
  // Never lose work (issue 15): the guard and the local draft.
  const draft = useFormSafety(form, `season:${season?.id ?? 'new'}`);
  const title = datesOnly && season ? `Correct dates: ${season.seasonName}` : season ? `Edit Season: ${season.seasonName}` : 'Create New Season';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    onEdit?.();
    if (!form.data) return;
    // Saved: the local draft goes (the form has closed by then; the list's address was reached without asking).
    if (await onSubmit(toValues(form.data))) draft.clear();
  };

  // The current season's dates and registration window only (issue 15): its number, name and year stay as they are.
  const locked = (name: string) => datesOnly && !['registrationStart', 'registrationEnd'].includes(name);
  const input = (name: keyof ReturnType<typeof initialOf>) => ({
    readOnly: locked(name),
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => {
      form.set(name, event.target.value);
      onEdit?.();
    },
    onBlur: () => form.touch(name),
  });

  return (
    <section className={`dash-panel ${styles.formPanel}`} aria-labelledby="season-form-title">
      <h3 id="season-form-title">{title}</h3>
      <LastEdited type="season" id={season?.id} />
      <DraftOffer draft={draft} />
      <form className="dash-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="dash-form__row">
          <Field label="Season number" error={form.error('seasonNumber')}>
            <input type="number" inputMode="numeric" min={1} step={1} required {...input('seasonNumber')} />
          </Field>
          <Field label="Season name" error={form.error('seasonName')}>
            <input type="text" required maxLength={100} autoComplete="off" {...input('seasonName')} />
          </Field>
        </div>
        <div className="dash-form__row">
          <Field label="Registration start" error={form.error('registrationStart')} hint="Optional.">
            <input type="date" {...input('registrationStart')} />
          </Field>
          <Field label="Registration end" error={form.error('registrationEnd')} hint="Optional.">
            <input type="date" {...input('registrationEnd')} />
          </Field>
        </div>
        <div className="dash-form__row">
          <Field label="FTC year" error={form.error('ftcYear')} hint="Optional. The year FIRST's FTC Events API names the season by (DECODE 2025-2026: 2025), for the sync.">
            <input type="number" inputMode="numeric" min={1990} max={2100} step={1} {...input('ftcYear')} />
          </Field>
        </div>
        <div className="dash-actions">
          <button type="button" className="dash-btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
            {busy ? 'Saving...' : season ? 'Update Season' : 'Create Season'}
          </button>
        </div>
      </form>
    </section>
  );
}
