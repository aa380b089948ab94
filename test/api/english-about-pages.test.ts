// English under /en for the contribute and about pages (issue 24, What visitors cannot find 1; decision 200), as curl
// gets them: each page's English words from its catalogue, none of the Romanian words it moved, the settings' Romanian
// content marked lang="ro", and the Romanian page as it was.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { contribute as en } from '../../src/shared/messages/en/contribute';
import { legal as enLegal } from '../../src/shared/messages/en/legal';
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
