// English under /en for the resource pages, /about/first-global, /about/contact-us, /about/volunteer and the shared
// UI words (issue 24, What visitors cannot find 1; decision 200), as curl gets them from the built app: each page's
// English words from its catalogue, none of the Romanian words it moved, the resources' and settings' Romanian content
// marked lang="ro", and the Romanian page as it was.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { aboutFirstGlobal as enGlobal } from '../../src/shared/messages/en/about-first-global';
import { contact as enContact } from '../../src/shared/messages/en/contact';
import { legal as enLegal } from '../../src/shared/messages/en/legal';
import { resources as en } from '../../src/shared/messages/en/resources';
import { scriptNeeded as enScriptNeeded } from '../../src/shared/messages/en/script-needed';
import { shell as enShell } from '../../src/shared/messages/en/shell';
import { volunteer as enVolunteer } from '../../src/shared/messages/en/volunteer';
import { aboutFirstGlobal as roGlobal } from '../../src/shared/messages/ro/about-first-global';
import { contact as roContact } from '../../src/shared/messages/ro/contact';
import { resources as ro } from '../../src/shared/messages/ro/resources';
import { scriptNeeded as roScriptNeeded } from '../../src/shared/messages/ro/script-needed';
import { shell as roShell } from '../../src/shared/messages/ro/shell';
import { volunteer as roVolunteer } from '../../src/shared/messages/ro/volunteer';
import { makeTestApp, type TestApp } from '../helpers/app';
import { fillSiteSettings, saveSiteSettings } from '../helpers/site-settings';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  await fillSiteSettings(t.deps);
  await saveSiteSettings(t.deps, { legalCif: '35000000', legalAddress: 'Str. Exemplu 1, București' });
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** A page's visible text (and attributes' words), tags and React's text separators taken out, entities read. */
const textOf = (body: string) =>
  body
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
/** The body's attributes' values, entities read (aria-labels, titles). */
const attributesOf = (body: string) => [...body.matchAll(/="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"')).join('\n');

function expectText(body: string, present: readonly string[], absent: readonly string[]) {
  const text = textOf(body);
  for (const words of present) expect(text, words).toContain(words);
  for (const words of absent) expect(text, words).not.toContain(words);
}

/** The Romanian UI words that must not be left on an English page (the shared pieces' too). */
const RO_SHARED = [roShell.ui.embed.video.button, roShell.ui.embed.video.source, roShell.ui.embed.form.button, 'se deschide într-o filă nouă'];

describe('the resource pages in English (decision 200)', () => {
  it('/en/resources/season-materials: the page in English, the resources Romanian content marked lang="ro"', async () => {
    const body = await get('/en/resources/season-materials');
    const words = en.seasonMaterials;
    expectText(
      body,
      [words.title, words.eyebrow, words.lead, words.notesTitle, ...words.notes, en.more.title, en.more.pages['team-resources'].text, en.more.pages['get-started'].text, en.card.kinds.video, enShell.ui.embed.video.button],
      [ro.seasonMaterials.eyebrow, ro.seasonMaterials.lead, ro.seasonMaterials.notesTitle, ...ro.seasonMaterials.notes, ro.more.title, ro.more.pages['team-resources'].text, ...RO_SHARED],
    );
    expect(attributesOf(body)).not.toContain('se deschide');
    // Sections, subsections and descriptions are the resources' own Romanian words.
    expect(body).toMatch(/<h2 id="season-materials-1" class="[^"]*" lang="ro">/);
    expect(body).toMatch(/<p class="[^"]*" lang="ro">[^<]+<\/p>/);
    // A video's click-to-load card is titled with the resource's description.
    expect(body).toMatch(/<p class="[^"]*" id="[^"]+" lang="ro">Video: [^<]+<\/p>/);
    // The other resource pages are linked under /en.
    expect(body).toContain('href="/en/resources/team-resources"');
  });

  it('/en/resources/team-resources: lead, cards (links open in a new tab, in English) and the other pages', async () => {
    const body = await get('/en/resources/team-resources');
    const words = en.teamResources;
    expectText(body, [words.title, words.eyebrow, ...words.lead, en.more.pages['season-materials'].text], [ro.teamResources.eyebrow, ...ro.teamResources.lead, ro.more.title, ...RO_SHARED]);
    expect(body).toMatch(/aria-label="[^"]+: [^"]+ \(opens in a new tab\)"/);
    expect(attributesOf(body)).not.toContain('se deschide');
  });

  it('/en/resources/get-started: every section in English, the account link a plain link to /register', async () => {
    const body = await get('/en/resources/get-started');
    const words = en.getStarted;
    expectText(
      body,
      [words.title, words.lead, words.teamTitle, ...words.team, ...words.activities.map((a) => a.text), words.beforeTitle, ...words.facts.flatMap((f) => [f.value, f.title, f.text]), words.videoTitle, words.stepsTitle, `${words.stepsNote.before} LOGIN ${words.stepsNote.after}`.replace(/ +/g, ' '), ...words.steps, words.createAccount, words.questions, enShell.ui.embed.video.source],
      [ro.getStarted.title, ro.getStarted.lead, ...ro.getStarted.team, ro.getStarted.beforeTitle, ...ro.getStarted.facts.map((f) => f.text), ro.getStarted.stepsTitle, ...ro.getStarted.steps, ro.getStarted.createAccount, ro.getStarted.questions, ...RO_SHARED],
    );
    expect(body).toContain('href="/register"');
    expect(body).toContain('href="/en/about/contact-us"');
  });

  it('the Romanian resource pages are as they were, nothing marked lang="ro" but the page', async () => {
    const season = await get('/resources/season-materials');
    expectText(season, [ro.seasonMaterials.title, ro.seasonMaterials.lead, ...ro.seasonMaterials.notes, ro.more.title, roShell.ui.embed.video.button], [en.seasonMaterials.lead, en.more.title]);
    expect(season.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
    const team = await get('/resources/team-resources');
    expectText(team, [...ro.teamResources.lead], [en.teamResources.lead[0]!]);
    expect(team).toMatch(/aria-label="[^"]+: [^"]+ \(se deschide într-o filă nouă\)"/);
    const start = await get('/resources/get-started');
    expectText(start, [ro.getStarted.title, ...ro.getStarted.team, ...ro.getStarted.steps, 'Înscrierea se face din contul echipei: folosește butonul CONECTARE din dreapta sus a site-ului.'], [en.getStarted.title]);
    expect(start).toContain('href="/register"');
  });
});

describe('/about/first-global, /about/contact-us and /about/volunteer in English (decision 200)', () => {
  it('/en/about/first-global: what it is, the 2025 edition, the challenges and the quote in English', async () => {
    const body = await get('/en/about/first-global');
    const w = enGlobal;
    expectText(
      body,
      [w.lead, w.whatTitle, w.what, ...w.facts.map((f) => f.label), w.edition.eyebrow, w.edition.text, w.edition.dates, w.edition.datesValue, w.socialTitle, w.social, ...w.challenges.map((c) => c.text), w.quoteTitle, w.quote, w.quoteAuthor],
      [roGlobal.lead, roGlobal.whatTitle, roGlobal.what, ...roGlobal.facts.map((f) => f.label), roGlobal.edition.eyebrow, roGlobal.edition.text, roGlobal.edition.datesValue, 'Perioada', 'Locul', roGlobal.social, roGlobal.quote, roGlobal.quoteAuthor],
    );
    const roBody = await get('/about/first-global');
    expectText(roBody, [roGlobal.lead, roGlobal.what, roGlobal.edition.text, 'Locul', roGlobal.edition.datesValue, roGlobal.quote], [w.lead, w.what]);
  });

  it('/en/about/contact-us: form, topics, directory and legal details in English; the settings Romanian words marked', async () => {
    const body = await get('/en/about/contact-us');
    const w = enContact;
    expectText(
      body,
      [w.title, w.lead, w.form.title, `${w.form.intro.before} * ${w.form.intro.after}`.replace(/ +/g, ' '), ...Object.values(w.form.labels), w.form.optional.trim(), w.form.submit, w.topicsTitle, w.topicsLead, ...Object.values(w.topics), w.directoryTitle, w.directoryLead, ...Object.values(w.roles).flatMap((r) => [r.role, r.text]), enLegal.title, enLegal.cif],
      [roContact.title, roContact.lead, roContact.form.title, 'Prenume', 'Trimite mesajul', '(opțional)', roContact.topicsTitle, ...Object.values(roContact.topics), roContact.directoryTitle, roContact.roles.president.role, roContact.roles.programme.text],
    );
    expect(body).toContain('aria-label="Write to the President: presedinte@asociatie-test.ro"');
    expect(body).toContain('<span lang="ro">Str. Exemplu 1, București</span>');
    const roBody = await get('/about/contact-us');
    expectText(roBody, [roContact.title, roContact.form.title, 'Telefon (opțional)', roContact.form.submit, ...Object.values(roContact.topics), roContact.roles.graphics.role], [w.title, w.form.submit, w.topicsTitle]);
    expect(roBody).toContain('aria-label="Scrie-i rolului Președinte: presedinte@asociatie-test.ro"');
  });

  it('/en/about/volunteer: the roles and both forms in English, their click-to-load cards too', async () => {
    const body = await get('/en/about/volunteer');
    const w = enVolunteer;
    const forms = Object.values(w.forms);
    expectText(
      body,
      [w.title, w.lead, w.whyTitle, ...w.why, w.rolesTitle, ...w.roles, ...forms.flatMap((f) => [f.title, f.text, f.frameTitle]), w.openForm, enShell.ui.embed.form.button, enShell.ui.embed.form.source],
      [roVolunteer.title, roVolunteer.lead, ...roVolunteer.why, ...roVolunteer.roles, ...Object.values(roVolunteer.forms).flatMap((f) => [f.title, f.text]), roVolunteer.openForm, ...RO_SHARED],
    );
    expect(body).toContain(`aria-label="${w.openFormLabel(w.forms['alumni-form'].title)}"`);
    // The hero's badge says it too.
    expect(body).toMatch(/>VOLUNTEER<\/text>/);
    expect(body).not.toContain('VOLUNTAR<');
    const roBody = await get('/about/volunteer');
    expectText(roBody, [roVolunteer.title, ...roVolunteer.why, ...roVolunteer.roles, roVolunteer.forms['volunteer-form'].text, roShell.ui.embed.form.button], [w.title]);
    expect(roBody).toContain('aria-label="Deschide formularul „Comunitatea Alumni FTC” într-o filă nouă"');
    expect(roBody).toMatch(/>VOLUNTAR<\/text>/);
  });

  it('/en/about/volunteer without a form set: the section says to write, in English', async () => {
    await saveSiteSettings(t.deps, { alumniFormUrl: '' });
    const body = await get('/en/about/volunteer');
    expectText(body, [enVolunteer.forms['alumni-form'].withoutForm, enVolunteer.writeUs.before.trim(), enVolunteer.writeUs.after.trim()], [roVolunteer.writeUs.after.trim()]);
    expectText(await get('/about/volunteer'), [roVolunteer.forms['alumni-form'].withoutForm, 'Scrie-ne la', 'și îți trimitem detaliile.'], []);
  });
});

describe('the shared words and the account screens', () => {
  it('/en/home and /en/about/values: the videos\' click-to-load cards and new-tab links in English, Romanian on /home', async () => {
    for (const url of ['/en/home', '/en/about/values']) {
      expectText(await get(url), [enShell.ui.embed.video.button, enShell.ui.embed.video.source], RO_SHARED);
    }
    expectText(await get('/home'), [roShell.ui.embed.video.button, roShell.ui.embed.video.source], [enShell.ui.embed.video.button]);
  });

  it('/login, Romanian-only at its one address: its no-script note is Romanian in a Romanian page, its links Romanian', async () => {
    const body = await get('/login');
    expect(body).toContain('<html lang="ro"');
    const note = body.slice(body.indexOf('<noscript>'), body.indexOf('</noscript>'));
    expectText(note, [roScriptNeeded.title, roScriptNeeded.text, roScriptNeeded.readWithout], [enScriptNeeded.title]);
    expect(note).not.toContain('lang=');
    expect(note).toContain('href="/home"');
    expect((await t.app.inject({ method: 'GET', url: '/en/login' })).statusCode).toBe(404);
  });
});
