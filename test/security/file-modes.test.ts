// Issue 16, finding 3: the site's data is readable by its own user only. Under the usual umask (022) the database
// and its -wal/-shm, the backups (.sqlite and .tar), the restored data and the uploads were 0644/0755; the database
// holds the JWT signing key and the sessions. Now files are 0600 and folders 0700, from the server, the backup and
// restore commands and the command line alike.
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../src/server/ops/backup';
import { restoreDatabase } from '../../src/server/ops/restore';
import { makeTestApp, type TestApp } from '../helpers/app';
import { runCliCaptured } from '../helpers/cli-run';
import { multipart, samples } from '../helpers/multipart';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

let t: TestApp;
let previousUmask: number;
let databasePath: string;
let storedFile: string;

beforeAll(async () => {
  previousUmask = process.umask(0o022); // the usual umask, whatever this machine's is (vitest runs files in forks)
  t = await makeTestApp();
  databasePath = t.deps.config.DATABASE_PATH;
  const editor = await t.client('EDITOR');
  const form = multipart({ entityType: 'event_image' }, { name: 'file', filename: 'a.png', contentType: 'image/png', data: samples.png() });
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: form.payload, headers: form.headers });
  expect(res.statusCode, res.body).toBe(201);
  const row = await t.deps.db.selectFrom('files').select('storage_key').executeTakeFirstOrThrow();
  storedFile = path.join(t.uploadsDir, row.storage_key);
});
afterAll(async () => {
  await t.close();
  process.umask(previousUmask);
});

describe('16.3 data files are 0600 and folders 0700 under umask 022', () => {
  it('16.3 the live database, its -wal and -shm', () => {
    const modes = Object.fromEntries(['', '-wal', '-shm'].map((s) => [`site${s}`, modeOf(`${databasePath}${s}`)]));
    expect(modes).toEqual({ site: '600', 'site-wal': '600', 'site-shm': '600' });
  });

  it('16.3 the uploads folder, its temp folder and an uploaded file', () => {
    expect({ uploads: modeOf(t.uploadsDir), tmp: modeOf(path.join(t.uploadsDir, '.tmp')), file: modeOf(storedFile) }).toEqual({
      uploads: '700',
      tmp: '700',
      file: '600',
    });
  });

  it('16.3 backups (.sqlite and .tar) and the new folder they go in', async () => {
    const folder = path.join(t.dir, 'backups', 'nightly');
    const plain = await backupDatabase({ databasePath, destination: path.join(folder, 'site.sqlite') });
    const archive = await backupDatabase({ databasePath, destination: path.join(folder, 'site.tar'), uploadsDir: t.uploadsDir });
    expect({ folder: modeOf(folder), sqlite: modeOf(plain.destination), tar: modeOf(archive.destination) }).toEqual({
      folder: '700',
      sqlite: '600',
      tar: '600',
    });
  });

  it('16.3 a restore: the database and the uploads it puts back', async () => {
    const archive = path.join(t.dir, 'for-restore.tar');
    await backupDatabase({ databasePath, destination: archive, uploadsDir: t.uploadsDir });
    const target = path.join(t.dir, 'restored');
    const result = await restoreDatabase({ source: archive, databasePath: path.join(target, 'db', 'site.sqlite'), uploadsDir: path.join(target, 'uploads') });
    expect(result.uploadsRestored).toBe(true);
    const restoredFile = path.join(target, 'uploads', path.basename(storedFile));
    expect({ db: modeOf(result.databasePath), uploads: modeOf(path.join(target, 'uploads')), file: modeOf(restoredFile) }).toEqual({
      db: '600',
      uploads: '700',
      file: '600',
    });
  });

  it('16.3 the command line on a new database, and a server opening an old 0644 one, leave it 0600', async () => {
    const fresh = path.join(t.dir, 'cli', 'site.sqlite');
    const run = await runCliCaptured(['migrate'], { DATABASE_PATH: fresh, UPLOADS_DIR: path.join(t.dir, 'cli-uploads'), NODE_ENV: 'test' });
    expect(run.code, run.err.join('\n')).toBe(0);
    expect({ folder: modeOf(path.dirname(fresh)), db: modeOf(fresh) }).toEqual({ folder: '700', db: '600' });

    // A database made by an older version, 0644: the next start tightens it.
    const old = path.join(t.dir, 'old.sqlite');
    writeFileSync(old, '');
    chmodSync(old, 0o644);
    const again = await runCliCaptured(['migrate'], { DATABASE_PATH: old, UPLOADS_DIR: path.join(t.dir, 'cli-uploads'), NODE_ENV: 'test' });
    expect(again.code, again.err.join('\n')).toBe(0);
    expect(modeOf(old)).toBe('600');
  });
});
