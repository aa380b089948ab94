// Registering last season's active teams in one confirmed step (issue 25, point 8; decision 193), in a real browser:
// the ADMIN opens a new season on the Teams screen, reads the dialog's figures and team list, cancels (nothing
// written), registers (toast, the list shows them PENDING), and is told when there is nothing to do: every team already
// there, or no season before the chosen one. At 1280 and 375 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, waitForMessage, type Site } from '../helpers/browser';

let site: Site;
const LAST = 'DECODE 2025-2026';
const NEXT = 'Season 11 2026-2027';
const AFTER_NEXT = 'Season 12 2027-2028';

const db = () => site.t.deps.db;
const seasonId = async (n: number) => (await db().selectFrom('seasons').select('id').where('season_number', '=', n).executeTakeFirstOrThrow()).id;
const registered = async (n: number) => (await db().selectFrom('team_registrations').select('team_id').where('season_id', '=', await seasonId(n)).execute()).length;
const confirmedIn = (id: number) =>
  db()
    .selectFrom('team_registrations as r')
    .innerJoin('teams as t', 't.id', 'r.team_id')
    .select(['t.team_number', 't.name'])
    .where('r.season_id', '=', id)
    .where('r.registration_status', '=', 'CONFIRMED')
    .orderBy('t.team_number')
    .execute();

beforeAll(async () => {
  site = await startSite();
  // The demo registers its teams in season 10 (current), most of them CONFIRMED; one more, WITHDRAWN, must stay out.
  const withdrawn = await db().insertInto('teams').values({ team_number: 39001, name: 'Withdrawn Wolves', city: 'Arad' }).returning('id').executeTakeFirstOrThrow();
  await db()
    .insertInto('team_registrations')
    .values({ team_id: withdrawn.id, season_id: await seasonId(10), registration_status: 'WITHDRAWN' })
    .execute();
  await db().insertInto('seasons').values({ season_number: 11, season_name: NEXT, ftc_year: 2026 }).execute();
});
afterAll(() => site?.close());

async function openSeason(page: Page, name: string) {
  await page.getByLabel('Season', { exact: true }).selectOption({ label: name });
  await page.getByRole('table', { name: 'Teams' }).waitFor();
}

const carryOver = (page: Page) => page.getByRole('button', { name: "Register last season's teams" });

describe("register last season's teams (ADMIN)", () => {
  it('confirms with the figures and the list, registers them PENDING, then says there is nothing left', async () => {
    const active = await confirmedIn(await seasonId(10));
    expect(active.length).toBeGreaterThan(3);
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/teams');
    await page.getByRole('heading', { name: 'All Teams' }).waitFor();
    await openSeason(page, NEXT);

    await carryOver(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Register ${active.length} teams from ${LAST} in ${NEXT}?`).waitFor();
    const list = dialog.getByRole('region', { name: 'Teams to register' });
    await expectWeb(list.getByRole('listitem')).toHaveCount(active.length);
    await expectWeb(list.getByRole('listitem').first()).toContainText(`${active[0]!.team_number} ${active[0]!.name}`);
    await expectWeb(list).not.toContainText('Withdrawn Wolves');
    await screenshot(page, 'teams-carry-over-dialog-1280.png');

    // Cancel writes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectWeb(dialog).toHaveCount(0);
    expect(await registered(11)).toBe(0);

    await carryOver(page).click();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await waitForMessage(page, `Registered ${active.length} teams from ${LAST} in ${NEXT}.`);
    expect(await registered(11)).toBe(active.length);
    const firstRow = page.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ has: page.getByText(active[0]!.name, { exact: true }) });
    await expectWeb(firstRow).toContainText('PENDING');
    await expectWeb(firstRow).toContainText(`Last edited by ${EMAILS.ADMIN}`);
    await screenshot(page, 'teams-carry-over-done-1280.png');

    // Again: nothing to add, said instead of an empty dialog.
    await carryOver(page).click();
    await waitForMessage(page, `Nothing to register: all ${active.length} teams active in ${LAST} are already registered in ${NEXT}.`);
    await expectWeb(dialog).toHaveCount(0);
    expect(await registered(11)).toBe(active.length);

    // The first season has no season before it.
    await openSeason(page, 'VELOCITY VORTEX 2016-2017');
    await carryOver(page).click();
    await waitForMessage(page, 'There is no season before VELOCITY VORTEX 2016-2017, so there are no teams to register from last season.');
    await screenshot(page, 'teams-carry-over-no-previous-1280.png');
    expect(consoleErrors).toEqual([]);
  });

  it('works at 375 px: the dialog fits, its list scrolls, the page never scrolls sideways', async () => {
    // Its own pair of seasons: 11 with three CONFIRMED teams (whatever the test above left there), 12 empty.
    const s11 = await seasonId(11);
    const three = (await db().selectFrom('teams').select('id').orderBy('team_number').limit(3).execute()).map((t) => t.id);
    for (const teamId of three) {
      await db()
        .insertInto('team_registrations')
        .values({ team_id: teamId, season_id: s11, registration_status: 'CONFIRMED' })
        .onConflict((oc) => oc.columns(['team_id', 'season_id']).doUpdateSet({ registration_status: 'CONFIRMED' }))
        .execute();
    }
    await db().insertInto('seasons').values({ season_number: 12, season_name: AFTER_NEXT }).execute();
    const active = await confirmedIn(s11);

    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/teams');
    await page.getByRole('heading', { name: 'All Teams' }).waitFor();
    await openSeason(page, AFTER_NEXT);
    await carryOver(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Register ${active.length} teams from ${NEXT} in ${AFTER_NEXT}?`).waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTHS.mobile);
    await screenshot(page, 'teams-carry-over-dialog-375.png');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await waitForMessage(page, `Registered ${active.length} teams from ${NEXT} in ${AFTER_NEXT}.`);
    expect(await registered(12)).toBe(active.length);
    await screenshot(page, 'teams-carry-over-done-375.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    expect(consoleErrors).toEqual([]);
  });
});
