// Event Management in a real browser (spec 02 §2 "Event Management", §4, §5 "Event form" and "Sponsor form", §8):
// an EDITOR filters by season, meets every validation message, creates an event with an image, edits it, adds and
// deletes a sponsor with a logo, adds and removes a participating team, and deletes the event. Each effect is
// checked in the public REST API, on the public /events page and in the database.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImage, PALETTE, sponsorLogo } from '../../db/seed/images';
import { bucharestInputToIso } from '../../src/shared/bucharest-time';
import { DEFAULT_ORGANIZER, MB } from '../../src/shared/constants';
import { EVENT_MESSAGES, type EventOutput } from '../../src/shared/schemas/events';
import { FILE_MESSAGES } from '../../src/shared/schemas/files';
import { SPONSOR_MESSAGES, type SponsorOutput } from '../../src/shared/schemas/sponsors';
import type { ParticipatingTeam } from '../../src/shared/schemas/teams';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
let current: { id: number; season_number: number; season_name: string };
beforeAll(async () => {
  site = await startSite();
  current = await site.t.deps.db
    .selectFrom('seasons')
    .select(['id', 'season_number', 'season_name'])
    .where('is_current', '=', 1)
    .executeTakeFirstOrThrow();
});
afterAll(() => site?.close());

const WEST = 'Turneul de ligă Vest – Timișoara';
const TITLE = 'Demo Day Brașov – test event';

const signIn = (page: Page) => openSignedIn(site, page, EMAILS.EDITOR);

async function openEvents(page: Page) {
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('heading', { name: 'Event Management' }).waitFor();
  await page.locator('.ev-card').first().waitFor();
}

async function api<T>(url: string): Promise<{ status: number; message: T }> {
  const res = await fetch(site.url + url);
  return { status: res.status, message: ((await res.json()) as { message: T }).message };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const alertText = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** Full-page shots from the top, so the fixed navbar sits where it belongs. */
const shotFromTop = async (page: Page, shot: (name: string) => Promise<void>, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(name);
};
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function confirmWith(page: Page, question: string, button: 'Delete' | 'Cancel') {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** 'YYYY-MM-DDTHH:MM' for a datetime-local input, days from now (the form reads it as Bucharest time, issue 15). */
const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
};

async function fillValidEvent(page: Page) {
  await field(page, 'Title').fill(TITLE);
  await field(page, 'Short description').fill('O zi de demonstrații pentru echipe.');
  await field(page, 'Description').fill('Echipele își prezintă roboții publicului și sponsorilor, cu meciuri demonstrative.');
  await field(page, 'Location').fill('Brașov');
  await field(page, 'Address').fill('Aula Universității Transilvania');
  await field(page, 'Category').selectOption('Workshop');
  await field(page, 'Start date').fill(inDays(30, 8));
  await field(page, 'End date').fill(inDays(30, 16));
  await field(page, 'Event link').fill('https://example.com/demo-day');
  await field(page, 'FTC event code').fill('RODEMO26');
  await field(page, 'Latitude').fill('45.6427');
  await field(page, 'Longitude').fill('25.5887');
}

describe('Event Management', () => {
  it('shows the current season and filters the events by season', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await openEvents(page);
    const header = page.getByText(`Current season: Season #${current.season_number} - ${current.season_name} (ID ${current.id})`);
    await header.waitFor();

    const filter = page.getByLabel('Season', { exact: true });
    await expectWeb(filter).toHaveValue(String(current.id));
    const inSeason = await site.t.deps.db.selectFrom('events').select('id').where('season_id', '=', current.id).execute();
    const all = await site.t.deps.db.selectFrom('events').select('id').execute();
    expect(all.length).toBeGreaterThan(inSeason.length);
    await expectWeb(page.locator('.ev-card')).toHaveCount(inSeason.length);
    await expectWeb.poll(() => filter.locator('option').first().textContent()).toBe('All Seasons');
    await expectWeb(filter.locator('option', { hasText: `Season #${current.season_number} - ${current.season_name}` })).toHaveCount(1);

    // Changing the filter lists that season's events (all seasons' may come from the cache the Overview filled).
    await filter.selectOption({ label: 'All Seasons' });
    await expect.poll(() => page.locator('.ev-card').count()).toBe(all.length);
    const nine = await site.t.deps.db.selectFrom('seasons').select(['id', 'season_name']).where('season_number', '=', 9).executeTakeFirstOrThrow();
    const inNine = await site.t.deps.db.selectFrom('events').select('id').where('season_id', '=', nine.id).execute();
    await filter.selectOption({ label: `Season #9 - ${nine.season_name}` });
    await expect.poll(() => page.locator('.ev-card').count()).toBe(inNine.length);
    await filter.selectOption(String(current.id));
    await expect.poll(() => page.locator('.ev-card').count()).toBe(inSeason.length);
    expect(consoleErrors).toEqual([]);
  });

  it('previews at most three sponsors, then +N more', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await openEvents(page);
    const west = card(page, WEST);
    await west.getByText('7 sponsors:').waitFor();
    for (const name of ['Carpatica Tech', 'Danubius Energy', 'InovaSoft']) {
      await west.getByText(name, { exact: true }).waitFor();
    }
    await west.getByText('+4 more', { exact: true }).waitFor();
    await expectWeb(west.getByText('Voltaris')).toHaveCount(0);
  });

  it('shows every message of the event form on an invalid submit', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await openEvents(page);
    await page.getByRole('button', { name: 'Create New Event' }).click();
    await page.getByRole('heading', { name: 'Create New Event' }).waitFor();
    // Modes are exclusive: no create button and no list while the form is open.
    await expectWeb(page.getByRole('button', { name: 'Create New Event' })).toHaveCount(0);
    await expectWeb(page.locator('.ev-card')).toHaveCount(0);

    await expectWeb(field(page, 'Organizer')).toHaveValue(DEFAULT_ORGANIZER);
    await expectWeb(field(page, 'Event season')).toHaveValue(String(current.id)); // the current season by default (issue 15)
    await expectWeb(page.getByRole('radio', { name: 'Draft' })).toBeChecked(); // a new event starts as a draft (issue 25)
    const submit = page.getByRole('button', { name: 'Create Event' });
    await expectWeb(submit).toHaveAttribute('aria-disabled', 'true');

    await field(page, 'Organizer').fill('');
    // A mouse press on the unavailable submit says why instead of doing nothing.
    await submit.scrollIntoViewIfNeeded();
    await submit.click({ force: true });
    await alertText(page, EVENT_MESSAGES.invalidForm).waitFor();
    for (const message of [
      EVENT_MESSAGES.title,
      EVENT_MESSAGES.shortDescription,
      EVENT_MESSAGES.description,
      EVENT_MESSAGES.location,
      EVENT_MESSAGES.organizer,
      EVENT_MESSAGES.dateStart,
      EVENT_MESSAGES.dateEnd,
      EVENT_MESSAGES.link,
      EVENT_MESSAGES.category,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The focus went to the first invalid field.
    await expectWeb.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await expectWeb(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await shotFromTop(page, shot, 'dashboard-events-create-invalid');

    // Too short, a bad link, coordinates out of range, a bad code.
    await field(page, 'Title').fill('Demo');
    await field(page, 'Short description').fill('Scurt');
    await field(page, 'Description').fill('Prea scurtă.');
    await field(page, 'Event link').fill('ftp://example.com');
    await field(page, 'Brochure link').fill('brosura.pdf');
    await field(page, 'Latitude').fill('91');
    await field(page, 'Longitude').fill('-181');
    await field(page, 'FTC event code').fill('12 34');
    for (const message of [
      EVENT_MESSAGES.title,
      EVENT_MESSAGES.shortDescription,
      EVENT_MESSAGES.description,
      EVENT_MESSAGES.link,
      EVENT_MESSAGES.brochureLink,
      EVENT_MESSAGES.latitude,
      EVENT_MESSAGES.longitude,
      EVENT_MESSAGES.ftcEventCode,
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }

    // Pressing Enter in a field submits too, and says the same.
    await field(page, 'Location').fill('Brașov');
    await field(page, 'Location').press('Enter');
    await alertText(page, EVENT_MESSAGES.invalidForm).waitFor();

    // The image: any image type, at most 5MB.
    await field(page, 'Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText(FILE_MESSAGES.notImage, { exact: true }).waitFor();
    await field(page, 'Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * MB + 1) });
    await page.getByText(FILE_MESSAGES.imageTooLarge, { exact: true }).waitFor();

    // Cancel asks before dropping the typed values (issue 15), then returns to the list; opening again starts from a
    // reset form.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await page.locator('.ev-card').first().waitFor();
    await page.getByRole('button', { name: 'Create New Event' }).click();
    await expectWeb(field(page, 'Title')).toHaveValue('');
    await expectWeb(field(page, 'Organizer')).toHaveValue(DEFAULT_ORGANIZER);
    await expectWeb(page.getByText(EVENT_MESSAGES.title)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it('reports a refused create by its cause and keeps the form', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await openEvents(page);
    await page.getByRole('button', { name: 'Create New Event' }).click();
    await fillValidEvent(page);
    // Dates in the wrong order (checked once the rest is valid).
    await field(page, 'End date').fill(inDays(29, 8));
    await page.getByText(EVENT_MESSAGES.dateOrder, { exact: true }).waitFor();
    await field(page, 'End date').fill(inDays(30, 16));
    // A code that the seeded West tournament already has: the server refuses it (409).
    await field(page, 'FTC event code').fill('ROWLT26');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await alertText(page, `Failed to create event: ${EVENT_MESSAGES.codeTaken}`).waitFor();
    await page.getByText(EVENT_MESSAGES.codeTaken, { exact: true }).waitFor();

    // A server failure (500) and a refused input (400), as the spec words them.
    let status = 500;
    await page.route('**/trpc/events.create**', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'x', code: -32603, data: { code: 'X', httpStatus: status } } }]),
      }),
    );
    await field(page, 'FTC event code').fill('RODEMO26');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await alertText(page, 'Server error occurred while creating event. Please check the console for details.').waitFor();
    status = 400;
    await page.getByRole('button', { name: 'Create Event' }).click();
    await alertText(page, 'Invalid data provided. Please check your input.').waitFor();
    await page.getByRole('heading', { name: 'Create New Event' }).waitFor();
    expect(await site.t.deps.db.selectFrom('events').select('id').where('title', '=', TITLE).executeTakeFirst()).toBeUndefined();
  });

  it('shows the load error with Retry', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    let fail = true;
    await page.route('**/trpc/events.listForEditor**', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }) : route.continue()));
    await signIn(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await alertText(page, 'Failed to load events').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.ev-card').first().waitFor();
  });

  it('creates, edits (with sponsors and teams) and deletes an event', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await openEvents(page);

    // Create, with an image.
    await page.getByRole('button', { name: 'Create New Event' }).click();
    await fillValidEvent(page);
    await field(page, 'Image').setInputFiles({ name: 'demo-day.png', mimeType: 'image/png', buffer: eventImage(['DEMO DAY'], 'Brasov', 2) });
    await page.getByRole('img', { name: 'Selected: demo-day.png' }).waitFor();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    const submit = page.getByRole('button', { name: 'Create Event' });
    await expectWeb(submit).toHaveAttribute('aria-disabled', 'false');
    await submit.click();
    await waitForMessage(page, 'Event created successfully!');
    await card(page, TITLE).waitFor();
    await card(page, TITLE).getByRole('img').waitFor();
    await card(page, TITLE).getByText('Brașov', { exact: true }).waitFor();

    const row = await site.t.deps.db.selectFrom('events').selectAll().where('title', '=', TITLE).executeTakeFirstOrThrow();
    expect(row.season_id).toBe(current.id);
    expect(row.organizer).toBe(DEFAULT_ORGANIZER);
    expect(row.image_id).not.toBeNull();
    expect(row.ftc_event_code).toBe('RODEMO26');
    expect(row.date_start).toBe(bucharestInputToIso(inDays(30, 8)));
    const id = row.id;

    const listed = await api<EventOutput[]>('/api/events');
    const created = listed.message.find((event) => event.id === id);
    expect(created?.image?.mimeType).toBe('image/png');
    expect(created?.address).toBe('Aula Universității Transilvania');
    const imageRes = await fetch(site.url + created!.image!.path);
    expect(imageRes.status).toBe(200);

    // The public events page lists it among the upcoming events.
    const visitor = await site.open(WIDTHS.desktop);
    await visitor.page.goto(site.url + '/events');
    await visitor.page.getByText(TITLE).first().waitFor();

    // Edit: pre-filled, titled with the event, no sponsors yet.
    await card(page, TITLE).getByRole('button', { name: `Edit ${TITLE}` }).click();
    await page.getByRole('heading', { name: `Edit Event: ${TITLE}` }).waitFor();
    await expectWeb(field(page, 'Title')).toHaveValue(TITLE);
    await expectWeb(field(page, 'Start date')).toHaveValue(inDays(30, 8));
    await expectWeb(field(page, 'Category')).toHaveValue('Workshop');
    await page.getByText('No sponsors added to this event yet.').waitFor();
    await page.getByRole('img', { name: 'Current image' }).waitFor();

    await field(page, 'Location').fill('Brașov, Transilvania');
    await field(page, 'Address').fill(''); // emptied: the server is asked to clear it
    await page.getByRole('button', { name: 'Update Event' }).click();
    await waitForMessage(page, 'Event updated successfully!');
    await card(page, TITLE).getByText('Brașov, Transilvania').waitFor();
    const updated = await site.t.deps.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(updated.location).toBe('Brașov, Transilvania');
    expect(updated.address).toBeNull();
    expect(updated.image_id).toBe(row.image_id);
    expect(updated.ftc_event_code).toBe('RODEMO26');

    // A sponsor: every message of the sponsor form, then one with a logo.
    await card(page, TITLE).getByRole('button', { name: `Edit ${TITLE}` }).click();
    await page.getByRole('button', { name: 'Add Sponsor' }).click();
    const sponsorForm = page.getByRole('form', { name: 'New sponsor' });
    await page.getByText('No sponsors added to this event yet.').waitFor();
    // The submit reads as unavailable (aria-disabled) but still answers a keyboard press with the reasons.
    await sponsorForm.getByRole('button', { name: 'Create Sponsor' }).press('Enter');
    await alertText(page, EVENT_MESSAGES.invalidForm).waitFor();
    for (const message of [SPONSOR_MESSAGES.name, SPONSOR_MESSAGES.size, SPONSOR_MESSAGES.legalName]) {
      await sponsorForm.getByText(message, { exact: true }).waitFor();
    }
    await field(page, 'Company name').fill('A');
    await field(page, 'Legal company name').fill('B');
    await field(page, 'Contact email').fill('not-an-email');
    await field(page, 'Website').fill('www.example.com');
    for (const message of [SPONSOR_MESSAGES.name, SPONSOR_MESSAGES.legalName, SPONSOR_MESSAGES.email, SPONSOR_MESSAGES.link]) {
      await sponsorForm.getByText(message, { exact: true }).waitFor();
    }
    await field(page, 'Company name').fill('Brașov Robotics Hub');
    await field(page, 'Company size').selectOption('Small (1-50 employees)');
    await field(page, 'Legal company name').fill('Brașov Robotics Hub S.R.L.');
    await field(page, 'Contact email').fill('contact@hub.example.com');
    await field(page, 'Website').fill('https://hub.example.com');
    await field(page, 'Logo').setInputFiles({ name: 'hub.png', mimeType: 'image/png', buffer: sponsorLogo('Brașov Robotics Hub', PALETTE.orange) });
    await sponsorForm.getByRole('button', { name: 'Create Sponsor' }).click();
    await waitForMessage(page, 'Sponsor created successfully!');
    await sponsorForm.waitFor({ state: 'detached' });
    const sponsorRow = page.locator('.ev-sponsor').filter({ hasText: 'Brașov Robotics Hub' });
    await sponsorRow.getByText('Brașov Robotics Hub S.R.L.').waitFor();
    await sponsorRow.getByText('Small (1-50 employees)').waitFor();
    await expectWeb(sponsorRow.getByRole('link', { name: 'contact@hub.example.com' })).toHaveAttribute('href', 'mailto:contact@hub.example.com');
    await expectWeb(sponsorRow.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://hub.example.com');
    await sponsorRow.getByRole('img', { name: 'Brașov Robotics Hub logo' }).waitFor();
    // The dashboard row above shows the legal name and e-mail it saved; the public read never carries them (record 125).
    const sponsors = await api<SponsorOutput[]>(`/api/sponsors/event/${id}`);
    expect(sponsors.message.map((s) => [s.name, s.legal_name, s.email, s.logo?.mimeType])).toEqual([['Brașov Robotics Hub', null, null, 'image/png']]);

    // The card's preview shows it.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await card(page, TITLE).getByText('1 sponsor:').waitFor();
    await card(page, TITLE).getByText('Brașov Robotics Hub', { exact: true }).waitFor();

    // Participating teams: add one, then remove it.
    await card(page, TITLE).getByRole('button', { name: `Edit ${TITLE}` }).click();
    await page.getByText('No teams take part in this event yet.').waitFor();
    // The picker's search box narrows the choice, ignoring case and diacritics (issue 25): "iasi quantum" leaves one.
    const teamOptions = field(page, 'Add a team').locator('option');
    expect(await teamOptions.count()).toBeGreaterThan(3);
    await field(page, 'Find a team').fill('iasi QUANTUM');
    await expectWeb(teamOptions).toHaveText(['Select a team', '#13310 Quantum Gears (Iași)']);
    await page.getByText(/^1 of \d+ teams$/).waitFor();
    await field(page, 'Add a team').selectOption({ label: '#13310 Quantum Gears (Iași)' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Team added to the event.').waitFor();
    const teamRow = page.locator('.ev-team').filter({ hasText: 'Quantum Gears' });
    await teamRow.getByText('#13310').waitFor();
    await teamRow.getByText('Iași').waitFor();
    await expectWeb(field(page, 'Add a team').locator('option', { hasText: 'Quantum Gears' })).toHaveCount(0);
    expect((await api<ParticipatingTeam[]>(`/api/events/${id}/teams`)).message.map((t) => t.id)).toEqual([13310]);
    await teamRow.getByRole('button', { name: 'Remove team 13310 Quantum Gears' }).click();
    await page.getByText('Team removed from the event.').waitFor();
    await page.getByText('No teams take part in this event yet.').waitFor();
    expect((await api<ParticipatingTeam[]>(`/api/events/${id}/teams`)).message).toEqual([]);

    // Delete the sponsor from this event, after confirming: the library keeps it, and the picker adds it back.
    await sponsorRow.getByRole('button', { name: 'Delete sponsor Brașov Robotics Hub' }).click();
    await confirmWith(page, 'Are you sure you want to delete the sponsor "Brașov Robotics Hub"?', 'Delete'); // named (issue 15)
    await page.getByText('Sponsor removed from this event.').waitFor();
    await page.getByText('No sponsors added to this event yet.').waitFor();
    expect((await api<SponsorOutput[]>(`/api/sponsors/event/${id}`)).message).toEqual([]);
    // With no published event (nor tier nor team) it is no longer public (record 125); the library still has it.
    expect((await api<SponsorOutput[]>('/api/sponsors')).message.find((s) => s.name === 'Brașov Robotics Hub')).toBeUndefined();
    const hubOption = page.getByLabel('From the sponsor library').locator('option', { hasText: 'Brașov Robotics Hub' });
    await expectWeb(hubOption).toHaveCount(1);
    const hub = { id: Number(await hubOption.getAttribute('value')) };
    await field(page, 'Find a sponsor').fill('brasov');
    await expectWeb(field(page, 'From the sponsor library').locator('option')).toHaveText(['Choose a sponsor', 'Brașov Robotics Hub']);
    await field(page, 'From the sponsor library').selectOption({ label: 'Brașov Robotics Hub' });
    // A choice the box then hides is dropped: Add to event waits for a visible one.
    await field(page, 'Find a sponsor').fill('no such sponsor');
    await expectWeb(page.getByRole('button', { name: 'Add to event' })).toBeDisabled();
    await field(page, 'Find a sponsor').fill('');
    await field(page, 'From the sponsor library').selectOption({ label: 'Brașov Robotics Hub' });
    await page.getByRole('button', { name: 'Add to event' }).click();
    await page.getByText('Sponsor added to this event.').waitFor();
    await sponsorRow.getByText('Brașov Robotics Hub S.R.L.').waitFor();
    expect((await api<SponsorOutput[]>(`/api/sponsors/event/${id}`)).message.map((s) => s.id)).toEqual([hub.id]);

    // Delete the event: Cancel keeps it, Delete removes it.
    await page.getByRole('button', { name: 'Back to events' }).click();
    await card(page, TITLE).getByRole('button', { name: `Delete ${TITLE}` }).click();
    await confirmWith(page, `Are you sure you want to delete "${TITLE}"?`, 'Cancel');
    await card(page, TITLE).waitFor();
    await card(page, TITLE).getByRole('button', { name: `Delete ${TITLE}` }).click();
    await confirmWith(page, `Are you sure you want to delete "${TITLE}"?`, 'Delete');
    await waitForMessage(page, 'Event deleted successfully!');
    await card(page, TITLE).waitFor({ state: 'detached' });
    expect(await site.t.deps.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await api<unknown>(`/api/events/${id}`)).status).toBe(404);
    // The sponsor stays in the library with its logo (referenced, so not an orphan file).
    // Not public any more (no published event: record 125), so it is read from the database.
    const kept = await site.t.deps.db.selectFrom('sponsors').select(['logo_id']).where('id', '=', hub.id).executeTakeFirstOrThrow();
    expect(kept.logo_id).not.toBeNull();
    expect(await site.t.deps.db.selectFrom('files').select('id').where('id', '=', kept.logo_id!).executeTakeFirst()).toBeDefined();
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`lays out the list, the create form and the edit form at ${width}px`, async () => {
      const { page, shot, consoleErrors } = await site.open(width);
      await signIn(page);
      await openEvents(page);
      await page.locator('.ev-card img').first().waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      expect(await noHorizontalScroll(page)).toBe(true);
      await shotFromTop(page, shot, 'dashboard-events-list');

      await page.getByRole('button', { name: 'Create New Event' }).click();
      await page.getByRole('button', { name: 'Create Event' }).click({ force: true });
      await alertText(page, EVENT_MESSAGES.invalidForm).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      await shotFromTop(page, shot, 'dashboard-events-create');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      await card(page, WEST).getByRole('button', { name: `Edit ${WEST}` }).click();
      await page.getByRole('heading', { name: `Edit Event: ${WEST}` }).waitFor();
      await page.locator('.ev-sponsor').nth(6).waitFor();
      await page.locator('.ev-team').first().waitFor();
      await page.getByRole('button', { name: 'Add Sponsor' }).click();
      expect(await noHorizontalScroll(page)).toBe(true);
      await shotFromTop(page, shot, 'dashboard-events-edit');
      expect(consoleErrors).toEqual([]);
    });
  }
});
