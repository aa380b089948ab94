// Onboarding in a real browser (issue 25, point 4; decision 195): a TEAM account linked to no team asks to join its
// team by number on a phone (375 px), an unknown number is named and kept in the field; an ADMIN at 1280 px sees the
// request at the top of the Users screen and approves it through the confirmation dialog, and declines another with
// a reason typed in the dialog; each user sees the outcome on the dashboard at the next sign-in.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../src/server/modules/team-requests/team-requests.service';
import { createUser } from '../../src/server/modules/users/users.service';
import { TEAM_REQUEST_MESSAGES } from '../../src/shared/schemas/team-requests';
import { EMAILS, PASSWORD } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, type Site, startSite, WIDTHS } from '../helpers/browser';

let site: Site;
let teamId: number;
const SECOND = 'second.mentor@liceu.ro';

beforeAll(async () => {
  site = await startSite();
  const at = new Date().toISOString();
  teamId = (await site.t.deps.db.insertInto('teams').values({ team_number: 27182, name: 'Robo Lions', city: 'Cluj-Napoca', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  // A second TEAM account whose request the ADMIN declines.
  await setWindow(false);
  const second = await createUser(site.t.deps, 'cli', { email: SECOND, name: 'Second Mentor', password: PASSWORD, userType: 'TEAM' });
  await ask(site.t.deps, { id: second.id, name: 'Second Mentor', email: SECOND, role: 'TEAM', sessionId: 'fixture' }, { kind: 'join', teamNumber: 27182 });
});
afterAll(() => site?.close());

const DAY = 86_400_000;
/** The current season's registration window around the app's clock: open (until today) or closed (ended yesterday). */
async function setWindow(open: boolean) {
  const now = site.t.clock.now();
  const day = (ms: number) => new Date(Math.floor(ms / DAY) * DAY).toISOString();
  const dates = open ? { registration_start: day(now - 10 * DAY), registration_end: day(now) } : { registration_start: day(now - 30 * DAY), registration_end: day(now - DAY) };
  await site.t.deps.db.updateTable('seasons').set(dates).where('is_current', '=', 1).execute();
}

const userRow = (email: string) => site.t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const requestRow = (page: Page, email: string) => page.getByRole('table', { name: 'Team requests' }).getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

describe('onboarding: join a team by number', () => {
  it('a TEAM account asks at 375 px, an ADMIN approves and declines at 1280 px, each user sees the outcome', async () => {
    // The TEAM account on a phone.
    const phone = await site.open(WIDTHS.mobile);
    await openSignedIn(site, phone.page, EMAILS.TEAM);
    const join = phone.page.getByRole('form', { name: 'Join your team' });
    await phone.page.getByRole('heading', { name: 'Join your team' }).waitFor();
    // Registration is closed: no new team is offered.
    await expectWeb(phone.page.getByRole('button', { name: 'My team is new' })).toHaveCount(0);
    await join.getByLabel('Team number').fill('99998');
    await join.getByRole('button', { name: 'Send request' }).click();
    await join.getByText(TEAM_REQUEST_MESSAGES.unknownTeam(99998)).waitFor();
    await expectWeb(join.getByLabel('Team number')).toHaveValue('99998');
    await screenshot(phone.page, 'team-requests-unknown-number-375.png', { fullPage: true });

    await join.getByLabel('Team number').fill('27182');
    await join.getByRole('button', { name: 'Send request' }).click();
    await phone.page.getByText('Your request to join #27182 Robo Lions is waiting for an administrator.').waitFor();
    await phone.page.getByRole('button', { name: 'Cancel request' }).waitFor();
    await screenshot(phone.page, 'team-requests-pending-375.png', { fullPage: true });

    // The ADMIN at a desk: the requests first on the Users screen.
    const desk = await site.open(WIDTHS.desktop);
    await openSignedIn(site, desk.page, EMAILS.ADMIN);
    await desk.page.getByRole('tab', { name: 'Users' }).click();
    await desk.page.getByRole('heading', { name: 'Team requests waiting (2)' }).waitFor();
    await expectWeb(requestRow(desk.page, EMAILS.TEAM)).toContainText('Join #27182 Robo Lions');
    await screenshot(desk.page, 'team-requests-admin-panel-1280.png');

    // Cancel in the dialog changes nothing.
    await requestRow(desk.page, EMAILS.TEAM).getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByText(`Link ${EMAILS.TEAM} to #27182 Robo Lions?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await userRow(EMAILS.TEAM)).team_id).toBeNull();

    await requestRow(desk.page, EMAILS.TEAM).getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await desk.page.getByText(`${EMAILS.TEAM} is now linked to #27182 Robo Lions.`).waitFor();
    await desk.page.getByRole('heading', { name: 'Team requests waiting (1)' }).waitFor();
    expect((await userRow(EMAILS.TEAM)).team_id).toBe(teamId);

    // Decline the other one, with a reason typed in the dialog.
    await requestRow(desk.page, SECOND).getByRole('button', { name: 'Decline' }).click();
    await dialog.getByLabel('Reason (optional, the user reads it)').fill('Please ask your team captain to confirm first.');
    await screenshot(desk.page, 'team-requests-decline-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await desk.page.getByText(`The request of ${SECOND} was declined.`).waitFor();
    await expectWeb(desk.page.getByRole('heading', { name: /^Team requests waiting/ })).toHaveCount(0);
    await screenshot(desk.page, 'team-requests-admin-done-1280.png');

    // The TEAM account at its next sign-in: the outcome, and its team's profile.
    const again = await site.open(WIDTHS.mobile);
    await openSignedIn(site, again.page, EMAILS.TEAM);
    await again.page.getByText('Your request to join #27182 Robo Lions was approved.').waitFor();
    await again.page.getByRole('heading', { name: 'Team profile: #27182 Robo Lions' }).waitFor();
    await screenshot(again.page, 'team-requests-approved-375.png', { fullPage: true });
    await again.page.getByRole('button', { name: 'Dismiss' }).click();
    await expectWeb(again.page.getByText('Your request to join #27182 Robo Lions was approved.')).toHaveCount(0);

    const declined = await site.open(WIDTHS.mobile);
    await openSignedIn(site, declined.page, SECOND);
    await declined.page.getByText('Your request to join #27182 Robo Lions was declined: Please ask your team captain to confirm first.').waitFor();
    // The way to ask again is there.
    await declined.page.getByRole('heading', { name: 'Join your team' }).waitFor();
    await screenshot(declined.page, 'team-requests-declined-375.png', { fullPage: true });

    // The refused unknown number is the only failed request (the browser logs it); nothing else went wrong.
    expect(phone.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    for (const tracked of [desk, again, declined]) expect(tracked.consoleErrors).toEqual([]);
  });

  it('while registration is open, a new team applies at 375 px and the ADMIN approves it with its number at 1280 px', async () => {
    await setWindow(true);
    const email = 'new.team@liceu.ro';
    await createUser(site.t.deps, 'cli', { email, name: 'Rookie Mentor', password: PASSWORD, userType: 'TEAM' });
    const phone = await site.open(WIDTHS.mobile);
    await openSignedIn(site, phone.page, email);
    await phone.page.getByRole('button', { name: 'My team is new' }).click();
    const form = phone.page.getByRole('form', { name: 'My team is new' });
    await form.getByRole('button', { name: 'Apply for a new team' }).click();
    await form.getByText(TEAM_REQUEST_MESSAGES.mentorName).waitFor();
    await form.getByLabel('Team name').fill('Robo Șoimii');
    await form.getByLabel('School').fill('Colegiul Național Unirea');
    await form.getByLabel('City').fill('Focșani');
    await form.getByLabel('Mentor name').fill('Ion Popescu');
    await form.getByLabel('Mentor e-mail').fill('ion.popescu@liceu.ro');
    await form.getByLabel('Mentor phone').fill('call me');
    await form.getByRole('button', { name: 'Apply for a new team' }).click();
    await form.getByText(TEAM_REQUEST_MESSAGES.mentorPhone).waitFor();
    await screenshot(phone.page, 'team-requests-new-team-form-375.png', { fullPage: true });
    await form.getByLabel('Mentor phone').fill('+40 722 123 456');
    await form.getByRole('button', { name: 'Apply for a new team' }).click();
    await phone.page.getByText('Your application for the new team Robo Șoimii is waiting for an administrator.').waitFor();

    const desk = await site.open(WIDTHS.desktop);
    await openSignedIn(site, desk.page, EMAILS.ADMIN);
    await desk.page.getByRole('tab', { name: 'Users' }).click();
    await expectWeb(requestRow(desk.page, email)).toContainText('New team: Robo Șoimii');
    await expectWeb(requestRow(desk.page, email)).toContainText('+40 722 123 456');
    const dialog = desk.page.getByRole('dialog');
    // Without a number the server refuses and nothing changes; with one, the team is created and the account linked.
    await requestRow(desk.page, email).getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await desk.page.getByText(TEAM_REQUEST_MESSAGES.numberForNewTeam).waitFor();
    await requestRow(desk.page, email).getByRole('button', { name: 'Approve' }).click();
    await dialog.getByLabel('Team number (assigned by FIRST)').fill('27001');
    await screenshot(desk.page, 'team-requests-approve-new-team-1280.png');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await desk.page.getByText(`Robo Șoimii was created and ${email} linked to it.`).waitFor();
    const team = await site.t.deps.db.selectFrom('teams').selectAll().where('team_number', '=', 27001).executeTakeFirstOrThrow();
    expect(team).toMatchObject({ name: 'Robo Șoimii', school: 'Colegiul Național Unirea', city: 'Focșani' });
    expect((await userRow(email)).team_id).toBe(team.id);

    const again = await site.open(WIDTHS.mobile);
    await openSignedIn(site, again.page, email);
    await again.page.getByText('Your application for the new team #27001 Robo Șoimii was approved.').waitFor();
    await again.page.getByRole('heading', { name: 'Team profile: #27001 Robo Șoimii' }).waitFor();
    await screenshot(again.page, 'team-requests-new-team-approved-375.png');
    for (const tracked of [again]) expect(tracked.consoleErrors).toEqual([]);
  });
});
