// The operator's side: backup (online, consistent; with the uploads), restore (checks first, refuses while a server
// runs, keeps what it replaces), check, the backup taken before an upgrade's migrations, request ids, health, and a
// graceful stop of the real program.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { sql, type Migration } from 'kysely';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { ALL_MIGRATIONS, type MigrationList } from '../../src/server/db/migrator';
import { startServer } from '../../src/server/main';
import { backupDatabase } from '../../src/server/ops/backup';
import { lockPathOf } from '../../src/server/ops/lock';
import { restoreDatabase } from '../../src/server/ops/restore';
import { createUser } from '../../src/server/modules/users/users.service';
import { APP_VERSION } from '../../src/server/version';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { startChildServer } from '../helpers/child-server';
import { runCliCaptured as cli } from '../helpers/cli-run';
import { integrityOf, withSqlite } from '../helpers/db-check';
import { multipart, samples } from '../helpers/multipart';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'src/server/bin.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-ops-'));
  dirs.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Uploads a resource file; returns its id and the name it is stored under in the uploads folder. */
async function upload(t: TestApp, client: Client, filename: string, data: Buffer) {
  const body = multipart({ entityType: 'resource_file' }, { name: 'file', filename, data });
  const res = await client.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(201);
  const { id } = res.json().message as { id: number };
  const { storage_key: key } = await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, key };
}

/** Stops a test app's server like an operator stops the service, keeping its files for the test to look at. */
async function stopped(t: TestApp) {
  dirs.push(t.dir);
  await t.app.close();
  return { databasePath: t.deps.config.DATABASE_PATH, uploadsDir: t.uploadsDir, dir: t.dir };
}

const postIds = (file: string) => withSqlite(file, (db) => db.prepare('SELECT id FROM home_posts ORDER BY id').pluck().all() as number[]);

describe('backup', () => {
  it('copies the database consistently while the app keeps writing (the backup command in another process)', async () => {
    const t = await makeTestApp();
    dirs.push(t.dir);
    try {
      // Some bulk, so the copy takes a moment while the writes go on.
      await sql`INSERT INTO app_meta (key, value) VALUES ('test:ballast', ${'x'.repeat(8 * 1024 * 1024)})`.execute(t.deps.db);
      const editor = await t.client('EDITOR');
      const acked: number[] = [];
      let stop = false;
      const writes = (async () => {
        for (let n = 0; !stop; n++) {
          const res = await editor.post('/trpc/posts.create', { title: `Backup test ${n}`, description: 'Written while a backup runs.' });
          if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
          acked.push(res.json().result.data.id);
        }
      })();
      // Five writes acknowledged first; a writer that fails ends the wait with its own error.
      await Promise.race([expect.poll(() => acked.length).toBeGreaterThanOrEqual(5), writes]);

      const before = acked.length;
      const destination = path.join(t.dir, 'backups', 'site.sqlite');
      const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', BIN, 'backup', destination], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, DATABASE_PATH: t.deps.config.DATABASE_PATH, UPLOADS_DIR: t.uploadsDir },
      });
      const after = acked.length;
      stop = true;
      await writes;

      expect(run.stdout).toContain(`to ${destination}`);
      expect(after).toBeGreaterThan(before); // the app went on writing while the other process made the copy
      expect(withSqlite(destination, integrityOf)).toBe('ok');
      const inBackup = postIds(destination);
      // One moment's snapshot: the posts committed before it, in commit (= id) order, and none after.
      expect(inBackup.length).toBeGreaterThanOrEqual(before);
      expect(inBackup.length).toBeLessThanOrEqual(after);
      expect(inBackup).toEqual(postIds(t.deps.config.DATABASE_PATH).slice(0, inBackup.length));
      expect(readdirSync(path.dirname(destination))).toEqual(['site.sqlite']); // no temp file left beside it
    } finally {
      await t.app.close();
    }
  });

  it('refuses to write over the database or into the uploads folder', async () => {
    const t = await makeTestApp({ users: false });
    const { databasePath, uploadsDir } = await stopped(t);
    await expect(backupDatabase({ databasePath, destination: databasePath })).rejects.toThrow('another file than the database');
    await expect(backupDatabase({ databasePath, destination: path.join(uploadsDir, 'b.tar'), uploadsDir })).rejects.toThrow('outside the uploads folder');
    await expect(backupDatabase({ databasePath: path.join(t.dir, 'none.sqlite'), destination: path.join(t.dir, 'b.sqlite') })).rejects.toThrow('There is no database');
  });
});

describe('backup with the uploads, and restore', () => {
  it('archives the database and the stored files, and restores both on a stopped site, keeping what it replaced', async () => {
    const t = await makeTestApp();
    const editor = await t.client('EDITOR');
    const kept = await upload(t, editor, 'regulament.pdf', samples.pdf(100));
    const { key } = kept;
    const destination = path.join(t.dir, 'backups', 'site.tar');
    const result = await backupDatabase({ databasePath: t.deps.config.DATABASE_PATH, destination, uploadsDir: t.uploadsDir });
    expect(result).toMatchObject({ destination, files: 1, missingFiles: [] });
    const entries: string[] = [];
    await tar.t({ file: destination, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.sort()).toEqual(['manifest.json', 'site.sqlite', `uploads/${key}`]);

    // After the backup: the file is deleted (row and bytes), another one and a post are added.
    await t.deps.db.deleteFrom('files').where('id', '=', kept.id).execute();
    await t.deps.storage.remove(key);
    await upload(t, editor, 'later.pdf', samples.pdf(5));
    await editor.post('/trpc/posts.create', { title: 'After the backup', description: 'Gone once the backup is restored.' });
    const { databasePath, uploadsDir } = await stopped(t);
    const replacedHash = sha256(databasePath);

    const restored = await restoreDatabase({ source: destination, databasePath, uploadsDir });
    expect(restored).toMatchObject({ databasePath, uploadsRestored: true, files: 1, pendingMigrations: [] });
    expect(readFileSync(path.join(uploadsDir, key)).equals(samples.pdf(100))).toBe(true);
    expect(readdirSync(uploadsDir)).toEqual([key]);
    expect(withSqlite(databasePath, (db) => db.prepare('SELECT name FROM files').pluck().all())).toEqual(['regulament.pdf']);
    expect(postIds(databasePath)).toEqual([]);
    // What it replaced is kept whole, beside the originals.
    expect(restored.previousDatabase).toMatch(/test\.sqlite\.before-restore-\d{8}-\d{6}$/);
    expect(sha256(restored.previousDatabase!)).toBe(replacedHash);
    expect(postIds(restored.previousDatabase!)).toHaveLength(1);
    expect(readdirSync(restored.previousUploads!).filter((f) => f !== '.tmp')).toHaveLength(1);
    expect(readdirSync(path.dirname(databasePath)).filter((f) => f.startsWith('.restore-'))).toEqual([]);

    const check = await cli(['check'], { DATABASE_PATH: databasePath, UPLOADS_DIR: uploadsDir });
    expect(check.code).toBe(0);

    // --database-only leaves the uploads folder alone.
    const only = await cli(['restore', destination, '--database-only'], { DATABASE_PATH: databasePath, UPLOADS_DIR: uploadsDir });
    expect(only.code).toBe(0);
    expect(only.out).toContain(`The uploads folder ${uploadsDir} was left as it is.`);
  });

  it('restores a plain database copy into a folder that does not exist yet', async () => {
    const t = await makeTestApp();
    const { databasePath } = await stopped(t);
    const copy = path.join(t.dir, 'copy.sqlite');
    await backupDatabase({ databasePath, destination: copy });
    const target = path.join(t.dir, 'new', 'place', 'site.sqlite');
    const run = await cli(['restore', copy], { DATABASE_PATH: target, UPLOADS_DIR: path.join(t.dir, 'new', 'uploads') });
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toContain('There was no database before.');
    expect(withSqlite(target, (db) => db.prepare('SELECT count(*) FROM users').pluck().get())).toBe(3);
  });
});

describe('restore refuses', () => {
  it('while a server uses the database, and goes ahead once it stopped or when its lock is stale', async () => {
    const dir = tempDir();
    const env = { NODE_ENV: 'test', DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false', PORT: '0', ADMIN_PASSWORD: 'a long test password' };
    const printed: string[] = [];
    const app = await startServer(loadConfig(env), { clientDir: null, print: (line) => printed.push(line) });
    const lock = lockPathOf(env.DATABASE_PATH);
    try {
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, version: APP_VERSION });
      const copy = path.join(dir, 'copy.sqlite');
      await backupDatabase({ databasePath: env.DATABASE_PATH, destination: copy });
      const before = sha256(env.DATABASE_PATH);
      await expect(restoreDatabase({ source: copy, databasePath: env.DATABASE_PATH })).rejects.toThrow(/is in use by a running server \(pid \d+/);
      const refused = await cli(['restore', copy], env);
      expect(refused.code).toBe(1);
      expect(refused.err[0]).toContain(`Stop the server first, then restore. If no server is running, delete ${lock}.`);
      expect(sha256(env.DATABASE_PATH)).toBe(before);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await app.close();
      expect(existsSync(lock)).toBe(false); // the lock goes with the server

      // Another live process's lock (a server started from another shell) refuses too.
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        writeFileSync(lock, JSON.stringify({ pid: other.pid, host: 'x', startedAt: 'now', version: '0', token: 't' }));
        expect((await cli(['restore', copy], env)).code).toBe(1);
      } finally {
        other.kill('SIGKILL');
        await new Promise((resolve) => other.once('exit', resolve));
      }
      // The same lock once its process is gone is stale: restore goes ahead.
      const done = await cli(['restore', copy], env);
      expect(done).toMatchObject({ code: 0, err: [] });
    } finally {
      await app.close();
    }
  });

  it('a damaged backup, or a database of something else, and leaves the database as it was', async () => {
    const t = await makeTestApp();
    const { databasePath, dir } = await stopped(t);
    const good = path.join(dir, 'good.sqlite');
    await backupDatabase({ databasePath, destination: good });
    const before = sha256(databasePath);
    const attempt = (source: string) => restoreDatabase({ source, databasePath });

    const garbage = path.join(dir, 'garbage.bin');
    writeFileSync(garbage, Buffer.alloc(64 * 1024, 0x5a));
    await expect(attempt(garbage)).rejects.toThrow('is neither a database nor a backup archive of this site');

    // A real backup with one table's page overwritten: only SQLite's integrity check reads that page.
    const damaged = path.join(dir, 'damaged.sqlite');
    const bytes = readFileSync(good);
    const { page, pageSize } = withSqlite(good, (db) => ({
      page: db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'users'").pluck().get() as number,
      pageSize: db.pragma('page_size', { simple: true }) as number,
    }));
    bytes.fill(0x41, (page - 1) * pageSize + 8, (page - 1) * pageSize + 14); // the leaf page's cell pointers
    writeFileSync(damaged, bytes);
    await expect(attempt(damaged)).rejects.toThrow(`${damaged} failed the integrity check: *** in database main *** Tree ${page} page ${page} cell`);

    // Only the header of a database, then garbage.
    const headerOnly = path.join(dir, 'header.sqlite');
    writeFileSync(headerOnly, Buffer.concat([bytes.subarray(0, 100), Buffer.alloc(8192, 0x42)]));
    await expect(attempt(headerOnly)).rejects.toThrow(/failed the integrity check|is damaged/);

    const foreign = path.join(dir, 'foreign.sqlite');
    const other = new Database(foreign);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
    other.close();
    await expect(attempt(foreign)).rejects.toThrow('is not a database of this site (it has no kysely_migration table)');

    const newer = path.join(dir, 'newer.sqlite');
    writeFileSync(newer, readFileSync(good));
    withSqlite(newer, (db) => db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('2999-01-01-001-future', 'x')").run());
    await expect(attempt(newer)).rejects.toThrow('was made by a newer version of the site (migration 2999-01-01-001-future');

    const strangeTar = path.join(dir, 'strange.tar');
    await tar.c({ file: strangeTar, cwd: dir }, ['good.sqlite']);
    await expect(attempt(strangeTar)).rejects.toThrow('is not a backup archive of this site');

    expect(sha256(databasePath)).toBe(before);
    expect(readdirSync(dir).filter((f) => f.includes('before-restore') || f.startsWith('.restore-'))).toEqual([]);
  });
});

describe('check', () => {
  it('passes on a sound site, and names a missing file (and warns about a file no row names)', async () => {
    const t = await makeTestApp();
    const editor = await t.client('EDITOR');
    const file = await upload(t, editor, 'program.pdf', samples.pdf(10));
    const { key } = file;
    const env = { DATABASE_PATH: t.deps.config.DATABASE_PATH, UPLOADS_DIR: t.uploadsDir };

    const fine = await cli(['check'], env);
    expect(fine.code).toBe(0);
    expect(fine.out).toContain('ok       files: all 1 stored files are on disk');
    // Uploaded but not attached to anything yet: reported as used by nothing (a warning; the check passes).
    // Issue 21: with the time the server removes it (UPLOAD_UNATTACHED_HOURS after its upload).
    const line = fine.out.find((l) => l.startsWith('WARNING  1 stored file(s) are used by nothing'));
    expect(line).toContain('the server removes each 24 h after its upload (UPLOAD_UNATTACHED_HOURS)');
    expect(line).toContain(`file ${file.id} "program.pdf" (${key}, uploaded `);
    expect(line).toContain(', removed by the server from ');
    expect(fine.out.at(-1)).toBe('Check passed with 1 warning(s).');

    rmSync(path.join(t.uploadsDir, key));
    writeFileSync(path.join(t.uploadsDir, `${'f'.repeat(32)}.png`), samples.png());
    const broken = await cli(['check'], env);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`PROBLEM  file ${file.id} "program.pdf" (${key}) is missing from ${t.uploadsDir}`);
    expect(broken.out.some((line) => line.startsWith('WARNING  1 file(s)') && line.includes(`${'f'.repeat(32)}.png`))).toBe(true);
    expect(broken.out.at(-1)).toBe('Check failed: 1 problem(s).');
    await stopped(t); // its folder stays, so the next check looks for a database in a folder that exists

    const none = await cli(['check'], { DATABASE_PATH: path.join(t.dir, 'missing.sqlite'), UPLOADS_DIR: t.uploadsDir });
    expect(none.code).toBe(1);
    expect(existsSync(path.join(t.dir, 'missing.sqlite'))).toBe(false); // check never creates a database
  });
});

describe('upgrade', () => {
  const probe: Migration = { up: async (db) => void (await db.schema.createTable('upgrade_probe').addColumn('id', 'integer').execute()) };
  const NEWER: MigrationList = { ...ALL_MIGRATIONS, '2999-01-01-001-upgrade-probe': probe };

  it('backs the database up before an upgrade migrates it, and not a new database or an up-to-date one', async () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads') });
    const open = async (migrations: MigrationList) => {
      const notices: string[] = [];
      const built = await buildApp({ config, migrations, notice: (line) => notices.push(line) });
      return { ...built, notices };
    };
    const backups = () => (existsSync(path.join(dir, 'backups')) ? readdirSync(path.join(dir, 'backups')) : []);

    const first = await open(ALL_MIGRATIONS); // a new database: nothing to back up
    await createUser(first.deps, 'cli', { email: 'kept@test.ro', name: 'Kept', password: 'correct horse battery', userType: 'ADMIN' });
    await first.app.close();
    expect(first.notices).toEqual([]);
    expect(backups()).toEqual([]);

    const upgraded = await open(NEWER);
    await upgraded.app.close();
    expect(backups()).toHaveLength(1);
    const backup = path.join(dir, 'backups', backups()[0]!);
    expect(backups()[0]).toMatch(new RegExp(`^site-before-${APP_VERSION.replaceAll('.', '\\.')}-\\d{8}-\\d{6}\\.sqlite$`));
    expect(upgraded.notices).toEqual([`Upgrading the database to version ${APP_VERSION} (1 migration); backed up first to ${backup}`]);
    // The backup is the database as it was before the new migration; the database has it now.
    const tables = (file: string) => withSqlite(file, (db) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    expect(tables(backup)).not.toContain('upgrade_probe');
    expect(withSqlite(backup, (db) => db.prepare('SELECT email FROM users').pluck().all())).toEqual(['kept@test.ro']);
    expect(tables(config.DATABASE_PATH)).toContain('upgrade_probe');

    const again = await open(NEWER); // up to date: no second backup
    await again.app.close();
    expect(again.notices).toEqual([]);
    expect(backups()).toHaveLength(1);

    // An older version refuses a database a newer one migrated, instead of running on a schema it does not know.
    await expect(open(ALL_MIGRATIONS)).rejects.toThrow('was migrated by a newer version of the site (migration 2999-01-01-001-upgrade-probe');
  });
});

describe('runtime', () => {
  it('sends each request id back as X-Request-Id, and never takes one from the client', async () => {
    const t = await makeTestApp({ users: false });
    try {
      const a = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged-id-123456' } });
      const b = await t.app.inject({ url: '/api/nope' });
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(a.headers['x-request-id']).toMatch(uuid);
      expect(b.statusCode).toBe(404);
      expect(b.headers['x-request-id']).toMatch(uuid);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    } finally {
      await t.close();
    }
  });

  it('health reports the database and the version, and answers 503 when the database does not answer', async () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads') });
    const { app, database } = await buildApp({ config });
    try {
      const up = await app.inject({ url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ success: true, message: { status: 'ok', database: 'ok', version: APP_VERSION, uptimeSeconds: expect.any(Number) } });
      database.sqlite.close();
      const down = await app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ success: false, message: { status: 'error', database: 'unavailable', version: APP_VERSION, uptimeSeconds: expect.any(Number) } });
    } finally {
      await app.close();
    }
  });
});

describe('the program', () => {
  /** Starts `bin.ts` with no command (serve is the default) and waits until it answers. */
  async function startProgram(env: Record<string, string>) {
    const dir = tempDir();
    const databasePath = path.join(dir, 'site.sqlite');
    const server = await startChildServer({
      args: [],
      env: { DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false', ADMIN_PASSWORD: 'a long test password', ...env },
    });
    return { ...server, databasePath };
  }

  it('serves by default and, on SIGTERM, finishes the request in flight, closes the database and drops its lock', async () => {
    const server = await startProgram({});
    try {
      expect(server.output()).toContain(`running at ${server.url}`);
      expect(existsSync(lockPathOf(server.databasePath))).toBe(true);
      const first = await fetch(`${server.url}/api/auth/csrf`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;

      // A login whose body is still on its way when the signal comes.
      const body = JSON.stringify({ email: 'nobody@test.ro', password: 'wrong password here' });
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const answered = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
          `Cookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n${body.slice(0, 10)}`,
      );
      await sleep(300); // lets the server read the headers, so the connection is busy, not idle, when the signal comes
      server.child.kill('SIGTERM');
      // Taking no new connections once the signal is handled...
      await expect.poll(() => fetch(`${server.url}/api/health`).then(() => 'answered', () => 'refused')).toBe('refused');
      expect(server.child.exitCode).toBeNull(); // ...but still waiting for that request
      socket.write(body.slice(10));
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i); // so the browser's keep-alive connection does not hold the stop

      expect((await server.exited).code).toBe(0);
      expect(existsSync(lockPathOf(server.databasePath))).toBe(false);
      expect(existsSync(`${server.databasePath}-wal`)).toBe(false); // the last connection closed cleanly
      // Production logs are JSON and quiet: no line per request, the shutdown as a warning.
      const logLines = server.output().split('\n').filter((line) => line.startsWith('{'));
      expect(logLines.map((line) => JSON.parse(line).msg)).toEqual(['SIGTERM received, closing']);
      expect(server.output()).not.toContain('incoming request');
    } finally {
      await server.stop('SIGKILL');
    }
  });

  it('ends at once with exit code 1 on a second signal while a request still holds the stop', async () => {
    const server = await startProgram({});
    try {
      const first = await fetch(`${server.url}/api/auth/csrf`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined); // the process goes away under it
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n` +
          `Cookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n{"email":`,
      );
      await sleep(300); // lets the server read the headers, so the connection is busy, not idle, when the signal comes
      server.child.kill('SIGTERM');
      await expect.poll(() => fetch(`${server.url}/api/health`).then(() => 'answered', () => 'refused')).toBe('refused');
      expect(server.child.exitCode).toBeNull(); // the first signal waits for the request...
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(1); // ...the second does not
      const logLines = server.output().split('\n').filter((line) => line.startsWith('{'));
      expect(logLines.map((line) => JSON.parse(line).msg)).toEqual(['SIGTERM received, closing', 'second SIGTERM, exiting']);
      socket.destroy();
    } finally {
      await server.stop('SIGKILL');
    }
  });

  it('logs one readable line per request in development, with the id the reply carries', async () => {
    const server = await startProgram({ NODE_ENV: 'development' });
    try {
      expect(server.output()).toContain(`running at ${server.url}`);
      const res = await fetch(`${server.url}/api/health`, { headers: { authorization: 'Bearer secret-token-value', cookie: 'XSRF-TOKEN=secret-cookie' } });
      const id = res.headers.get('x-request-id')!;
      // The pretty printer runs in a worker thread: its line arrives a little after the answer.
      await expect.poll(() => server.output()).toContain(id);
      server.child.kill('SIGINT');
      expect((await server.exited).code).toBe(0);
      const completed = server.output().split('\n').find((line) => line.includes('request completed') && line.includes(id));
      expect(completed).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed /);
      expect(server.output()).not.toMatch(/secret-token-value|secret-cookie/);
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
