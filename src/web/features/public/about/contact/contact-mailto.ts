// The contact form's rules (spec 01 §5) and the mailto link it opens instead of calling a server (spec 01 §7 "Other").
// Pure functions: unit-tested in test/unit/contact-mailto.test.ts. The e-mail is written to the association, so its
// lines are Romanian whatever the page's language; the form's messages come from the page's catalogue.
import type { ContactMessages } from '../../../../../shared/messages/ro/contact';

export interface ContactFormData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactFormData;
export type ContactErrors = Partial<Record<ContactField, string>>;
/** The validation messages in the page's language (messages/<locale>/contact.ts). */
export type ContactErrorMessages = ContactMessages['errors'];

export const EMPTY_CONTACT: ContactFormData = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export const CONTACT_SUBJECT = 'Contact Form Submission';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One message per invalid field; an empty object means the form can be sent. The phone is optional. */
export function validateContact(data: ContactFormData, messages: ContactErrorMessages): ContactErrors {
  const errors: ContactErrors = {};
  if (!data.firstName.trim()) errors.firstName = messages.firstName;
  if (!data.lastName.trim()) errors.lastName = messages.lastName;
  const email = data.email.trim();
  if (!email) errors.email = messages.email;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;
  if (!data.message.trim()) errors.message = messages.message;
  return errors;
}

export const CONTACT_FOOTER = 'Mesaj trimis din formularul de contact al site-ului FIRST Tech Challenge România.';

/** The e-mail body: every field on its own line, then the footer line. */
export function contactBody(data: ContactFormData): string {
  return [
    `Prenume: ${data.firstName.trim()}`,
    `Nume: ${data.lastName.trim()}`,
    `Email: ${data.email.trim()}`,
    `Telefon: ${data.phone.trim() || '-'}`,
    '',
    'Mesaj:',
    data.message.trim(),
    '',
    '---',
    CONTACT_FOOTER,
  ].join('\r\n');
}

/** mailto:{to}?subject=...&body=... with both parts percent-encoded (line breaks become %0D%0A, RFC 6068). */
export function contactMailtoUrl(to: string, data: ContactFormData): string {
  return `mailto:${to}?subject=${encodeURIComponent(CONTACT_SUBJECT)}&body=${encodeURIComponent(contactBody(data))}`;
}
