import { describe, expect, it } from 'vitest';
import { directoryAddress } from '../../src/web/features/public/about/contact/contact-directory';
import {
  CONTACT_FOOTER,
  CONTACT_MESSAGES,
  contactBody,
  contactMailtoUrl,
  EMPTY_CONTACT,
  validateContact,
} from '../../src/web/features/public/about/contact/contact-mailto';

const filled = { firstName: 'Ana', lastName: 'Pop', email: 'ana.pop@example.ro', phone: '0722 000 111', message: 'Bună ziua!\nVreau să înființez o echipă & un club.' };

describe('contact form rules', () => {
  it('requires first name, last name, email and message; the phone is optional', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      lastName: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect(validateContact({ ...filled, phone: '' })).toEqual({});
  });

  it('treats blank text as empty and rejects a malformed address', () => {
    expect(validateContact({ ...filled, firstName: '   ', message: '\n' })).toEqual({ firstName: CONTACT_MESSAGES.firstName, message: CONTACT_MESSAGES.message });
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.ro']) {
      expect(validateContact({ ...filled, email }).email).toBe(CONTACT_MESSAGES.emailInvalid);
    }
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

describe('directory addresses', () => {
  it('uses the domain of the configured contact address', () => {
    expect(directoryAddress('info@ftcromania.ro', 'marketing')).toBe('marketing@ftcromania.ro');
    expect(directoryAddress('contact@example.org', 'jurizare')).toBe('jurizare@example.org');
    expect(directoryAddress('info@ftcromania.ro', null)).toBe('info@ftcromania.ro');
  });
});
