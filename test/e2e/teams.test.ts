// The teams pages (spec 01 §2 "Teams page", team detail; README decisions): the table with its filters, the
// 'Coming Soon' state, the loading and error states, /teams/00000 and a seeded team's page, at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TeamDetail, TeamListItem } from '../../src/shared/schemas/teams';
import { expectWeb, openClientSide, startSite, WIDTHS, type Site } from '../helpers/browser';
import { callerFor } from '../helpers/caller';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
let teams: TeamListItem[];
beforeAll(async () => {
  site = await startSite();
  // Videos, forms and the map are site settings (issue 13): empty, their blocks are hidden (dashboard-settings.test).
  await fillSiteSettings(site.t.deps);
  const body = (await (await fetch(`${site.url}/api/teams/all`)).json()) as { success: boolean; data: TeamListItem[] };
  teams = body.data;
});
afterAll(() => site?.close());

const rows = (page: Page) => page.locator('main tbody tr');
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function teamDetail(number: number): Promise<TeamDetail> {
  return ((await (await fetch(`${site.url}/api/teams/${number}`)).json()) as { message: TeamDetail }).message;
}

describe('teams page', () => {
  it('the seed has a season of registered teams, most of them confirmed', () => {
    expect(teams.length).toBeGreaterThanOrEqual(10);
    const confirmed = teams.filter((t) => t.registrationStatus === 'CONFIRMED').length;
    expect(confirmed).toBeGreaterThan(teams.length / 2);
    expect(confirmed).toBeLessThan(teams.length);
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`at ${width}px: hero, map, the team table and the start-a-team card`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/teams');
      await page.getByRole('heading', { level: 1, name: 'Harta și lista echipelor FTC din România' }).waitFor();
      await expectWeb.poll(() => page.locator('main [data-embed-src]').first().getAttribute('data-embed-src')).toContain('google.com/maps');
      await rows(page).first().waitFor();
      await expectWeb(rows(page)).toHaveCount(teams.length);
      for (const team of teams.slice(0, 3)) {
        const link = page.locator(`main tbody a[href="/teams/${team.team.internationalNumber}"]`).nth(1);
        await expectWeb.poll(() => link.textContent()).toBe(team.team.name);
      }
      await expectWeb(page.getByText('În curând', { exact: true })).toHaveCount(0);
      await page.getByRole('heading', { name: 'Află cum înființezi o echipă' }).waitFor();
      await expectWeb(page.getByRole('link', { name: 'Primii pași' })).toHaveAttribute('href', '/resources/get-started');
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('teams');
      expect(consoleErrors).toEqual([]);
    });
  }

  it("the 'doar active' switch (the spec's 'only active') keeps CONFIRMED registrations", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/teams');
    await rows(page).first().waitFor();
    const toggle = page.getByRole('switch', { name: 'doar active' });
    await toggle.check();
    const confirmed = teams.filter((t) => t.registrationStatus === 'CONFIRMED');
    await expect.poll(() => rows(page).count()).toBe(confirmed.length);
    const statuses = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['CONFIRMED']));
    await expectWeb(rows(page).getByText('activă', { exact: true })).toHaveCount(confirmed.length);
    await toggle.uncheck();
    await expect.poll(() => rows(page).count()).toBe(teams.length);
  });

  it('the text filter matches a city ignoring case and diacritics', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/teams');
    await rows(page).first().waitFor();
    const search = page.getByLabel('Caută o echipă');
    const inCity = (city: string) => teams.filter((t) => plain(t.city ?? '') === plain(city));

    await search.fill('TIMISOARA');
    const timisoara = inCity('Timișoara');
    expect(timisoara.length).toBeGreaterThan(1);
    await expect.poll(() => rows(page).count()).toBe(timisoara.length);
    await expectWeb.poll(() => rows(page).locator('td:nth-child(3)').allTextContents()).toEqual(timisoara.map((t) => t.city));
    await shot('teams-filtered');

    await search.fill('cluj-napoca');
    await expect.poll(() => rows(page).count()).toBe(inCity('Cluj-Napoca').length);

    await search.fill('no team is called this');
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.getByText('Nicio echipă nu corespunde căutării', { exact: false }).waitFor();
  });

  it("clicking a row opens the team's page", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/teams');
    const team = teams.find((t) => t.team.internationalNumber === 14120)!;
    await rows(page).first().waitFor();
    await rows(page)
      .filter({ has: page.locator(`a[href="/teams/${team.team.internationalNumber}"]`) })
      .locator('td:nth-child(3)')
      .click();
    await page.waitForURL(/\/teams\/14120$/);
    await page.getByRole('heading', { level: 1, name: team.team.name }).waitFor();
  });

  it("shows 'Coming Soon' with the current season's registration dates (no fixed date, no progress bar) when the season has no teams", async () => {
    // A new current season with no team registered yet, its registration open until 15 October 2099 (Romania time).
    const admin = await callerFor(site.t, 'ADMIN');
    const previous = (await admin.seasons.current())!;
    const season = await admin.seasons.create({ seasonNumber: 2099, seasonName: 'SEZON VIITOR', registrationStart: '2026-09-01T00:00:00.000Z', registrationEnd: '2099-10-15T20:59:59.000Z' });
    await admin.seasons.setCurrent({ id: season.id });
    onTestFinished(async () => {
      await admin.seasons.setCurrent({ id: previous.id });
      await admin.seasons.delete({ id: season.id });
    });
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await openClientSide(page, site.url, '/teams');
    await page.getByRole('heading', { name: 'În curând' }).waitFor();
    // Issue 24, defect 8: the season's own dates, never "după 1 octombrie".
    await page.getByText('Înscrierile pentru sezonul SEZON VIITOR sunt deschise până pe 15 octombrie 2099. Echipele apar aici după confirmarea înscrierii.').waitFor();
    await expectWeb(page.getByText('după 1 octombrie')).toHaveCount(0);
    await expectWeb(page.getByRole('progressbar')).toHaveCount(0);
    await expectWeb(page.getByText('65%')).toHaveCount(0);
    await expectWeb(rows(page)).toHaveCount(0);
    await expectWeb(page.getByRole('link', { name: 'Primii pași' })).toHaveAttribute('href', '/resources/get-started');
    await shot('teams-coming-soon');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the loading text, then the error text when the call fails', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/teams/all', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error' }) });
    });
    await openClientSide(page, site.url, '/teams');
    await page.getByRole('status').filter({ hasText: 'Se încarcă echipele...' }).waitFor();
    release();
    await page.getByRole('alert').filter({ hasText: 'Echipele nu au putut fi încărcate. Încearcă din nou mai târziu.' }).waitFor();
    await expectWeb(page.getByText('În curând', { exact: true })).toHaveCount(0);
    await page.getByRole('heading', { name: 'Află cum înființezi o echipă' }).waitFor();
  });
});

describe('team pages', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`/teams/00000 at ${width}px: the sample with every field`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/teams/00000');
      await page.getByRole('heading', { level: 1, name: 'Echipa Exemplu' }).waitFor();
      await page.getByRole('note').getByText('pagină exemplu', { exact: false }).waitFor();
      await page.getByText('Echipa #00000').waitFor();
      await expectWeb(page.locator('main').getByText('activă', { exact: true })).toHaveCount(1);
      for (const text of ['Învățăm, construim, inspirăm', '2016', 'Orașul Exemplu', 'Centru', 'RO000', 'Liceul Teoretic „Exemplu”']) {
        await page.locator('main').getByText(text, { exact: false }).first().waitFor();
      }
      await page.getByRole('img', { name: 'Exemplu: aici apare videoclipul de prezentare al echipei' }).waitFor();
      for (const name of ['Website', 'Facebook', 'Instagram', 'LinkedIn', 'Alt link']) {
        const link = page.getByRole('link', { name: new RegExp(`^${name} Echipa Exemplu`) });
        await expectWeb(link).toHaveAttribute('target', '_blank');
      }
      await expectWeb(page.locator('main a[href^="mailto:"]')).toHaveCount(1);
      await page.getByRole('heading', { name: 'Despre echipă' }).waitFor();
      const partners = page.locator('main section[aria-labelledby="team-partners"] li');
      await expectWeb(partners).toHaveCount(4);
      await expectWeb(partners.getByRole('img')).toHaveCount(4);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('team-sample');
      expect(consoleErrors).toEqual([]);
    });

    it(`a seeded team's page at ${width}px`, async () => {
      const team = await teamDetail(15033);
      expect(team.localPartners.length).toBeGreaterThan(0);
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/teams/15033');
      await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
      const main = page.locator('main');
      await expectWeb(main.getByText('activă', { exact: true })).toHaveCount(team.active ? 1 : 0);
      for (const text of [team.motto!, String(team.rookieYear), team.city!, team.registration!.regionName!, team.registration!.romanianNumber!, team.school!]) {
        await main.getByText(text, { exact: false }).first().waitFor();
      }
      await expectWeb(main.locator('[data-embed-src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
      await expectWeb(main.locator(`a[href="${team.website}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
      await expectWeb(main.locator(`a[href="${team.instagram}"]`)).toHaveCount(1);
      await expectWeb(main.locator(`a[href="mailto:${team.email}"]`)).toHaveCount(1);
      await expectWeb(main.getByRole('link', { name: /^Facebook/ })).toHaveCount(0);
      await main.getByText(team.about!.slice(0, 40)).waitFor();
      for (const partner of team.localPartners) {
        const logo = main.getByRole('img', { name: partner.name });
        await expectWeb(logo).toHaveAttribute('src', `/api/files/public/${partner.logo!.id}`);
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const link = main.locator(`a[href="${partner.link}"]`);
        await expectWeb(link).toHaveAttribute('target', '_blank');
      }
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('team-detail');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('a team with few fields leaves the empty ones out', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/teams/21457');
    await page.getByRole('heading', { level: 1, name: 'Bihor Bytes' }).waitFor();
    await expectWeb(page.locator('main iframe, main [data-embed-src]')).toHaveCount(0);
    await expectWeb(page.getByRole('heading', { name: 'Parteneri locali' })).toHaveCount(0);
    await expectWeb(page.getByRole('heading', { name: 'Linkuri și contact' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it("an unknown team shows 'Echipa nu a fost găsită' with a way back", async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/teams/99999');
    await page.getByRole('heading', { name: 'Echipa nu a fost găsită' }).waitFor();
    await page.getByRole('link', { name: 'Înapoi la lista echipelor' }).click();
    await page.waitForURL(/\/teams$/);
    await page.goto(site.url + '/teams/not-a-number');
    await page.getByRole('heading', { name: 'Echipa nu a fost găsită' }).waitFor();
  });

  it('a failing team call shows the error state', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.route('**/api/teams/15033', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error' }) }),
    );
    await openClientSide(page, site.url, '/teams/15033');
    await page.getByRole('alert').getByRole('heading', { name: 'Eroare la încărcarea echipei' }).waitFor();
  });
});
