// Issue 12 in a real browser: an ADMIN opens the FTC Sync tab, sees the settings with the key masked, clicks
// "Sync now" against the loopback fake of FIRST's API, watches the progress and reads the report; a second sync
// reports a withdrawn team. The public pages then show FIRST's data. An EDITOR has no such tab.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipatingTeam } from '../../src/shared/schemas/teams';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fakeEnv, fakeEvent, fakeTeam, startFakeFtcApi, type FakeFtcApi } from '../helpers/ftc-fake';
import { scaled } from '../helpers/time-scale';

let fake: FakeFtcApi;
let site: Site;

beforeAll(async () => {
  fake = await startFakeFtcApi();
  // Upcoming events (the test app's clock is today's date): a team can still leave an event that has not ended.
  const upcoming = { dateStart: `${new Date().getFullYear() + 1}-02-13T00:00:00`, dateEnd: `${new Date().getFullYear() + 1}-02-14T00:00:00` };
  fake.events = [fakeEvent('ROBUQ', { name: 'Romania Bucharest Qualifier', ...upcoming }), fakeEvent('ROCJQ', { name: 'Romania Cluj Qualifier', city: 'Cluj-Napoca', ...upcoming })];
  fake.teams = [fakeTeam(22001, { nameShort: 'Carpathia Bots' }), fakeTeam(22002, { nameShort: 'Danube Drive' }), fakeTeam(22003, { nameShort: 'Olt Orbit' })];
  fake.eventTeams = new Map([
    ['ROBUQ', [22001, 22002, 22003]],
    ['ROCJQ', [22001]],
  ]);
  site = await startSite({ demo: false, env: fakeEnv(fake) });
});
afterAll(async () => {
  await site?.close();
  await fake?.close();
});

const signIn = (page: Page, email: string) => openSignedIn(site, page, email);

const participating = async (code: string) => {
  const res = await site.t.app.inject({ method: 'GET', url: `/api/events/${code}/teams` });
  return (JSON.parse(res.body) as { message: ParticipatingTeam[] }).message.map((team) => team.name);
};

describe('FTC Sync tab', { timeout: scaled(90_000) }, () => {
  it('ADMIN: Sync now shows live progress, then the report; a second sync reports a withdrawn team', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await page.getByRole('tab', { name: 'FTC Sync' }).click();
    await page.getByRole('heading', { name: 'FTC Events Sync' }).waitFor();

    // Settings: the key only masked, never in the page.
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByText(`••••••••${fake.key.slice(-4)}`).waitFor();
    await settings.getByText('every 360 minutes').waitFor();
    expect(await page.content()).not.toContain(fake.key);
    await page.getByText('No sync has run yet.').waitFor();

    // A slow team list of the first event keeps the run going long enough to be seen (the sync reads the teams from
    // the events' lists, never the whole world's).
    fake.script('eventCode=ROBUQ', { delayMs: 2500 });
    await page.getByRole('button', { name: 'Sync now' }).click();
    const progress = page.getByRole('region', { name: 'Sync in progress' });
    await progress.getByText("Reading each event's teams").waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Syncing...' }).isDisabled()).toBe(true);

    const report = page.getByRole('region', { name: /^Report of the sync of / });
    await report.getByRole('heading', { name: 'Sync report (FTC season 2025)' }).waitFor();
    await expect.poll(() => progress.count()).toBe(0);
    await report.getByText('ROBUQ, ROCJQ').waitFor();
    await report.getByText('22001, 22002, 22003').waitFor();
    const runs = page.getByRole('table', { name: 'Last syncs' });
    await runs.getByRole('row').filter({ hasText: 'Sync now (Test ADMIN)' }).getByText('Success').waitFor();
    await shot('dashboard-ftc-sync');
    expect(await participating('ROBUQ')).toEqual(['Carpathia Bots', 'Danube Drive', 'Olt Orbit']);

    // Olt Orbit leaves the qualifier and the season.
    fake.teams = fake.teams.filter((team) => team.teamNumber !== 22003);
    fake.eventTeams.set('ROBUQ', [22001, 22002]);
    await page.getByRole('button', { name: 'Sync now' }).click();
    const withdrawn = report.locator('div').filter({ has: page.getByText('Teams withdrawn', { exact: true }) });
    await withdrawn.getByText('22003').waitFor();
    await expect.poll(() => runs.getByRole('row').filter({ hasText: 'Success' }).count()).toBe(2);
    expect(await participating('ROBUQ')).toEqual(['Carpathia Bots', 'Danube Drive']);

    // The report shown is in the address (issue 15): the first run's, picked in the list, stays through a reload.
    const [second, first] = await site.t.deps.db.selectFrom('ftc_sync_runs').select('id').orderBy('id', 'desc').limit(2).execute();
    expect(new URL(page.url()).searchParams.get('run')).toBe(String(second!.id));
    await runs.getByRole('button', { name: /^Show the report/ }).last().click();
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/ftc-sync\\?run=${first!.id}$`));
    await page.reload();
    await report.getByText('ROBUQ, ROCJQ').waitFor();
    await expectWeb(runs.getByRole('button', { name: /^Show the report/ }).last()).toHaveAttribute('aria-pressed', 'true');
    expect(consoleErrors).toEqual([]);
  });

  it('the public pages show the synced data: the event links to FIRST and FTCScout, a team lists its events', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/events/ROBUQ');
    await page.getByRole('heading', { level: 1, name: 'Romania Bucharest Qualifier' }).waitFor();
    await expectWeb(page.getByRole('link', { name: /Rezultate oficiale FIRST/ })).toHaveAttribute('href', 'https://ftc-events.firstinspires.org/2025/ROBUQ');
    await expectWeb(page.getByRole('link', { name: /Evenimentul pe FTCScout/ })).toHaveAttribute('href', 'https://ftcscout.org/events/2025/ROBUQ');
    await page.getByRole('cell', { name: 'Danube Drive' }).waitFor();

    await page.goto(site.url + '/teams/22001');
    await page.getByRole('heading', { level: 1, name: 'Carpathia Bots' }).waitFor();
    const events = page.getByRole('region', { name: 'Evenimentele sezonului' });
    await events.getByRole('link', { name: 'Romania Bucharest Qualifier' }).waitFor();
    await events.getByRole('link', { name: 'Romania Cluj Qualifier' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR has no FTC Sync tab', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Home Posts' }).waitFor();
    await expectWeb(page.getByRole('tab', { name: 'FTC Sync' })).toHaveCount(0);
  });
});
