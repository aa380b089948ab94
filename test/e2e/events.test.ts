// Browser tests of the events list (/events) and the event page (/events/{code-or-id}) on the seeded demo content.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, openClientSide, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
/** Ids of the seeded current-season events, by title. */
const ids: Record<string, number> = {};

const TITLES = {
  kickoff: 'Kickoff DECODE România', // past, no code, has coordinates
  workshop: 'Atelier online: programarea robotului în Java', // past, no code, no coordinates, no image
  west: 'Turneul de ligă Vest – Timișoara', // ongoing, ROWLT26, seven sponsors, teams
  north: 'Etapa regională Nord – Cluj-Napoca', // upcoming, RONORD26
  south: 'Etapa regională Sud – Craiova', // upcoming, ROSUD26, no coordinates
} as const;

beforeAll(async () => {
  site = await startSite();
  const season = await site.t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const rows = await site.t.deps.db.selectFrom('events').select(['id', 'title']).where('season_id', '=', season.id).execute();
  for (const row of rows) ids[row.title] = row.id;
});
afterAll(() => site?.close());

/** Console errors, leaving out the third-party embeds that the harness answers empty. */
const ownErrors = (errors: string[]) => errors.filter((text) => !/google\.com|youtube/i.test(text));

const sectionButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

async function panelOf(page: Page, name: string) {
  const id = await sectionButton(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

/** Holds matching requests until release() is called. */
function holdRequests() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  };
  return { handler, release };
}

const isEventsList = (url: URL) => url.pathname === '/api/events';

describe('events list', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows past (collapsed), ongoing with LIVE and upcoming at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/events');
      await sectionButton(page, 'Evenimente în desfășurare').waitFor();
      await expectWeb(page.getByText('OFFICIAL EVENTS/').first()).toBeVisible();

      await expectWeb(sectionButton(page, 'Evenimente trecute')).toHaveAttribute('aria-expanded', 'false');
      await expectWeb(sectionButton(page, 'Evenimente în desfășurare')).toHaveAttribute('aria-expanded', 'true');
      await expectWeb(sectionButton(page, 'Evenimente viitoare')).toHaveAttribute('aria-expanded', 'true');
      await expectWeb((await panelOf(page, 'Evenimente trecute'))).toBeHidden();

      // The LIVE badge in the Ongoing header and on the running event's card.
      await expectWeb(sectionButton(page, 'Evenimente în desfășurare').getByText('LIVE')).toBeVisible();
      const ongoing = await panelOf(page, 'Evenimente în desfășurare');
      const westCard = ongoing.locator('article', { hasText: TITLES.west });
      await expectWeb(westCard.getByText('LIVE')).toBeVisible();
      await expectWeb(westCard.getByText('League Tournament')).toBeVisible();

      // Upcoming: soonest first; codes in the links.
      const upcoming = await panelOf(page, 'Evenimente viitoare');
      const upcomingTitles = await upcoming.locator('h3').allTextContents();
      expect(upcomingTitles.indexOf(TITLES.north)).toBeLessThan(upcomingTitles.indexOf(TITLES.south));
      await expectWeb(upcoming.getByRole('link', { name: TITLES.north, exact: true })).toHaveAttribute('href', '/events/RONORD26');
      await expectWeb(westCard.getByRole('link', { name: /^Mai multe informații/ })).toHaveAttribute('href', '/events/ROWLT26');
      await expectWeb(upcoming.getByText('LIVE')).toHaveCount(0);
      await shot('events');

      // Opening Past shows its events, linked by id when they have no code; closing hides them again.
      await sectionButton(page, 'Evenimente trecute').click();
      await expectWeb(sectionButton(page, 'Evenimente trecute')).toHaveAttribute('aria-expanded', 'true');
      const past = await panelOf(page, 'Evenimente trecute');
      await past.getByRole('heading', { name: TITLES.kickoff }).waitFor();
      const pastTitles = await past.locator('h3').allTextContents();
      expect(pastTitles.indexOf(TITLES.workshop)).toBeLessThan(pastTitles.indexOf(TITLES.kickoff)); // newest end first
      await expectWeb(past.getByRole('link', { name: TITLES.kickoff, exact: true })).toHaveAttribute('href', `/events/${ids[TITLES.kickoff]}`);
      await shot('events-past-open');
      await sectionButton(page, 'Evenimente viitoare').click();
      await expectWeb(upcoming).toBeHidden();

      // No horizontal overflow.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // A card click opens the event by its code.
      await westCard.click({ position: { x: 20, y: 20 } });
      await page.waitForURL(/\/events\/ROWLT26$/);
      await page.getByRole('heading', { level: 1, name: TITLES.west }).waitFor();
      expect(ownErrors(consoleErrors)).toEqual([]);
    });
  }

  it("shows 'Se încarcă evenimentele...' while the events are on their way", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    const hold = holdRequests();
    await page.route(isEventsList, hold.handler);
    await openClientSide(page, site.url, '/events');
    await page.getByText('Se încarcă evenimentele...').waitFor();
    hold.release();
    await sectionButton(page, 'Evenimente în desfășurare').waitFor();
    await expectWeb(page.getByText('Se încarcă evenimentele...')).toHaveCount(0);
  });

  it('scrolls the OFFICIAL EVENTS/ banner, reads it once, and keeps it still under reduced motion', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/events');
    await sectionButton(page, 'Evenimente în desfășurare').waitFor();
    const copies = page.getByText('OFFICIAL EVENTS/', { exact: true });
    const hidden = await copies.evaluateAll((els) => els.map((el) => el.closest('[aria-hidden="true"]') !== null));
    expect(hidden.filter((h) => !h)).toHaveLength(1);
    const animation = () => page.evaluate(() => getComputedStyle(document.querySelector('[class*="track"]')!).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });

  it('falls back to every event when the current season cannot be loaded', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.route('**/api/seasons/current', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await openClientSide(page, site.url, '/events');
    await sectionButton(page, 'Evenimente trecute').click();
    const past = await panelOf(page, 'Evenimente trecute');
    // The built-in sample events of seasons 8 and 9 are listed with the current season's.
    await past.locator('a[href="/events/ROEST25"]').first().waitFor();
    await past.getByRole('heading', { name: TITLES.kickoff }).waitFor();
  });

  it('shows the error state with Încearcă din nou when the events call fails, and recovers', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.route(isEventsList, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await openClientSide(page, site.url, '/events');
    const retry = page.getByRole('button', { name: 'Încearcă din nou' });
    await retry.waitFor();
    await expectWeb(sectionButton(page, 'Evenimente în desfășurare')).toHaveCount(0);
    await shot('events-error');
    await page.unroute(isEventsList);
    await retry.click();
    await sectionButton(page, 'Evenimente în desfășurare').waitFor();
    await expectWeb(page.getByRole('heading', { name: TITLES.west })).toBeVisible();
  });
});

describe('event detail', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows an event found by its code at ${width}px: map, six partners in rows of three, teams`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/events/ROWLT26');
      await page.getByRole('heading', { level: 1, name: TITLES.west }).waitFor();
      await expectWeb(page.getByText('Timișoara').first()).toBeVisible();
      await expectWeb(page.getByText(/^LIVE/)).toBeVisible();

      // The map is a click-to-load facade (no request to Google before the click), then the frame.
      await expectWeb(page.locator('[data-embed-src]')).toHaveAttribute('data-embed-src', 'https://www.google.com/maps?q=45.7489,21.2087&z=14&output=embed');
      await expectWeb(page.locator('iframe')).toHaveCount(0);
      await page.getByRole('button', { name: 'Încarcă harta' }).click();
      const map = page.locator('iframe[title*="Sala Sporturilor"]');
      await expectWeb(map).toHaveAttribute('src', 'https://www.google.com/maps?q=45.7489,21.2087&z=14&output=embed');

      const official = page.getByRole('link', { name: /Pagina oficială a evenimentului/ });
      await expectWeb(official).toHaveAttribute('target', '_blank');
      await expectWeb(official).toHaveAttribute('rel', 'noopener noreferrer');
      // Issue 12: the official results page and FTCScout's, for the season's FTC year (DECODE 2025-2026: 2025).
      await expectWeb(page.getByRole('link', { name: /Rezultate oficiale FIRST/ })).toHaveAttribute('href', 'https://ftc-events.firstinspires.org/2025/ROWLT26');
      await expectWeb(page.getByRole('link', { name: /Evenimentul pe FTCScout/ })).toHaveAttribute('href', 'https://ftcscout.org/events/2025/ROWLT26');

      // Seven sponsors: six shown, three per row.
      await page.getByRole('heading', { name: 'Parteneri locali' }).waitFor();
      const rows = page.getByTestId('partners-row');
      await expectWeb(rows).toHaveCount(2);
      await expectWeb(rows.nth(0).locator('li')).toHaveCount(3);
      await expectWeb(rows.nth(1).locator('li')).toHaveCount(3);
      const tops = await rows.locator('li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, 3)).size).toBe(1);
      expect(new Set(tops.slice(3)).size).toBe(1);
      expect(tops[3]).toBeGreaterThan(tops[0]!);
      const logos = await rows.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
      expect(logos).toHaveLength(6);
      expect(logos).toContain('Carpatica Tech');
      const sponsorLink = rows.getByRole('link', { name: /Carpatica Tech/ });
      await expectWeb(sponsorLink).toHaveAttribute('target', '_blank');

      // The teams taking part, by number.
      await page.getByRole('heading', { name: 'Echipe participante' }).waitFor();
      const table = page.locator('table');
      await table.getByText('RoboVolt').waitFor();
      for (const name of ['Gear Titans', 'Bihor Bytes', 'Banat Mechanics', 'Carpathian Cogs', 'Sibiu Sparks']) {
        await expectWeb(table.getByText(name)).toBeVisible();
      }
      const headers = await table.locator('th').allTextContents();
      expect(headers).toEqual(['ID', 'Nume', 'Instituție', 'Oraș', 'Regiune']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot('event-by-code');

      // A click on the row (not on the name link) opens the team.
      await table.locator('tr', { hasText: 'RoboVolt' }).locator('td').first().click();
      await page.waitForURL(/\/teams\/15033$/);
      expect(ownErrors(consoleErrors)).toEqual([]);
    });

    it(`shows an event found by its numeric id at ${width}px, without a teams table`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + `/events/${ids[TITLES.kickoff]}`);
      await page.getByRole('heading', { level: 1, name: TITLES.kickoff }).waitFor();
      await expectWeb(page.getByText(/Echipele, mentorii și voluntarii/)).toBeVisible();
      await expectWeb(page.locator('[data-embed-src*="google.com/maps"]')).toHaveCount(1);
      await page.getByRole('heading', { name: 'Parteneri locali' }).waitFor();
      await page.getByRole('img', { name: 'EcoVolt Solutions' }).waitFor();
      await expectWeb(page.getByRole('heading', { name: 'Echipe participante' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot('event-by-id');
      expect(ownErrors(consoleErrors)).toEqual([]);
    });
  }

  it("shows 'Locația nu este disponibilă pe hartă' for an event without coordinates, and the default picture", async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + `/events/${ids[TITLES.workshop]}`);
    await page.getByRole('heading', { level: 1, name: TITLES.workshop }).waitFor();
    await expectWeb(page.getByText('Locația nu este disponibilă pe hartă')).toBeVisible();
    await expectWeb(page.locator('iframe, [data-embed-src]')).toHaveCount(0);
    await expectWeb(page.getByRole('img', { name: /Ilustrație pentru evenimentul/ })).toBeVisible();
    await shot('event-no-map');
    expect(ownErrors(consoleErrors)).toEqual([]);
  });

  it('shows the loading and error texts of the teams table', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    const hold = holdRequests();
    await page.route('**/api/events/*/teams', hold.handler);
    await openClientSide(page, site.url, '/events/RONORD26');
    await page.getByText('Se încarcă echipele participante...').waitFor();
    hold.release();
    await page.getByText('Cyber Dacians').waitFor();

    const failing = await site.open(WIDTHS.mobile);
    await failing.page.route('**/api/events/*/teams', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await openClientSide(failing.page, site.url, '/events/RONORD26');
    await failing.page.getByText('Echipele participante nu au putut fi încărcate. Încearcă din nou mai târziu.').waitFor();
    await failing.shot('event-teams-error');
  });

  it("shows 'Nicio echipă înscrisă încă' for a coded event without teams", async () => {
    const db = site.t.deps.db;
    const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
    const now = Date.now();
    await db
      .insertInto('events')
      .values({
        title: 'Demonstrație FTC fără echipe',
        short_description: 'Un eveniment de test fără echipe înscrise.',
        description: 'Un eveniment creat de test.\nA doua linie a descrierii.',
        location: 'Iași',
        address: null,
        latitude: null,
        longitude: null,
        organizer: 'Asociația Nație prin Educație',
        date_start: new Date(now + 40 * 86_400_000).toISOString(),
        date_end: new Date(now + 41 * 86_400_000).toISOString(),
        link: 'https://ftc-events.firstinspires.org/',
        brochure_link: null,
        category: 'FTC',
        ftc_event_code: 'ROTEST0',
        applications_deadline: null,
        season_id: season.id,
        image_id: null,
      })
      .execute();
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/events/ROTEST0');
    await page.getByRole('heading', { level: 1, name: 'Demonstrație FTC fără echipe' }).waitFor();
    await page.getByText('Nicio echipă înscrisă încă').waitFor();
    // Line breaks of the description are kept (a row written as plain text reads as rich text: decision 196).
    const description = page.getByText(/Un eveniment creat de test\./);
    expect(await description.evaluate((el) => el.innerHTML)).toBe('Un eveniment creat de test.<br>A doua linie a descrierii.');
    expect(ownErrors(consoleErrors)).toEqual([]);
  });

  it("shows 'Evenimentul nu a fost găsit' for an unknown code, and '← Înapoi la evenimente' returns to the list", async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/events/NOPE');
    await page.getByRole('heading', { name: 'Evenimentul nu a fost găsit' }).waitFor();
    await expectWeb(page.getByText('Evenimentul cu ID-ul „NOPE” nu a fost găsit.')).toBeVisible();
    await expectWeb(page.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
    await shot('event-not-found');
    await page.getByRole('link', { name: '← Înapoi la evenimente' }).click();
    await page.waitForURL(/\/events$/);
    await sectionButton(page, 'Evenimente în desfășurare').waitFor();
  });

  it("shows 'Se încarcă detaliile evenimentului...' and the general error with both buttons", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    const hold = holdRequests();
    await page.route('**/api/events/ROWLT26', hold.handler);
    await openClientSide(page, site.url, '/events/ROWLT26');
    await page.getByText('Se încarcă detaliile evenimentului...').waitFor();
    hold.release();
    await page.getByRole('heading', { level: 1, name: TITLES.west }).waitFor();

    const failing = await site.open(WIDTHS.desktop);
    await failing.page.route('**/api/events/ROWLT26', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await openClientSide(failing.page, site.url, '/events/ROWLT26');
    await failing.page.getByText('A apărut o eroare la încărcarea evenimentului.').waitFor();
    await expectWeb(failing.page.getByRole('link', { name: '← Înapoi la evenimente' })).toBeVisible();
    await failing.page.unroute('**/api/events/ROWLT26');
    await failing.page.getByRole('button', { name: 'Încearcă din nou' }).click();
    await failing.page.getByRole('heading', { level: 1, name: TITLES.west }).waitFor();
  });
});

describe('calendars (issue 14)', () => {
  it("an event page's 'Adaugă în calendar' downloads its .ics; /events offers the season's calendar to subscribe to", async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/events/ROWLT26');
    await page.getByRole('heading', { level: 1, name: TITLES.west }).waitFor();
    const add = page.getByRole('link', { name: 'Adaugă în calendar' });
    await expectWeb(add).toHaveAttribute('href', '/events/ROWLT26/calendar.ics');
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toBe('ROWLT26.ics');

    await page.goto(site.url + '/events');
    const host = new URL(site.url).host;
    await expectWeb(page.getByRole('link', { name: 'Abonează-te la calendar' })).toHaveAttribute('href', `webcal://${host}/events/calendar.ics`);
    const file = page.getByRole('link', { name: 'Descarcă fișierul .ics' });
    await expectWeb(file).toHaveAttribute('href', '/events/calendar.ics');
    const res = await page.request.get(site.url + '/events/calendar.ics');
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toContain(`UID:event-${ids[TITLES.west]}@127.0.0.1`);
    expect(ownErrors(consoleErrors)).toEqual([]);
  });
});
