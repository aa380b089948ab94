// One labelled field of the contact form, with its error message wired for screen readers.
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import type { ContactField } from './contact-mailto';
import styles from './contact.module.css';

interface ContactFieldProps {
  name: ContactField;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
  /** After an optional field's label, in the page's language (with its leading space). */
  optionalNote: string;
  onChange: (name: ContactField, value: string) => void;
  onBlur: (name: ContactField) => void;
}

export function ContactFieldInput({ name, label, value, error, required, type = 'text', autoComplete, multiline, optionalNote, onChange, onBlur }: ContactFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
    className: `${styles.input} ${error ? styles.invalid : ''}`,
  };
  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}>{optionalNote}</span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
