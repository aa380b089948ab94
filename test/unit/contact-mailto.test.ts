import { describe, expect, it } from 'vitest';
import { contact as enContact } from '../../src/shared/messages/en/contact';
import { contact } from '../../src/shared/messages/ro/contact';
import { listedRoles, listedTopics } from '../../src/web/features/public/about/contact/contact-directory';
import {
  CONTACT_FOOTER,
  contactBody,
  contactMailtoUrl,
  EMPTY_CONTACT,
  validateContact,
} from '../../src/web/features/public/about/contact/contact-mailto';

/** The Romanian page's validation messages (its catalogue). */
const CONTACT_MESSAGES = contact.errors;
const validate = (data: Parameters<typeof validateContact>[0]) => validateContact(data, CONTACT_MESSAGES);

const filled = { firstName: 'Ana', lastName: 'Pop', email: 'ana.pop@example.ro', phone: '0722 000 111', message: 'Bună ziua!\nVreau să înființez o echipă & un club.' };

describe('contact form rules', () => {
  it('requires first name, last name, email and message; the phone is optional', () => {
    expect(validate(EMPTY_CONTACT)).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      lastName: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect(validate({ ...filled, phone: '' })).toEqual({});
  });

  it('treats blank text as empty and rejects a malformed address', () => {
    expect(validate({ ...filled, firstName: '   ', message: '\n' })).toEqual({ firstName: CONTACT_MESSAGES.firstName, message: CONTACT_MESSAGES.message });
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.ro']) {
      expect(validate({ ...filled, email }).email).toBe(CONTACT_MESSAGES.emailInvalid);
    }
  });

  it('says it in the page\'s language: the same rules with the English catalogue\'s messages', () => {
    expect(validateContact({ ...filled, lastName: '', email: 'ana@' }, enContact.errors)).toEqual({ lastName: 'Your last name is required.', email: enContact.errors.emailInvalid });
  });
});

describe('contact mailto link', () => {
  it('goes to the configured address with the exact subject and every field in the body', () => {
    const url = contactMailtoUrl('info@ftcromania.ro', filled);
    expect(url.startsWith('mailto:info@ftcromania.ro?subject=Contact%20Form%20Submission&body=')).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Contact Form Submission');
    const body = params.get('body')!;
    expect(body).toBe(contactBody(filled));
    for (const line of ['Prenume: Ana', 'Nume: Pop', 'Email: ana.pop@example.ro', 'Telefon: 0722 000 111', 'Vreau să înființez o echipă & un club.', CONTACT_FOOTER]) {
      expect(body).toContain(line);
    }
  });

  it('percent-encodes the body (line breaks, ampersands, diacritics) and marks a missing phone', () => {
    const url = contactMailtoUrl('info@ftcromania.ro', { ...filled, phone: '' });
    expect(url).not.toMatch(/[\s]/);
    expect(url).toContain('%0D%0A');
    expect(url).toContain('%26');
    expect(url.split('&')).toHaveLength(2);
    expect(decodeURIComponent(url.split('body=')[1]!)).toContain('Telefon: -');
  });
});

describe('directory addresses (issue 24, defect 1)', () => {
  const none = { presidentEmail: null, programmeEmail: null, alumniEmail: null, marketingEmail: null, graphicsEmail: null, judgingEmail: null, partnershipsEmail: null };

  it('lists no role and only the general topic while no role has a mailbox: nothing built on the contact domain', () => {
    const settings = { contactEmail: 'ftc.romania@gmail.com', roleEmails: none };
    expect(listedRoles(settings)).toEqual([]);
    expect(listedTopics(settings).map((t) => [contact.topics[t.key], t.address])).toEqual([['Certificate și alte întrebări', 'ftc.romania@gmail.com']]);
  });

  it("lists a role and its topics with the role's own mailbox", () => {
    const settings = { contactEmail: 'ftc.romania@gmail.com', roleEmails: { ...none, judgingEmail: 'jurizare@ftcromania.ro' } };
    expect(listedRoles(settings).map((r) => [contact.roles[r.key].role, r.address])).toEqual([['Judge Advisor', 'jurizare@ftcromania.ro']]);
    expect(listedTopics(settings).map((t) => t.address)).toEqual(['ftc.romania@gmail.com', 'jurizare@ftcromania.ro']);
  });
});
