// The contact form (spec 01 §2, §5, §7): no server call. A valid form opens the visitor's mail client with a mailto
// link to the configured contact address; errors show after a submit attempt or when a field loses focus.
import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { contactMessages } from './contact-messages';
import { useSettings } from '../../../../lib/settings';
import { ContactFieldInput } from './contact-field';
import { contactMailtoUrl, EMPTY_CONTACT, validateContact, type ContactField, type ContactFormData } from './contact-mailto';
import styles from './contact.module.css';

const ORDER: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

/** Hands the message to the visitor's mail client: the page itself stays where it is. */
function openMailClient(url: string) {
  window.location.href = url;
}

export function ContactForm() {
  const { form: words, errors: messages } = useMessages(contactMessages);
  const { contactEmail } = useSettings();
  const [data, setData] = useState<ContactFormData>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = validateContact(data, messages);
  const shown = (field: ContactField) => (submitted || touched[field] ? errors[field] : undefined);
  const invalidCount = Object.keys(errors).length;

  const onChange = (field: ContactField, value: string) => {
    setData((current) => ({ ...current, [field]: value }));
    setSentUrl(null);
  };
  const onBlur = (field: ContactField) => setTouched((current) => ({ ...current, [field]: true }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      setSentUrl(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const url = contactMailtoUrl(contactEmail, data);
    setSentUrl(url);
    openMailClient(url);
  };

  const field = (name: ContactField, label: string, extra: { type?: string; autoComplete?: string; multiline?: boolean; required?: boolean }) => (
    <ContactFieldInput name={name} label={label} value={data[name]} error={shown(name)} optionalNote={words.optional} onChange={onChange} onBlur={onBlur} {...extra} />
  );

  return (
    <form ref={formRef} className={`card ${styles.form}`} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{words.title}</h2>
      <p className="muted">
        {words.intro.before}
        <span aria-hidden="true">*</span>
        {words.intro.after}
      </p>
      <div className={styles.fields}>
        {field('firstName', words.labels.firstName, { autoComplete: 'given-name', required: true })}
        {field('lastName', words.labels.lastName, { autoComplete: 'family-name', required: true })}
        {field('email', words.labels.email, { type: 'email', autoComplete: 'email', required: true })}
        {field('phone', words.labels.phone, { type: 'tel', autoComplete: 'tel' })}
        {field('message', words.labels.message, { multiline: true, required: true })}
      </div>
      <div className={styles.submitRow}>
        <button type="submit" className="btn btn--primary">
          {words.submit}
        </button>
        <p role="status" aria-live="polite" className={styles.status}>
          {submitted && invalidCount > 0 && <span className={styles.statusError}>{words.checkFields}</span>}
          {sentUrl && invalidCount === 0 && (
            <span>
              {words.sent.opened}
              <a href={sentUrl}>{words.sent.retry}</a>
              {words.sent.orWrite}
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              {words.sent.end}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
