// A labelled form field with its error and hint, wired for screen readers (aria-invalid, aria-describedby).
import { cloneElement, useId, type ReactElement } from 'react';

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  /** Keep the error line's space while there is no error, so a message appearing on blur moves nothing below. */
  reserveError?: boolean;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

export function Field({ label, error, hint, reserveError = false, children }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="dash-field">
      {/* The id lets a field that is not an input (the rich-text editor) name its label with aria-labelledby. */}
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="dash-field__hint">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className={reserveError ? 'dash-field__error dash-field__error--reserved' : 'dash-field__error'}>
          {error}
        </p>
      ) : (
        reserveError && <p className="dash-field__error dash-field__error--reserved" aria-hidden="true" />
      )}
    </div>
  );
}
