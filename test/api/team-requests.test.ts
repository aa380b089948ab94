// Onboarding (issue 25, point 4; decision 195) on a real SQLite file: a TEAM account asks to join its team by number
// or, while the current season's registration is open, applies for a new team; an ADMIN approves or declines; the
// user reads the outcome. With a real loopback SMTP server: the ADMINs' notice and the user's outcome e-mails; without
// SMTP nothing is queued. Roles, duplicates, unknown numbers, linked accounts and the window through the procedures.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, authenticate } from '../../src/server/modules/auth/auth.service';
import { createUser } from '../../src/server/modules/users/users.service';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { outcomeSentence, TEAM_REQUEST_DAYS, TEAM_REQUEST_MESSAGES } from '../../src/shared/schemas/team-requests';
import { TEAM_MESSAGES } from '../../src/shared/schemas/teams';
import { EMAILS, makeTestApp, PASSWORD, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { trpcUrl } from '../helpers/routes';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';
import { sendWrongTrpc } from '../helpers/route-calls';

const SITE = 'http://ftc.test';
const DAY = 86_400_000;
const createCaller = createCallerFactory(appRouter);

let sink: SmtpSink;
let t: TestApp;
let editor: Caller;
let admin: Caller;
let team: Caller;
let visitor: Caller;
let teamId: number;
let n = 0;

/** A new TEAM account, signed in. */
async function newTeamAccount(name = 'Ana Mentor'): Promise<{ caller: Caller; email: string; id: number }> {
  const email = `team.account.${++n}@liceu.ro`;
  const user = await createUser(t.deps, 'cli', { email, name, password: PASSWORD, userType: 'TEAM' });
  const token = (await login(t.deps, { email, password: PASSWORD }, { ip: '127.0.0.1', userAgent: 'vitest' })).auth.access_token;
  return { caller: createCaller(async () => ({ deps: t.deps, actor: await authenticate(t.deps, token), log: t.deps.log })), email, id: user.id };
}

const userRow = (id: number) => t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const requestRows = (userId: number) => t.deps.db.selectFrom('team_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Waits until every queued message was sent, and answers how many the sink holds. */
async function settled(): Promise<number> {
  await vi.waitFor(async () => expect(await t.deps.db.selectFrom('mail_queue').select('id').where('sent_at', 'is', null).execute()).toHaveLength(0), { timeout: 15_000, interval: 20 });
  return sink.messages.length;
}

async function nextMessages(seen: number, count = 1): Promise<ReceivedMail[]> {
  await vi.waitFor(() => expect(sink.messages.length).toBeGreaterThanOrEqual(seen + count), { timeout: 15_000, interval: 20 });
  return sink.messages.slice(seen, seen + count);
}

/** The current season's registration window, around the app's clock: open, or closed (ended yesterday). */
async function setWindow(state: 'open' | 'closed' | 'unset') {
  const now = t.clock.now();
  const day = (ms: number) => new Date(Math.floor(ms / DAY) * DAY).toISOString();
  const dates =
    state === 'unset'
      ? { registration_start: null, registration_end: null }
      : state === 'open'
        ? { registration_start: day(now - 10 * DAY), registration_end: day(now) } // the end day counts whole
        : { registration_start: day(now - 30 * DAY), registration_end: day(now - DAY) };
  await t.deps.db.updateTable('seasons').set(dates).where('is_current', '=', 1).execute();
}

const NEW_TEAM = {
  kind: 'new' as const,
  teamName: 'Robo Șoimii',
  school: 'Colegiul Național Unirea',
  city: 'Focșani',
  mentorName: 'Ion Popescu',
  mentorEmail: 'Ion.Popescu@Liceu.ro',
  mentorPhone: '+40 722 123 456',
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await makeTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: SITE } });
  [editor, admin, team, visitor] = await callersForEveryRole(t);
  await admin.seasons.create({ seasonNumber: 11, seasonName: 'Season 2026-2027' });
  teamId = (await admin.teams.create({ teamNumber: 12345, name: 'Robo Lions', city: 'Cluj-Napoca' })).id;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('join by number', () => {
  it('asks, sees the request pending, cannot send a second one, cancels, and an unknown number is named', async () => {
    const unknown = await refusal(team.teamRequests.ask({ kind: 'join', teamNumber: 99999 }));
    expect(unknown).toMatchObject({ status: 400, message: TEAM_REQUEST_MESSAGES.unknownTeam(99999), fieldErrors: { teamNumber: [TEAM_REQUEST_MESSAGES.unknownTeam(99999)] } });
    // A wrong type on purpose, sent over HTTP as a hand-made request would be: the server's schema must refuse it.
    expect(await sendWrongTrpc(await t.client('TEAM'), 'teamRequests.ask', 'mutation', { kind: 'join', teamNumber: 'abc' })).toMatchObject({ status: 400, message: TEAM_REQUEST_MESSAGES.teamNumber });
    expect(await refusal(team.teamRequests.cancel())).toMatchObject({ status: 404, message: TEAM_REQUEST_MESSAGES.noPending });

    const asked = await team.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    expect(asked).toMatchObject({ kind: 'join', status: 'pending', teamId, teamNumber: 12345, teamName: 'Robo Lions', user: { email: EMAILS.TEAM } });
    expect((await team.teamRequests.mine()).pending).toMatchObject({ id: asked.id, status: 'pending' });
    expect(await refusal(team.teamRequests.ask({ kind: 'join', teamNumber: 12345 }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.pending });

    expect(await admin.teamRequests.pendingCount()).toEqual({ count: 1 });
    expect((await admin.teamRequests.pending()).map((r) => r.id)).toEqual([asked.id]);

    expect(await team.teamRequests.cancel()).toEqual({ id: asked.id });
    expect((await team.teamRequests.mine()).pending).toBeNull();
    expect(await admin.teamRequests.pendingCount()).toEqual({ count: 0 });
  });

  it('approve links the account in one step; the user sees the outcome until dismissed; a second decision is refused', async () => {
    const user = await newTeamAccount();
    const asked = await user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    const approved = await admin.teamRequests.approve({ id: asked.id });
    expect(approved).toMatchObject({ status: 'approved', teamId, teamNumber: 12345, decidedAt: expect.any(String) });
    expect((await userRow(user.id)).team_id).toBe(teamId);
    const admins = await t.deps.db.selectFrom('users').select('id').where('email', '=', EMAILS.ADMIN).executeTakeFirstOrThrow();
    expect((await requestRows(user.id))[0]).toMatchObject({ status: 'approved', decided_by: admins.id });

    const mine = await user.caller.teamRequests.mine();
    expect(mine).toMatchObject({ pending: null, linked: true, outcome: { id: asked.id, status: 'approved' } });
    expect((await user.caller.teams.myTeam())?.id).toBe(teamId);

    expect(await refusal(admin.teamRequests.approve({ id: asked.id }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.decided });
    expect(await refusal(admin.teamRequests.decline({ id: asked.id }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.decided });
    // A linked account asks nothing more.
    expect(await refusal(user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.alreadyLinked });

    // Another user's outcome cannot be dismissed; one's own can, once read.
    expect(await refusal(team.teamRequests.dismiss({ id: asked.id }))).toMatchObject({ status: 404 });
    await user.caller.teamRequests.dismiss({ id: asked.id });
    expect((await user.caller.teamRequests.mine()).outcome).toBeNull();
  });

  it('decline records the reason (optional); the user may ask again', async () => {
    const user = await newTeamAccount();
    const first = await user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    const declined = await admin.teamRequests.decline({ id: first.id, reason: '  We do not know this account.  ' });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'We do not know this account.' });
    expect((await userRow(user.id)).team_id).toBeNull();
    expect((await user.caller.teamRequests.mine()).outcome).toMatchObject({ status: 'declined', declineReason: 'We do not know this account.' });

    const second = await user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    expect((await admin.teamRequests.decline({ id: second.id })).declineReason).toBeNull();
    expect(await refusal(admin.teamRequests.decline({ id: 999_999 }))).toMatchObject({ status: 404, message: TEAM_REQUEST_MESSAGES.notFound });
    expect(await refusal(admin.teamRequests.decline({ id: 999_999, reason: 'x'.repeat(501) }))).toMatchObject({ status: 400 });
  });

  it('approve refuses, changing nothing, an account linked meanwhile, no longer TEAM, or whose team was deleted', async () => {
    const linked = await newTeamAccount();
    const r1 = await linked.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    const other = (await admin.teams.create({ teamNumber: 23456, name: 'Echipa Alta' })).id;
    await admin.users.setTeam({ id: linked.id, teamId: other });
    expect(await refusal(admin.teamRequests.approve({ id: r1.id }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.linkedMeanwhile });
    expect((await userRow(linked.id)).team_id).toBe(other);
    expect((await requestRows(linked.id))[0]?.status).toBe('pending');
    await admin.teamRequests.decline({ id: r1.id });

    const editorNow = await newTeamAccount();
    const r2 = await editorNow.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    await admin.users.setRole({ id: editorNow.id, userType: 'EDITOR' });
    expect(await refusal(admin.teamRequests.approve({ id: r2.id }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.notTeamAccount });
    await admin.teamRequests.decline({ id: r2.id });

    const gone = await newTeamAccount();
    const doomed = (await admin.teams.create({ teamNumber: 34567, name: 'Echipa Ștearsă' })).id;
    const r3 = await gone.caller.teamRequests.ask({ kind: 'join', teamNumber: 34567 });
    await admin.teams.delete({ id: doomed });
    expect(await refusal(admin.teamRequests.approve({ id: r3.id }))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.teamGone });
    expect((await userRow(gone.id)).team_id).toBeNull();
    // The request still names the team it asked for.
    expect((await admin.teamRequests.decline({ id: r3.id }))).toMatchObject({ teamNumber: 34567, teamName: 'Echipa Ștearsă' });
  });

  it('roles: only a TEAM account asks, only an ADMIN decides; a one-time password is refused', async () => {
    const join = { kind: 'join' as const, teamNumber: 12345 };
    expect((await refusal(visitor.teamRequests.ask(join))).status).toBe(401);
    expect((await refusal(editor.teamRequests.ask(join))).status).toBe(403);
    expect((await refusal(admin.teamRequests.ask(join))).status).toBe(403);
    expect((await refusal(admin.teamRequests.mine())).status).toBe(403);
    const user = await newTeamAccount();
    const asked = await user.caller.teamRequests.ask(join);
    for (const caller of [editor, team, user.caller]) {
      expect((await refusal(caller.teamRequests.approve({ id: asked.id }))).status).toBe(403);
      expect((await refusal(caller.teamRequests.decline({ id: asked.id }))).status).toBe(403);
      expect((await refusal(caller.teamRequests.pending())).status).toBe(403);
      expect((await refusal(caller.teamRequests.pendingCount())).status).toBe(403);
    }
    expect((await refusal(visitor.teamRequests.pendingCount())).status).toBe(401);
    await user.caller.teamRequests.cancel();

    // Record 194: an account still holding a one-time password asks nothing until it chooses its own.
    await t.deps.db.updateTable('users').set({ password_change_required: 1 }).where('id', '=', user.id).execute();
    expect(await refusal(user.caller.teamRequests.ask(join))).toMatchObject({ status: 403, message: 'Please choose a new password before you continue.' });
    expect((await refusal(user.caller.teamRequests.mine())).status).toBe(403);
  });

  it('answers over HTTP as the dashboard calls it', async () => {
    const c = await t.client('TEAM');
    const res = await c.post(trpcUrl('teamRequests.ask'), { kind: 'join', teamNumber: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TEAM_REQUEST_MESSAGES.unknownTeam(4));
    const a = await t.client('ADMIN');
    const count = await a.get(trpcUrl('teamRequests.pendingCount'));
    expect(count.statusCode).toBe(200);
    expect(count.json().result.data).toEqual({ count: 0 });
  });
});

describe('a new team, during the registration window', () => {
  it('is refused outside the window (closed, or not set) and offered inside it', async () => {
    const user = await newTeamAccount();
    await setWindow('closed');
    expect((await user.caller.teamRequests.mine()).newTeamsOpen).toBe(false);
    expect(await refusal(user.caller.teamRequests.ask(NEW_TEAM))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.windowClosed });
    await setWindow('unset');
    expect(await refusal(user.caller.teamRequests.ask(NEW_TEAM))).toMatchObject({ status: 409, message: TEAM_REQUEST_MESSAGES.windowClosed });
    expect(await requestRows(user.id)).toEqual([]);

    await setWindow('open');
    expect((await user.caller.teamRequests.mine())).toMatchObject({ newTeamsOpen: true, registration: { seasonName: 'Season 2026-2027' } });
    // The shared schema's messages for bad fields.
    const bad = await refusal(user.caller.teamRequests.ask({ ...NEW_TEAM, mentorEmail: 'nope', mentorPhone: 'call me' }));
    expect(bad.fieldErrors).toMatchObject({ mentorEmail: [TEAM_REQUEST_MESSAGES.mentorEmail], mentorPhone: [TEAM_REQUEST_MESSAGES.mentorPhone] });
    const asked = await user.caller.teamRequests.ask(NEW_TEAM);
    expect(asked).toMatchObject({ kind: 'new', teamId: null, teamNumber: null, teamName: 'Robo Șoimii', mentorEmail: 'ion.popescu@liceu.ro', mentorPhone: '+40 722 123 456' });

    // The ADMIN gives the number FIRST assigned: required, and not one already taken; a refusal changes nothing.
    expect(await refusal(admin.teamRequests.approve({ id: asked.id }))).toMatchObject({ status: 400, message: TEAM_REQUEST_MESSAGES.numberForNewTeam });
    expect(await refusal(admin.teamRequests.approve({ id: asked.id, teamNumber: 12345 }))).toMatchObject({ status: 409, message: TEAM_MESSAGES.duplicateNumber });
    expect((await requestRows(user.id))[0]?.status).toBe('pending');

    const approved = await admin.teamRequests.approve({ id: asked.id, teamNumber: 27001 });
    expect(approved).toMatchObject({ status: 'approved', teamNumber: 27001, teamName: 'Robo Șoimii' });
    const created = await t.deps.db.selectFrom('teams').selectAll().where('team_number', '=', 27001).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: 'Robo Șoimii', school: 'Colegiul Național Unirea', city: 'Focșani', email: null });
    expect((await userRow(user.id)).team_id).toBe(created.id);
  });
});

describe('e-mail', () => {
  it('tells the ADMINs of a request, and the user of the outcome in the dashboard’s words', async () => {
    const user = await newTeamAccount('Maria Ionescu');
    let seen = await settled();
    const asked = await user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    const [notice] = await nextMessages(seen);
    expect(notice!.to).toEqual([EMAILS.ADMIN]);
    expect(notice!.subject).toBe('Team request: Maria Ionescu');
    expect(notice!.text).toContain('asks to join the team #12345');
    expect(notice!.text).toContain(`${SITE}/dashboard/users`);

    seen = await settled();
    await admin.teamRequests.decline({ id: asked.id, reason: 'Ask your mentor first.' });
    const [declined] = await nextMessages(seen);
    expect(declined!.to).toEqual([user.email]);
    expect(declined!.text).toContain('Your request to join #12345 Robo Lions was declined: Ask your mentor first.');

    const again = await user.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    seen = await settled(); // the ADMIN's notice of the new request sent
    await admin.teamRequests.approve({ id: again.id });
    const [approved] = await nextMessages(seen);
    expect(approved!.to).toEqual([user.email]);
    expect(approved!.text).toContain('Your request to join #12345 Robo Lions was approved.');
    expect(approved!.text).toContain(`${SITE}/dashboard`);
  });

  it('queues nothing without SMTP, and everything else works', async () => {
    const plain = await makeTestApp();
    try {
      const [, plainAdmin, plainTeam] = await callersForEveryRole(plain);
      await plainAdmin.teams.create({ teamNumber: 555, name: 'Echipa Fără Poștă' });
      const asked = await plainTeam.teamRequests.ask({ kind: 'join', teamNumber: 555 });
      await plainAdmin.teamRequests.approve({ id: asked.id });
      expect((await plainTeam.teamRequests.mine()).outcome).toMatchObject({ status: 'approved' });
      expect(await plain.deps.db.selectFrom('mail_queue').selectAll().execute()).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});

describe('expiry (decision 198)', () => {
  it(`a request left pending ${TEAM_REQUEST_DAYS} days expires: gone from the admins' list, shown expired to the user, sent again`, async () => {
    const account = await newTeamAccount('Mentor Uitat');
    const asked = await account.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    const old = new Date(t.clock.now() - (TEAM_REQUEST_DAYS * DAY + 60_000)).toISOString();
    const fresh = new Date(t.clock.now() - (TEAM_REQUEST_DAYS * DAY - 60_000)).toISOString();
    // A day short of the limit it still waits.
    await t.deps.db.updateTable('team_requests').set({ created_at: fresh }).where('id', '=', asked.id).execute();
    expect((await admin.teamRequests.pending()).map((r) => r.id)).toContain(asked.id);
    const countBefore = (await admin.teamRequests.pendingCount()).count;

    await t.deps.db.updateTable('team_requests').set({ created_at: old }).where('id', '=', asked.id).execute();
    expect((await admin.teamRequests.pending()).map((r) => r.id)).not.toContain(asked.id);
    expect((await admin.teamRequests.pendingCount()).count).toBe(countBefore - 1);
    expect(await refusal(admin.teamRequests.approve({ id: asked.id }))).toMatchObject({ code: 'CONFLICT', message: TEAM_REQUEST_MESSAGES.expired });

    const mine = await account.caller.teamRequests.mine();
    expect(mine.pending).toBeNull();
    expect(mine.outcome).toMatchObject({ id: asked.id, status: 'expired' });
    expect(outcomeSentence(mine.outcome!)).toBe(`Your request to join #12345 Robo Lions expired: no administrator decided it within ${TEAM_REQUEST_DAYS} days. You can send it again.`);
    const again = await account.caller.teamRequests.ask({ kind: 'join', teamNumber: 12345 });
    expect(again.status).toBe('pending');
    expect((await requestRows(account.id)).map((r) => r.status)).toEqual(['expired', 'pending']);
  });
});
