// The "English (optional)" section of a content's form (decisions 203, 204): shown on the English site; an emptied
// field removes the translation, and the English pages then show the Romanian text. TranslationFieldset is the frame
// every form shares; TranslationFields holds a post's or an event's fields (the English title and the same rich-text
// editor as the Romanian description), a resource's form puts its own plain fields in the frame.
import type { ReactNode } from 'react';
import type { RichTextInput } from '../../../../shared/schemas/rich-text';
import { Field } from './field';
import { RichTextField } from './rich-text/lazy-rich-text-editor';

export function TranslationFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset className="dash-translation" disabled={disabled}>
      <legend>English (optional)</legend>
      <p className="dash-field__hint">Shown on the English site (/en). Leave a field empty to show the Romanian text there instead.</p>
      {children}
    </fieldset>
  );
}

type TranslationField = 'titleEn' | 'descriptionEn';

interface TranslationFieldsProps {
  values: { titleEn?: unknown; descriptionEn?: unknown };
  error: (name: TranslationField) => string | null;
  onChange: (name: TranslationField, value: unknown) => void;
  onBlur: (name: TranslationField) => void;
  disabled: boolean;
}

export function TranslationFields({ values, error, onChange, onBlur, disabled }: TranslationFieldsProps) {
  return (
    <TranslationFieldset disabled={disabled}>
      <Field label="English title" error={error('titleEn')}>
        <input
          type="text"
          autoComplete="off"
          lang="en"
          value={String(values.titleEn ?? '')}
          onChange={(event) => onChange('titleEn', event.target.value)}
          onBlur={() => onBlur('titleEn')}
        />
      </Field>
      <Field label="English description" error={error('descriptionEn')}>
        <RichTextField
          value={(values.descriptionEn ?? '') as RichTextInput}
          onChange={(value) => onChange('descriptionEn', value)}
          onBlur={() => onBlur('descriptionEn')}
          disabled={disabled}
        />
      </Field>
    </TranslationFieldset>
  );
}
