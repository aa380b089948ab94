// The event form's inputs (spec 02 §5 "Event form"), each labelled, with its message from the shared schema.
import type { ChangeEvent } from 'react';
import { EVENT_CATEGORIES } from '../../../../shared/constants';
import type { eventCreateInput } from '../../../../shared/schemas/events';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { seasonLabel } from './use-season-filter';
import { Field } from '../ui/field';
import { RichTextField } from '../ui/rich-text/lazy-rich-text-editor';
import { TranslationFields } from '../ui/translation-fields';
import type { RichTextInput } from '../../../../shared/schemas/rich-text';
import type { useForm } from '../ui/use-form';
import type { EventFormField } from './event-form-values';

export type EventFormState = ReturnType<typeof useForm<typeof eventCreateInput>>;

interface EventFormFieldsProps {
  form: EventFormState;
  serverErrors: Record<string, string>;
  seasons: SeasonOutput[];
  disabled: boolean;
}

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function EventFormFields({ form, serverErrors, seasons, disabled }: EventFormFieldsProps) {
  const error = (name: EventFormField) => form.error(name) ?? serverErrors[name] ?? null;
  const bind = (name: EventFormField) => ({
    name,
    value: String(form.values[name] ?? ''),
    onChange: (event: ChangeEvent<Input>) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled,
  });
  const coordinate = (name: 'latitude' | 'longitude', limit: number) => (
    <Field label={name === 'latitude' ? 'Latitude' : 'Longitude'} error={error(name)} hint={`Optional, between -${limit} and ${limit}.`}>
      <input type="number" step="0.000001" min={-limit} max={limit} inputMode="decimal" {...bind(name)} />
    </Field>
  );

  return (
    <>
      <Field label="Title" error={error('title')}>
        <input type="text" required {...bind('title')} />
      </Field>
      <Field label="Short description" error={error('shortDescription')}>
        <textarea rows={2} required className="ev-short" {...bind('shortDescription')} />
      </Field>
      <Field label="Description" error={error('description')}>
        <RichTextField
          value={form.values.description as RichTextInput}
          onChange={(value) => form.set('description', value)}
          onBlur={() => form.touch('description')}
          disabled={disabled}
        />
      </Field>
      <TranslationFields values={form.values} error={error} onChange={form.set} onBlur={form.touch} disabled={disabled} />
      <div className="dash-form__row">
        <Field label="Location" error={error('location')}>
          <input type="text" required {...bind('location')} />
        </Field>
        <Field label="Address" error={error('address')} hint="Optional.">
          <input type="text" {...bind('address')} />
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Organizer" error={error('organizer')}>
          <input type="text" required {...bind('organizer')} />
        </Field>
        <Field label="Category" error={error('category')}>
          <select required {...bind('category')}>
            <option value="">Select a category</option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Start date" error={error('dateStart')} hint="Romania time (Europe/Bucharest).">
          <input type="datetime-local" required {...bind('dateStart')} />
        </Field>
        <Field label="End date" error={error('dateEnd')} hint="Romania time (Europe/Bucharest).">
          <input type="datetime-local" required {...bind('dateEnd')} />
        </Field>
        <Field label="Applications deadline" error={error('applicationsDeadline')} hint="Optional, Romania time (Europe/Bucharest).">
          <input type="datetime-local" {...bind('applicationsDeadline')} />
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Event link" error={error('link')} hint="Starts with http:// or https://">
          <input type="url" required inputMode="url" {...bind('link')} />
        </Field>
        <Field label="Brochure link" error={error('brochureLink')} hint="Optional.">
          <input type="url" inputMode="url" {...bind('brochureLink')} />
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="FTC event code" error={error('ftcEventCode')} hint="Optional, e.g. ROWLT26: the event's public address.">
          <input type="text" {...bind('ftcEventCode')} />
        </Field>
        <Field label="Tags" error={error('tags')} hint="Optional, separated by commas.">
          <input type="text" {...bind('tags')} />
        </Field>
      </div>
      <div className="dash-form__row">
        {coordinate('latitude', 90)}
        {coordinate('longitude', 180)}
      </div>
      <Field label="Event season" error={error('seasonId')} hint="Defaults to the current season; a future season's events can be prepared ahead.">
        <select required {...bind('seasonId')}>
          {seasons.length === 0 && <option value={String(form.values.seasonId ?? '')}>Season ID {String(form.values.seasonId ?? '')}</option>}
          {seasons.map((season) => (
            <option key={season.id} value={String(season.id)}>
              {seasonLabel(season)}
              {season.isCurrent ? ' (current)' : ''}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
