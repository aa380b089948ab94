// English under /en for the teams pages and the partners page (issue 24, What visitors cannot find 1; decision 200),
// as curl gets them from the built app: each page's English words from its catalogue, none of the Romanian words it
// moved, the database's Romanian content marked lang="ro", and the Romanian page with its words (the spec's English
// labels now Romanian there: "Harta și lista echipelor FTC din România", "doar active", "În curând"...).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { teams as en } from '../../src/shared/messages/en/teams';
import { teams as ro } from '../../src/shared/messages/ro/teams';
import { makeTestApp, type TestApp } from '../helpers/app';
import { fillSiteSettings } from '../helpers/site-settings';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  await fillSiteSettings(t.deps);
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The text of a page's <main> (and its attributes' words), tags and React's text separators taken out: the
 * navbar's and footer's words are the shell's. */
const textOf = (body: string) =>
  (/<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '')
    .replace(/<[^>]+?(?:aria-label|placeholder|title|alt)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

function expectText(body: string, present: string[], absent: string[]) {
  const text = textOf(body);
  for (const words of present) expect(text, words).toContain(words);
  for (const words of absent) expect(text, words).not.toContain(words);
}

describe('/teams in English (decision 200)', () => {
  it('/en/teams: hero, map, the list with its filters and counts, the start-a-team card in English; cities and regions marked lang="ro"', async () => {
    const body = await get('/en/teams');
    const { table } = en;
    expectText(
      body,
      [en.eyebrow, en.title, en.lead, en.map.title, en.map.lead, en.map.frame, en.listTitle, table.search, table.placeholder, table.onlyActive, table.caption, table.columns.city, en.status.CONFIRMED!, en.start.title, en.start.text, en.start.button],
      [ro.eyebrow, ro.title, ro.lead, ro.map.title, ro.map.lead, ro.listTitle, ro.table.search, ro.table.placeholder, ro.table.onlyActive, ro.table.caption, ro.table.columns.city, ro.status.CONFIRMED!, ro.start.title, ro.start.text, ro.start.button, 'în sezonul curent'],
    );
    expect(textOf(body)).toMatch(/\d+ teams registered in the current season/);
    expect(body).toContain('<td data-label="City" lang="ro">');
    expect(body).toContain('<td data-label="Region" lang="ro">');
    expect(body).toContain('href="/en/resources/get-started"');
    expect(body).toMatch(/href="\/en\/teams\/\d+"/);
  });

  it('/teams in Romanian: its words, the spec\'s English labels now Romanian, no content marked', async () => {
    const body = await get('/teams');
    expectText(
      body,
      [ro.title, ro.lead, ro.map.title, ro.listTitle, ro.table.search, 'doar active', 'Harta și lista echipelor FTC din România', 'activă', ro.start.title, 'Primii pași'],
      [en.title, en.lead, en.table.caption, 'only active', 'Get Started', 'Find out how to start a team'],
    );
    expect(textOf(body)).toMatch(/\d+ de echipe înscrise în sezonul curent/);
    expect(body.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });
});
