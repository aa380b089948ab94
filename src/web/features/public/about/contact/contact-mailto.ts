// The contact form's rules (spec 01 §5) and the mailto link it opens instead of calling a server (spec 01 §7 "Other").
// Pure functions: unit-tested in test/unit/contact-mailto.test.ts.

export interface ContactFormData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactFormData;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactFormData = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export const CONTACT_SUBJECT = 'Contact Form Submission';

export const CONTACT_MESSAGES = {
  firstName: 'Prenumele este obligatoriu.',
  lastName: 'Numele este obligatoriu.',
  email: 'Adresa de email este obligatorie.',
  emailInvalid: 'Introdu o adresă de email validă, de forma nume@exemplu.ro.',
  message: 'Mesajul este obligatoriu.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One message per invalid field; an empty object means the form can be sent. The phone is optional. */
export function validateContact(data: ContactFormData): ContactErrors {
  const errors: ContactErrors = {};
  if (!data.firstName.trim()) errors.firstName = CONTACT_MESSAGES.firstName;
  if (!data.lastName.trim()) errors.lastName = CONTACT_MESSAGES.lastName;
  const email = data.email.trim();
  if (!email) errors.email = CONTACT_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!data.message.trim()) errors.message = CONTACT_MESSAGES.message;
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
