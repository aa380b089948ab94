// A team request left pending 30 days expires (decision 198), in Chromium: the TEAM account sees on its phone that it
// expired and may send it again; the ADMIN's Users screen no longer lists it as waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../src/server/modules/team-requests/team-requests.service';
import { createUser } from '../../src/server/modules/users/users.service';
import { TEAM_REQUEST_DAYS } from '../../src/shared/schemas/team-requests';
import { EMAILS, PASSWORD } from '../helpers/app';
import { expectWeb, openSignedIn, type Site, startSite, WIDTHS } from '../helpers/browser';

const EMAIL = 'forgotten.mentor@liceu.ro';
let site: Site;

beforeAll(async () => {
  site = await startSite();
  const at = new Date().toISOString();
  await site.t.deps.db.insertInto('teams').values({ team_number: 31415, name: 'Robo Pi', city: 'Iași', created_at: at, updated_at: at }).execute();
  const user = await createUser(site.t.deps, 'cli', { email: EMAIL, name: 'Forgotten Mentor', password: PASSWORD, userType: 'TEAM' });
  const request = await ask(site.t.deps, { id: user.id, name: 'Forgotten Mentor', email: EMAIL, role: 'TEAM', sessionId: 'fixture' }, { kind: 'join', teamNumber: 31415 });
  const sent = new Date(site.t.clock.now() - (TEAM_REQUEST_DAYS + 1) * 86_400_000).toISOString();
  await site.t.deps.db.updateTable('team_requests').set({ created_at: sent }).where('id', '=', request.id).execute();
});
afterAll(() => site?.close());

describe('onboarding: an expired request', () => {
  it('the TEAM account sees it expired at 375 px and can ask again; the ADMIN sees no request waiting', async () => {
    const phone = await site.open(WIDTHS.mobile);
    await openSignedIn(site, phone.page, EMAIL);
    await phone.page.getByText(`Your request to join #31415 Robo Pi expired: no administrator decided it within ${TEAM_REQUEST_DAYS} days. You can send it again.`).waitFor();
    await phone.page.getByRole('heading', { name: 'Join your team' }).waitFor();
    await phone.shot('team-request-expired');

    const desk = await site.open(WIDTHS.desktop);
    await openSignedIn(site, desk.page, EMAILS.ADMIN);
    await desk.page.getByRole('tab', { name: 'Users', exact: true }).click();
    await desk.page.getByRole('table', { name: 'Users' }).waitFor();
    await expectWeb(desk.page.getByText(EMAIL, { exact: true })).toHaveCount(1); // in the users' table only
    await expectWeb(desk.page.getByRole('table', { name: 'Team requests' })).toHaveCount(0);
    expect(desk.consoleErrors).toEqual([]);
  });
});
