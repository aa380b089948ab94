// English under /en for the contribute and about pages (issue 24, What visitors cannot find 1; decision 200), as curl
// gets them: each page's English words from its catalogue, none of the Romanian words it moved, the settings' Romanian
// content marked lang="ro", and the Romanian page as it was.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { aboutFirst as enAbout } from '../../src/shared/messages/en/about-first';
import { aboutValues as enValues } from '../../src/shared/messages/en/about-values';
import { contribute as en } from '../../src/shared/messages/en/contribute';
import { legal as enLegal } from '../../src/shared/messages/en/legal';
import { aboutFirst as roAbout } from '../../src/shared/messages/ro/about-first';
import { aboutValues as roValues } from '../../src/shared/messages/ro/about-values';
import { contribute as ro } from '../../src/shared/messages/ro/contribute';
import { legal as roLegal } from '../../src/shared/messages/ro/legal';
import { makeTestApp, type TestApp } from '../helpers/app';
import { fillSiteSettings, saveSiteSettings } from '../helpers/site-settings';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  await fillSiteSettings(t.deps);
  await saveSiteSettings(t.deps, { legalCif: '35000000', legalAddress: 'Str. Exemplu 1, București', legalPhone: '+40 700 000 000' });
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** The text as the server HTML writes it. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page's visible text, tags and React's text separators taken out. */
const textOf = (body: string) => body.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
/** A catalogue's paragraph as read: without its *emphasis* marks. */
const plain = (text: string) => text.replace(/\*/g, '');

function expectText(body: string, present: string[], absent: string[]) {
  const text = textOf(body);
  for (const words of present) expect(text, words).toContain(plain(words));
  for (const words of absent) expect(text, words).not.toContain(plain(words));
}

function expectWords(body: string, present: string[], absent: string[]) {
  for (const text of present) expect(body, text).toContain(html(text));
  for (const text of absent) expect(body, text).not.toContain(html(text));
}

describe('the contribute pages in English (decision 200)', () => {
  it('/en/contribute: hero, ways to help, impact, donation, bank transfer and 3.5% in English; the settings marked lang="ro"', async () => {
    const body = await get('/en/contribute');
    const { overview, donate, bank, redirect } = en;
    expectWords(
      body,
      [overview.title, overview.lead, overview.options.companies.text, overview.options.time.action, overview.impactTitle, overview.impact.alumni.text, donate.title, donate.text, bank.transfer, bank.afterTransfer, redirect.title, redirect.text, redirect.online, enLegal.title, enLegal.cif],
      [ro.overview.title, ro.overview.lead, ro.overview.options.companies.text, ro.overview.impactTitle, ro.overview.impact.alumni.text, ro.donate.title, ro.donate.text, ro.bank.afterTransfer, ro.redirect.text, ro.redirect.online, roLegal.title, roLegal.address, 'Detalii plată'],
    );
    // English plurals after the settings' figures; the deadline as an English date.
    expect(body).toContain('students take part every year, in');
    expect(body).toContain('Deadline: 25 May 2027');
    // The beneficiary, the payment reference and the address are the association's Romanian words.
    expect(body).toContain('<dd lang="ro">Asociația Nație prin Educație</dd>');
    expect(body).toContain('<dd lang="ro">Donație FTC România</dd>');
    expect(body).toContain('<span lang="ro">Str. Exemplu 1, București</span>');
    // Its links stay in English.
    expect(body).toContain('href="/en/contribute/companies"');
  });

  it('/contribute in Romanian is as it was, no content marked', async () => {
    const body = await get('/contribute');
    expectWords(
      body,
      [ro.overview.title, ro.overview.lead, ro.donate.title, ro.bank.afterTransfer, ro.redirect.text, roLegal.title, 'Termen: 25 mai 2027', 'de elevi participă în fiecare an'],
      [en.overview.title, en.donate.title],
    );
    expect(body.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });

  it('/en/contribute/companies: achievements, tabs, CSR pillars and the call to action in English', async () => {
    const body = await get('/en/contribute/companies');
    const { companies, involvement, csr, tabs } = en;
    expectWords(
      body,
      [companies.title, companies.lead, companies.achievementsLead, companies.facts.started, companies.involvementLead, involvement.sponsorship.label, involvement.sponsorship.intro, involvement.declaration.steps[0]!, involvement.packages.steps[1]!, involvement.sponsorship.deadline, tabs.deadline, csr.pillars.steam.title, csr.pillars.innovation.summary, csr.detailsOf(csr.pillars.community.title), companies.ctaText, 'Write to us at '],
      [ro.companies.title, ro.companies.lead, ro.companies.achievementsLead, ro.companies.facts.started, ro.involvement.sponsorship.intro, ro.involvement.declaration.steps[0]!, ro.tabs.deadline, ro.csr.pillars.steam.title, ro.csr.pillars.innovation.summary, ro.companies.ctaText, 'Scrie-ne la', 'se deschide într-o filă nouă'],
    );
    expect(body).toMatch(/high school teams? registered/);
  });

  it('/contribute/companies in Romanian is as it was', async () => {
    const body = await get('/contribute/companies');
    expectWords(
      body,
      [ro.companies.title, ro.companies.achievementsLead, ro.involvement.sponsorship.intro, ro.tabs.deadline, ro.csr.pillars.steam.title, ro.companies.ctaText, 'de echipe de liceu înscrise'],
      [en.companies.title, en.tabs.deadline],
    );
  });
});

describe('the about pages in English (decision 200)', () => {
  it('/en/about lists the eight sections in English, linked under /en', async () => {
    const body = await get('/en/about');
    const { index } = enAbout;
    expectText(body, [index.title, index.lead, index.sections.aboutFirst.text, index.sections.contact.text], [roAbout.index.lead, roAbout.index.sections.aboutFirst.text, roAbout.index.sections.sponsors.title]);
    expect(body).toContain('href="/en/about/natie-prin-educatie"');
    expectText(await get('/about'), [roAbout.index.lead, roAbout.index.sections.values.text], [index.lead]);
  });

  it('/en/about/natie-prin-educatie and /en/about/first-and-ftc are in English, FIRST still in italics', async () => {
    const natie = await get('/en/about/natie-prin-educatie');
    const { natie: en, first } = enAbout;
    expectText(natie, [en.title, en.lead, ...en.about, en.highlights.universities.text, en.quote, en.discover], [roAbout.natie.lead, ...roAbout.natie.about, roAbout.natie.highlights.universities.text, roAbout.natie.quote, roAbout.natie.discover]);
    expect(natie).toContain('of the international organisation <em>FIRST</em>.');
    const ftc = await get('/en/about/first-and-ftc');
    expectText(ftc, [first.title, first.lead, ...first.history, first.quote, first.programmesLead, first.programmes.frc, first.years('12-18')], [roAbout.first.lead, ...roAbout.first.history, roAbout.first.quote, roAbout.first.programmes.frc, 'Vârste', 'se deschide într-o filă nouă']);
    expect(ftc).toContain('aria-label="Learn more about FIRST Tech Challenge (opens in a new tab)"');
  });

  it('the Romanian pages are as they were, FIRST in italics where it was', async () => {
    const natie = await get('/about/natie-prin-educatie');
    expectText(natie, [...roAbout.natie.about, roAbout.natie.quote], [enAbout.natie.lead]);
    expect(natie).toContain('organizației internaționale <em>FIRST</em> în');
    expect(natie).toContain('programul FIRST Tech Challenge:');
    const ftc = await get('/about/first-and-ftc');
    expectText(ftc, [...roAbout.first.history, roAbout.first.programmes.fll, '12-18 ani'], [enAbout.first.lead]);
    expect(ftc).toContain('<p><em>FIRST</em> a fost fondată');
  });

  it('/en/about/values is in English: principles, documents (new-tab names), training videos; the Romanian page as it was', async () => {
    const body = await get('/en/about/values');
    expectText(
      body,
      [enValues.title, ...enValues.intro, enValues.principles[2]!.text, enValues.documentsLead, enValues.documents.safety, enValues.videosLead, enValues.videos[1]!],
      [roValues.lead, ...roValues.intro, roValues.principles[0]!.text, roValues.documentsLead, roValues.documents.safety, roValues.videos[1]!, 'se deschide într-o filă nouă'],
    );
    expect(body).toContain('aria-label="Code of conduct (opens in a new tab)"');
    expect(body).toContain('<p><em>FIRST</em> programmes follow');
    const roBody = await get('/about/values');
    expectText(roBody, [roValues.title, ...roValues.intro, roValues.documents.safety, roValues.videos[2]!], [enValues.lead]);
    expect(roBody).toContain('aria-label="Codul de conduită (se deschide într-o filă nouă)"');
    expect(roBody).toContain('Programele <em>FIRST</em> se desfășoară');
  });
});
