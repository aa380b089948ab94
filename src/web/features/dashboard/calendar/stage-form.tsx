// A stage of the competitions calendar (ADMIN): season, kind, name, city, dates and an optional link, validated with
// the shared schema the server uses; the server's words shown under the fields.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { competitionStageFields, STAGE_KINDS, type CompetitionStageRow } from '../../../../shared/schemas/competitions';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';
import { useToast } from '../ui/toast';
import { LastEdited } from '../ui/last-edited';

const KIND_LABELS: Record<(typeof STAGE_KINDS)[number], string> = { regional: 'Regional', national: 'National', international: 'International' };
type FieldName = 'season' | 'stage' | 'name' | 'city' | 'dateStart' | 'dateEnd' | 'link';

const valuesOf = (stage: CompetitionStageRow | null, season: string) => ({
  season: stage?.season ?? season,
  stage: stage?.stage ?? 'regional',
  name: stage?.name ?? '',
  city: stage?.city ?? '',
  dateStart: stage?.dateStart ?? '',
  dateEnd: stage?.dateEnd ?? '',
  link: stage?.link ?? '',
});

interface StageFormProps {
  stage: CompetitionStageRow | null;
  season: string;
  /** The form closes: `saved` after a save, false for Cancel (the unsaved-changes guard asks first). */
  onDone: (saved: boolean) => void;
}

export function StageForm({ stage, season, onDone }: StageFormProps) {
  const form = useForm(competitionStageFields, valuesOf(stage, season));
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.competitions.create.useMutation();
  const update = trpc.competitions.update.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;
  // Never lose work (issue 15): the guard and the local draft.
  const draft = useFormSafety(form, `stage:${stage?.id ?? 'new'}`);

  const error = (name: FieldName) => form.error(name) ?? serverErrors[name] ?? null;
  const bind = (name: FieldName) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled: busy,
  });

  const onSubmit = async (submit: FormEvent) => {
    submit.preventDefault();
    form.markSubmitted();
    if (!form.data || busy) return;
    setFailure(null);
    setServerErrors({});
    try {
      const values = form.data;
      if (stage) await update.mutateAsync({ id: stage.id, stage: values });
      else await create.mutateAsync(values);
      draft.clear();
      await utils.competitions.stages.invalidate();
      onDone(true);
      // Said once the list is back (as the other forms).
      toast.success(stage ? 'Stage updated.' : 'Stage added.');
    } catch (failed) {
      setServerErrors(serverFieldErrors(failed) ?? {});
      setFailure(`Failed to save the stage: ${reasonOf(failed) ?? 'Unknown error'}`);
    }
  };

  return (
    <form className="dash-form dash-card" onSubmit={onSubmit} noValidate aria-label={stage ? `Edit stage ${stage.name}` : 'New stage'}>
      <h3>{stage ? `Edit stage: ${stage.name}` : 'New stage'}</h3>
      <LastEdited type="competition" id={stage?.id} />
      <DraftOffer draft={draft} />
      <div className="dash-form__row">
        <Field label="Season" error={error('season')} hint="For example 2025-2026.">
          <input type="text" required autoFocus inputMode="numeric" {...bind('season')} />
        </Field>
        <Field label="Stage" error={error('stage')}>
          <select required {...bind('stage')}>
            {STAGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Name" error={error('name')}>
          <input type="text" required {...bind('name')} />
        </Field>
        <Field label="City" error={error('city')}>
          <input type="text" required {...bind('city')} />
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Start date" error={error('dateStart')}>
          <input type="date" required {...bind('dateStart')} />
        </Field>
        <Field label="End date" error={error('dateEnd')}>
          <input type="date" required {...bind('dateEnd')} />
        </Field>
      </div>
      <Field label="Link" error={error('link')} hint="Optional, starts with http:// or https://">
        <input type="url" inputMode="url" {...bind('link')} />
      </Field>
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <div className="dash-actions">
        <button type="button" className="dash-btn" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="dash-btn dash-btn--primary" aria-disabled={!form.valid || busy}>
          {busy ? 'Saving...' : stage ? 'Save Stage' : 'Add Stage'}
        </button>
      </div>
    </form>
  );
}
