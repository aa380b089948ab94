// English under /en for the teams pages and the partners page (issue 24, What visitors cannot find 1; decision 200),
// as curl gets them from the built app: each page's English words from its catalogue, none of the Romanian words it
// moved, the database's Romanian content marked lang="ro", and the Romanian page with its words (the spec's English
// labels now Romanian there: "Harta și lista echipelor FTC din România", "doar active", "În curând"...).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { sponsors as enSponsors } from '../../src/shared/messages/en/sponsors';
import { teamPage as enPage } from '../../src/shared/messages/en/team-page';
import { teamSample as enSample } from '../../src/shared/messages/en/team-sample';
import { teams as en } from '../../src/shared/messages/en/teams';
import { sponsors as roSponsors } from '../../src/shared/messages/ro/sponsors';
import { teamPage as roPage } from '../../src/shared/messages/ro/team-page';
import { teamSample as roSample } from '../../src/shared/messages/ro/team-sample';
import { teams as ro } from '../../src/shared/messages/ro/teams';
import { formatDateRange } from '../../src/shared/format';
import type { TeamDetail } from '../../src/shared/schemas/teams';
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

/** The text as the server HTML writes it. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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
      [en.eyebrow, en.title, en.lead, en.map.title, en.map.lead, en.map.frame, en.listTitle, table.search, table.placeholder, table.onlyActive, table.caption, table.columns.city, en.status.CONFIRMED, en.start.title, en.start.text, en.start.button],
      [ro.eyebrow, ro.title, ro.lead, ro.map.title, ro.map.lead, ro.listTitle, ro.table.search, ro.table.placeholder, ro.table.onlyActive, ro.table.caption, ro.table.columns.city, ro.status.CONFIRMED, ro.start.title, ro.start.text, ro.start.button, 'în sezonul curent'],
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

describe("a team's page and the sample in English (decision 200)", () => {
  const teamOf = async (number: number) => (await t.app.inject({ method: 'GET', url: `/api/teams/${number}` })).json<{ message: TeamDetail }>().message;

  it("/en/teams/15033: facts, links, about and partners headed in English; the team's own texts marked lang=\"ro\"", async () => {
    const team = await teamOf(15033);
    const body = await get('/en/teams/15033');
    const { facts } = enPage;
    expectText(
      body,
      [enPage.eyebrow('15033'), enPage.allTeams, enPage.active, enPage.factsTitle, facts.number, facts.rookieYear, facts.romanianNumber, facts.affiliation, enPage.linksTitle, enPage.aboutTitle, enPage.partnersTitle, enPage.partnersLead, enPage.linkNewTab('Website', team.name), enPage.newTab.trim()],
      [roPage.eyebrow('15033'), roPage.allTeams, roPage.factsTitle, roPage.facts.number, roPage.facts.affiliation, roPage.linksTitle, roPage.aboutTitle, roPage.partnersTitle, roPage.partnersLead, roPage.active, 'se deschide într-o filă nouă'],
    );
    expect(body.replace(/<!-- -->/g, '')).toContain(`lang="ro">„${html(team.motto!)}”</p>`);
    expect(body).toContain(`<dd lang="ro">${html(team.school!)}</dd>`);
    expect(body).toContain(`<dd lang="ro">${html(team.city!)}</dd>`);
    expect(body).toMatch(/<div class="[^"]*" lang="ro"><p>/);
    expect(textOf(body)).toContain(enPage.videoTitle(team.name));
    // Its season's events in English dates, their names marked.
    expect(team.seasonEvents.length).toBeGreaterThan(0);
    const event = team.seasonEvents[0]!;
    expectText(body, [enPage.eventsTitle, formatDateRange(event.dateStart, event.dateEnd, 'en'), enPage.season.title('DECODE 2025-2026')], [roPage.eventsTitle, formatDateRange(event.dateStart, event.dateEnd, 'ro')]);
    expect(body).toContain(`<a lang="ro" href="/en/events/${event.ftcEventCode}">${html(event.title)}</a>`);
    expect(body).toContain(`<h3 lang="ro"><a href="/en/events/${event.ftcEventCode}">`);
    expect(body).toContain('href="/en/teams"');
  });

  it("/teams/15033 in Romanian: its words, the 'active' badge now Romanian, no content marked", async () => {
    const body = await get('/teams/15033');
    expectText(body, [roPage.factsTitle, roPage.facts.rookieYear, roPage.linksTitle, roPage.partnersTitle, 'activă', 'se deschide într-o filă nouă'], [enPage.factsTitle, enPage.partnersTitle, 'opens in a new tab']);
    expect(body.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });

  it('/en/teams/00000: the sample team, its notice and its partners in English, nothing marked Romanian but the region', async () => {
    const body = await get('/en/teams/00000');
    const { team } = enSample;
    expectText(
      body,
      [enSample.notice.tag, enSample.notice.text, enSample.notice.link, enSample.video, enSample.videoCaption, team.name, team.motto, team.city, team.affiliation, team.about.split('\n')[0]!, enSample.partners.print.name, ...enSample.partners.workshop.logo, enPage.factsTitle],
      [roSample.notice.text, roSample.team.name, roSample.team.motto, roSample.team.city, roSample.team.affiliation, roSample.team.about.split('\n')[0]!, roSample.partners.print.name, ...roSample.partners.workshop.logo, roSample.videoCaption],
    );
    expect(body).not.toContain('lang="ro">');
  });

  it('/en/teams/99999: the not-found message in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/teams/99999' });
    expectText(res.body, [enPage.notFound.title, enPage.notFound.text('99999'), enPage.back], [roPage.notFound.title, roPage.back]);
  });

  it('/teams/00000 in Romanian is as it was', async () => {
    const body = await get('/teams/00000');
    expectText(body, [roSample.notice.text, roSample.team.name, roSample.team.affiliation, roSample.partners.cafe.name, 'ATELIER', 'prototipuri', roPage.partnersTitle], [enSample.team.name, enSample.notice.text]);
  });
});

describe('/about/sponsors in English (decision 200)', () => {
  it('/en/about/sponsors: hero, tiers, logos and links named in English, the thanks and the call to invest under /en', async () => {
    const body = await get('/en/about/sponsors');
    expectText(
      body,
      [enSponsors.eyebrow, enSponsors.title, enSponsors.lead, 'PLATINUM', 'GOLD', 'SILVER', enSponsors.thanksTitle, enSponsors.thanks, enSponsors.invest, ' logo', '(the partner’s site, opens in a new tab)'],
      [roSponsors.eyebrow, roSponsors.title, roSponsors.lead, roSponsors.thanksTitle, roSponsors.thanks, roSponsors.invest, 'Sigla ', 'se deschide într-o filă nouă'],
    );
    expect(body).toContain('href="/en/contribute"');
    expect(body).toContain('href="mailto:info@ftcromania.ro"');
    // The head of the English page.
    expect(body).toContain('<meta name="description" content="Partners in education: the PLATINUM');
  });

  it('/about/sponsors in Romanian: its words, the spec\'s English labels now Romanian, no content marked', async () => {
    const body = await get('/about/sponsors');
    expectText(body, [roSponsors.title, roSponsors.lead, roSponsors.thanks, 'Investește în educație', 'Sigla ', 'site-ul partenerului, se deschide într-o filă nouă'], ['Partners in education', 'Invest in education', enSponsors.lead]);
    expect(body).toContain('<meta name="description" content="Parteneri în educație: partenerii PLATINUM');
    expect(body.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });
});

describe('the empty states in English, on a site without demo content', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await makeTestApp({ clientDir: path.resolve('dist/client') });
    await seedDatabase(empty.deps, { demo: false });
  });
  afterAll(async () => empty?.close());

  it("/en/about/sponsors invites companies in English; /en/teams says the list is not published yet", async () => {
    const sponsors = await empty.app.inject({ method: 'GET', url: '/en/about/sponsors' });
    expectText(sponsors.body, [enSponsors.empty, enSponsors.emptyLink], [roSponsors.empty, roSponsors.emptyLink]);
    expect(sponsors.body).toContain('href="/en/contribute/companies"');
    const teams = await empty.app.inject({ method: 'GET', url: '/en/teams' });
    expectText(teams.body, [en.comingSoon.tag, en.comingSoon.title], [ro.comingSoon.title, ro.comingSoon.tag]);
    expect(textOf(teams.body)).toMatch(/Registration|The list of the current season’s teams has not been published yet\./);
  });
});
