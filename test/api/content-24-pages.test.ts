// Issue 24 as curl reads the pages (server render, no JavaScript): with a gmail contact address the contact page lists
// no stranger's mailbox; the legal details where set; JSON-LD of an event (city in addressLocality, an online event at
// a VirtualLocation, staff times in Romania's offset) and of the organisation (sameAs); /HOME is the 404 page; an
// empty feed has no 1970 lastBuildDate.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { saveSiteSettings } from '../helpers/site-settings';

let t: TestApp;
let empty: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: { CONTACT_EMAIL: 'ftc.romania@gmail.com' } });
  await seedDatabase(t.deps, { demo: true });
  empty = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(empty.deps, { demo: false });
});
afterAll(async () => {
  await t?.close();
  await empty?.close();
});

const get = (url: string, app = t) => app.app.inject({ url });
const jsonLd = (body: string) => [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('contact page (defect 1)', () => {
  it('with a gmail contact address: only that address on the gmail domain, no role listed without its mailbox', async () => {
    const res = await get('/about/contact-us');
    expect(res.statusCode).toBe(200);
    const gmail = [...new Set(res.body.match(/[\w.+-]+@gmail\.com/g))];
    expect(gmail).toEqual(['ftc.romania@gmail.com']);
    for (const stranger of ['presedinte@', 'program@', 'alumni@', 'marketing@', 'grafica@', 'jurizare@', 'parteneriate@']) expect(res.body).not.toContain(stranger);
    expect(res.body).not.toContain('Echipa noastră');
    expect(res.body).toContain('Certificate și alte întrebări');
  });

  it("a role with its own mailbox is listed, with the legal details, on the contact and donation pages", async () => {
    await saveSiteSettings(t.deps, { judgingEmail: 'jurizare@ftcromania.ro', legalCif: '35000000', legalRegistration: '1/2016', legalAddress: 'Str. Exemplu 1, București', legalPhone: '+40 700 000 000' });
    const contact = (await get('/about/contact-us')).body;
    expect(contact).toContain('Echipa noastră');
    expect(contact).toContain('Judge Advisor');
    expect(contact).toContain('mailto:jurizare@ftcromania.ro');
    expect(contact).not.toContain('Președinte');
    for (const body of [contact, (await get('/contribute')).body]) {
      expect(body).toContain('Datele asociației');
      expect(body).toContain('35000000');
      expect(body).toContain('href="tel:+40700000000"');
    }
  });
});

describe('JSON-LD (defect 6, event times)', () => {
  it('an event: the city in addressLocality, the street apart, staff times with Romania’s offset', async () => {
    const [event] = jsonLd((await get('/events/ROWLT26')).body);
    expect(event.location.address).toMatchObject({ addressLocality: 'Timișoara', streetAddress: 'Sala Sporturilor, Timișoara', addressCountry: 'RO' });
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+0[23]:00$/);
  });

  it('an online event is OnlineEventAttendanceMode at a VirtualLocation', async () => {
    const online = await t.deps.db.selectFrom('events').select('id').where('location', '=', 'Online').executeTakeFirstOrThrow();
    const [event] = jsonLd((await get(`/events/${online.id}`)).body);
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event.location['@type']).toBe('VirtualLocation');
    expect(event.location.url).toMatch(/^https?:\/\//);
  });

  it("the organisation's sameAs are its social links", async () => {
    const [org] = jsonLd((await get('/home')).body);
    expect(org['@type']).toBe('Organization');
    expect(org.sameAs).toEqual(expect.arrayContaining(['https://www.facebook.com/FTCRomania', 'https://www.instagram.com/ftcromania/']));
  });
});

describe('stale texts (defect 8)', () => {
  it('/HOME answers the 404 page, not the home page', async () => {
    const res = await get('/HOME');
    expect(res.statusCode).toBe(404);
    const home = (await get('/home')).body;
    const h1 = (body: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
    expect(h1(res.body)).not.toBe(h1(home));
  });

  it('an empty feed has no lastBuildDate of 1970', async () => {
    const feed = (await get('/news/feed.xml', empty)).body;
    expect(feed).toContain('<channel>');
    expect(feed).not.toContain('1970');
    expect(feed).not.toContain('<item>');
  });
});
