// Point 4.1: an unknown e-mail and a wrong password give the same answer, so sign-in does not tell which e-mails have
// accounts. Moved out of login-timing.soak.test.ts (issue 23): the answers are checked in every run; only the timing
// statistics (4.2) stay in `npm run test:soak`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, makeTestApp, type TestApp } from '../helpers/app';
import { trpcMutation, unthrottledLogins, userIdOf } from './auth-support';

let t: TestApp;
let login: ReturnType<typeof unthrottledLogins>;

beforeAll(async () => {
  t = await makeTestApp();
  login = unthrottledLogins(t, await t.client(), '10.45');
});
afterAll(() => t.close());

async function answer(email: string, password: string) {
  const res = await login(email, password);
  return { status: res.statusCode, body: res.body };
}

describe('4 unknown e-mail vs wrong password', () => {
  it('4.1 same status and identical body (also for a disabled account and an e-mail in other case)', async () => {
    const admin = await t.client('ADMIN');
    await t.deps.db.insertInto('users').values({ email: 'gone@test.ro', name: 'Gone', password_hash: 'x', user_type: 'TEAM' }).execute();
    expect((await trpcMutation(admin, 'users.create', { email: 'disabled@test.ro', name: 'Off', userType: 'TEAM' })).statusCode).toBe(200);
    const id = await userIdOf(t, 'disabled@test.ro');
    // The dashboard's create generates the password; set the known one.
    expect((await trpcMutation(admin, 'users.resetPassword', { id, password: 'Disabled-pw-123' })).statusCode).toBe(200);
    expect((await trpcMutation(admin, 'users.setDisabled', { id, disabled: true })).statusCode).toBe(200);
    const answers = [
      await answer('nobody@test.ro', 'some password 1'),
      await answer(EMAILS.EDITOR, 'some password 1'),
      await answer(EMAILS.EDITOR.toUpperCase(), 'some password 2'),
      await answer('disabled@test.ro', 'Disabled-pw-123'), // the right password of a disabled account
      await answer('gone@test.ro', 'some password 1'), // an account whose stored hash is unusable
    ];
    for (const a of answers) expect(a).toEqual({ status: 401, body: answers[0]!.body });
    expect(JSON.parse(answers[0]!.body)).toEqual({ success: false, message: 'Email or password is incorrect. Please try again.' });
  });
});
