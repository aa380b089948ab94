import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/server/cli';
import { SETTING_NAMES } from '../../src/server/config';
import { SETTING_DOCS, plainText } from '../../src/server/settings-docs';
import { OPERATIONS_DOC, settingsBlock, settingsBlockOf } from '../../scripts/docs-settings';
import { APP_VERSION } from '../../src/server/version';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { verifyPassword } from '../../src/server/modules/auth/password';
import { runCliCaptured } from '../helpers/cli-run';

let dir: string;
let env: Record<string, string>;

const cli = (...argv: string[]) => runCliCaptured(argv, env);

/** Reads the database the commands wrote, with a connection of its own. */
async function withDb<T>(read: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const handle = openDatabase(env.DATABASE_PATH!);
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

const userRow = (email: string) => withDb((db) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow());

async function addSession(email: string, id: string) {
  const user = await userRow(email);
  await withDb((db) => db.insertInto('sessions').values({ id, user_id: user.id, expires_at: '2999-01-01T00:00:00.000Z', revoked_at: null, revoked_reason: null, user_agent: null, ip: null }).execute());
}

const session = (id: string) => withDb((db) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-cli-'));
  env = { DATABASE_PATH: path.join(dir, 'data', 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads') };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli', () => {
  it('prints help with every command and every setting with its default', async () => {
    const run = await cli('help');
    expect(run.code).toBe(0);
    const text = run.out.join('\n');
    const commands = ['serve', 'migrate', 'backup <file> [--uploads]', 'restore <file> [--database-only]', 'check', 'user create --email E --name N --role R', 'user set-role', 'user disable', 'user enable', 'user reset-password', 'user list', '--version'];
    for (const part of commands) expect(text).toContain(part);
    const joined = text.replace(/\n {10,}/g, ' '); // wrapped descriptions back on one line
    for (const name of SETTING_NAMES) {
      expect(joined).toMatch(new RegExp(`^  ${name} .*\\(default: ${plainText(SETTING_DOCS[name].default).replace(/[()]/g, '\\$&')}\\)`, 'm'));
    }
    expect(text).toContain('Usage: npm run cli -- [command]');
    const named = await runCli(['--help'], env, { out: (line) => run.out.push(line), err: () => undefined }, { programName: 'ftc-romania' });
    expect(named).toBe(0);
    expect(run.out.at(-1)).toContain('Usage: ftc-romania [command]');
    expect((await cli('-h')).code).toBe(0);
    expect((await cli('--version')).out).toEqual([APP_VERSION]);
  });

  // A freshness check of generated text, like home-art's SVG files: the block between the markers of
  // docs/operations.md must be exactly what `npm run docs:settings` writes now (docs/decisions/154-settings-docs-generated.md).
  it("docs/operations.md's settings table is the one settings-docs.ts generates (npm run docs:settings)", () => {
    expect(settingsBlockOf(readFileSync(OPERATIONS_DOC, 'utf8'))).toBe(settingsBlock());
  });

  it('refuses wrong use of the data commands with one line', async () => {
    expect(await cli('backup')).toMatchObject({ code: 1, err: ['Error: Usage: backup <file> [--uploads]'] });
    expect(await cli('backup', 'a.tar', '--uploads=yes')).toMatchObject({ code: 1, err: ['Error: Option --uploads takes no value.'] });
    expect((await cli('backup', path.join(dir, 'b.tar'))).err[0]).toContain('A .tar backup is the archive with the uploads: add --uploads');
    expect(await cli('restore', 'a', 'b')).toMatchObject({ code: 1, err: ['Error: Usage: restore <file> [--database-only]'] });
    expect((await cli('restore', path.join(dir, 'none.tar'))).err[0]).toMatch(/^Error: There is no backup at .*none\.tar\.$/);
    expect(await cli('check', 'extra')).toMatchObject({ code: 1, err: ['Error: Usage: check [--fix]'] });
    expect(await cli('serve', 'now')).toMatchObject({ code: 1, err: ['Error: Usage: serve'] });
  });

  it('migrates a new database (creating its folder) and then says it is up to date', async () => {
    const first = await cli('migrate');
    expect(first).toMatchObject({ code: 0, err: [] });
    expect(first.out[0]).toContain('2026-11-22-001-initial');
    const second = await cli('migrate');
    expect(second.code).toBe(0);
    expect(second.out[0]).toContain('is up to date');
  });

  it('creates a user with a given password', async () => {
    const run = await cli('user', 'create', '--email', 'Ana.Pop@Example.ro', '--name', 'Ana Pop', '--role', 'editor', '--password', 'a long password');
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toEqual([expect.stringMatching(/^Created EDITOR ana\.pop@example\.ro \(id \d+\)\.$/)]);
    const row = await userRow('ana.pop@example.ro');
    expect(row).toMatchObject({ name: 'Ana Pop', user_type: 'EDITOR', disabled: 0 });
    expect(await verifyPassword('a long password', row.password_hash)).toBe(true);
  });

  it('generates a strong password when none is given and prints it once', async () => {
    const run = await cli('user', 'create', '--email=admin@example.ro', '--name=Admin', '--role=ADMIN');
    expect(run.code).toBe(0);
    const line = run.out.find((l) => l.startsWith('Password'));
    const password = line?.split(': ')[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(password, (await userRow('admin@example.ro')).password_hash)).toBe(true);
  });

  it('refuses bad input with one line and exit code 1', async () => {
    const duplicate = await cli('user', 'create', '--email', 'ana.pop@example.ro', '--name', 'X', '--role', 'TEAM', '--password', 'long enough');
    expect(duplicate).toMatchObject({ code: 1, out: [], err: ['Error: An account with this email already exists.'] });
    const role = await cli('user', 'create', '--email', 'x@example.ro', '--name', 'X', '--role', 'OWNER', '--password', 'long enough');
    expect(role).toMatchObject({ code: 1, err: ['Error: Role must be ADMIN, EDITOR or TEAM.'] });
    const short = await cli('user', 'create', '--email', 'x@example.ro', '--name', 'X', '--role', 'TEAM', '--password', 'short');
    expect(short).toMatchObject({ code: 1, err: ['Error: Password must be at least 8 characters.'] });
    const email = await cli('user', 'create', '--email', 'not-an-email', '--name', 'X', '--role', 'TEAM');
    expect(email).toMatchObject({ code: 1, err: ['Error: Please enter a valid email address.'] });
    const missing = await cli('user', 'create', '--email', 'x@example.ro', '--role', 'TEAM');
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toContain('Missing --name');
    expect((await cli('user', 'create', '--email')).err[0]).toBe('Error: Option --email needs a value.');
    expect((await cli('user', 'create', '--colour', 'red')).err[0]).toBe('Error: Unknown option --colour.');
    expect((await cli('user', 'create', '--email', '--name', 'X')).err[0]).toBe('Error: Option --email needs a value (write --email=<value> for one that starts with "-").');
    expect((await cli('user', 'list', '-x')).err[0]).toBe('Error: Unknown option -x.');
    expect((await cli('user', 'frobnicate')).err[0]).toContain('Unknown user command "frobnicate"');
    expect((await cli('user')).code).toBe(1);
    expect((await cli('deploy')).err[0]).toContain('Unknown command "deploy"');
    expect((await cli('user', 'set-role', 'ana.pop@example.ro')).err[0]).toBe('Error: Usage: user set-role <email> <ADMIN|EDITOR|TEAM>');
    expect(await withDb(async (db) => (await db.selectFrom('users').select('email').execute()).length)).toBe(2);
  });

  it('changes a role and ends the user sessions', async () => {
    await addSession('ana.pop@example.ro', 'session-role');
    const run = await cli('user', 'set-role', 'ANA.POP@example.ro', 'team');
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out[0]).toBe("ana.pop@example.ro is now TEAM; the user's sessions were ended.");
    expect((await userRow('ana.pop@example.ro')).user_type).toBe('TEAM');
    expect(await session('session-role')).toMatchObject({ revoked_reason: 'role_changed' });
    expect((await cli('user', 'set-role', 'ana.pop@example.ro', 'KING')).err).toEqual(['Error: Role must be ADMIN, EDITOR or TEAM.']);
  });

  it('disables and enables an account, ending its sessions on disable', async () => {
    await addSession('ana.pop@example.ro', 'session-disable');
    const off = await cli('user', 'disable', 'ana.pop@example.ro');
    expect(off.code).toBe(0);
    expect((await userRow('ana.pop@example.ro')).disabled).toBe(1);
    expect(await session('session-disable')).toMatchObject({ revoked_reason: 'disabled' });
    const on = await cli('user', 'enable', 'ana.pop@example.ro');
    expect(on).toMatchObject({ code: 0, out: ['ana.pop@example.ro is enabled.'] });
    expect((await userRow('ana.pop@example.ro')).disabled).toBe(0);
  });

  it('keeps the last active admin', async () => {
    const run = await cli('user', 'disable', 'admin@example.ro');
    expect(run).toMatchObject({ code: 1, err: ['Error: The last active ADMIN cannot lose the role or be disabled.'] });
    expect((await cli('user', 'set-role', 'admin@example.ro', 'EDITOR')).code).toBe(1);
    expect((await userRow('admin@example.ro')).user_type).toBe('ADMIN');
  });

  it('answers an unknown email with one line', async () => {
    const run = await cli('user', 'enable', 'nobody@example.ro');
    expect(run).toMatchObject({ code: 1, err: ['Error: No user with the email nobody@example.ro.'] });
  });

  it('resets a password and ends the sessions', async () => {
    await addSession('ana.pop@example.ro', 'session-reset');
    const run = await cli('user', 'reset-password', 'ana.pop@example.ro');
    expect(run.code).toBe(0);
    const password = run.out.find((l) => l.startsWith('New password'))?.split(': ')[1] ?? '';
    expect(await verifyPassword(password, (await userRow('ana.pop@example.ro')).password_hash)).toBe(true);
    expect(await session('session-reset')).toMatchObject({ revoked_reason: 'password_reset' });
    // The operator read it: the user chooses their own at the next sign-in (issue 25).
    expect((await userRow('ana.pop@example.ro')).password_change_required).toBe(1);
    expect(run.out).toContain('The user chooses their own password at the next sign-in.');
  });

  it('lists users in a table', async () => {
    const run = await cli('user', 'list');
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+ROLE\s+STATUS\s+CREATED$/);
    expect(run.out).toHaveLength(3);
    expect(run.out.find((l) => l.includes('ana.pop@example.ro'))).toMatch(/Ana Pop\s+TEAM\s+active/);
    expect(run.out.find((l) => l.includes('admin@example.ro'))).toMatch(/ADMIN\s+active/);
  });

  it('reports an invalid setting in one line with exit code 2', async () => {
    const errors: string[] = [];
    const code = await runCli(['migrate'], { ...env, PORT: 'abc' }, { out: () => undefined, err: (l) => errors.push(l) });
    expect(code).toBe(2);
    expect(errors).toEqual(['Invalid setting PORT="abc": must be a port number']);
  });
});

describe('cli as a program', () => {
  let programDir: string;
  beforeAll(() => {
    programDir = mkdtempSync(path.join(tmpdir(), 'ftc-cli-run-'));
  });
  afterAll(() => rmSync(programDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/bin.ts', ...args], {
      env: { ...process.env, DATABASE_PATH: path.join(programDir, 'site.sqlite'), UPLOADS_DIR: path.join(programDir, 'uploads') },
    });

  it('runs a command from the command line and sets the exit code', async () => {
    const migrated = await run('migrate');
    expect(migrated.stdout).toContain('2026-11-22-001-initial');
    await expect(run('user', 'enable', 'nobody@example.ro')).rejects.toMatchObject({ code: 1, stderr: 'Error: No user with the email nobody@example.ro.\n' });
  });
});
