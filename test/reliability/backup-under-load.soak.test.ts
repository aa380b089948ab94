// Point 18: an online backup taken while the server answers a steady stream of writes and reads passes the integrity
// check, holds every write acknowledged before it started (and nothing that was not yet sent when it ended), and
// restores into a fresh database with the same row count in every table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../src/server/ops/backup';
import { restoreDatabase } from '../../src/server/ops/restore';
import { httpClient, startChildServer, type HttpClient } from '../helpers/child-server';
import { integrityOf, rowCountsOf, withSqlite } from '../helpers/db-check';
import { scaled } from '../helpers/time-scale';

const ADMIN = { email: 'backup-admin@test.ro', password: 'backup test password' };
const WRITERS = 3;
const READERS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = mkdtempSync(path.join(tmpdir(), 'ftc-backup-load-'));
const databasePath = path.join(dir, 'site.sqlite');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Load {
  stop: boolean;
  /** Creates sent so far, and the ids of those the server acknowledged, in order. */
  sent: number;
  acked: number[];
  reads: number;
}

async function writer(api: HttpClient, load: Load, lane: number) {
  for (let n = 0; !load.stop; n++) {
    load.sent++;
    const res = await api.request('POST', '/api/home-posts', { title: `Backup load ${lane}-${n}`, description: 'Written while a backup runs.' });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    load.acked.push((res.body as { message: { id: number } }).message.id);
    // A rename now and then, so the backup also meets pages being rewritten.
    if (n % 3 === 2) {
      const id = load.acked[load.acked.length - 1]!;
      const renamed = await api.request('PUT', `/api/home-posts/${id}`, { title: `Backup load ${lane}-${n} renamed` });
      if (renamed.status !== 200) throw new Error(`update answered ${renamed.status}`);
    }
  }
}

async function reader(api: HttpClient, load: Load) {
  const urls = ['/api/home-posts', '/api/resources', '/api/seasons', '/api/events'];
  for (let n = 0; !load.stop; n++) {
    const res = await api.request('GET', urls[n % urls.length]!);
    if (res.status !== 200) throw new Error(`${urls[n % urls.length]} answered ${res.status}`);
    load.reads++;
  }
}

describe('18 online backup under load', () => {
  it('18 a backup taken during steady writes passes integrity_check and restores with equal row counts', async () => {
    const server = await startChildServer({
      env: { DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    const load: Load = { stop: false, sent: 0, acked: [], reads: 0 };
    let traffic: Promise<unknown> = Promise.resolve();
    try {
      const api = httpClient(server.url);
      await api.login(ADMIN.email, ADMIN.password);
      const postsAtStart = ((await api.request('GET', '/api/home-posts')).body as { message: unknown[] }).message.length;

      traffic = Promise.all([
        ...Array.from({ length: WRITERS }, (_, lane) => writer(api, load, lane)),
        ...Array.from({ length: READERS }, () => reader(api, load)),
      ]);
      const failed = traffic.then(() => new Error('the load stopped early'));
      const raced = await Promise.race([sleep(1500), failed]);
      if (raced instanceof Error) throw raced;

      const ackedBefore = [...load.acked];
      const destination = path.join(dir, 'backup', 'site.sqlite');
      const backup = await backupDatabase({ databasePath, destination });
      const sentByEnd = load.sent;
      const ackedAtEnd = load.acked.length;

      await Promise.race([sleep(1000), failed.then((error) => Promise.reject(error))]);
      load.stop = true;
      await traffic;
      // The server kept answering writes after the backup (it did not stop the world or lock the database).
      expect(load.acked.length).toBeGreaterThan(ackedAtEnd);
      expect(load.reads).toBeGreaterThan(0);
      expect(backup.bytes).toBeGreaterThan(0);

      const inBackup = withSqlite(
        destination,
        (db) => ({
          integrity: integrityOf(db),
          counts: rowCountsOf(db),
          postIds: new Set(db.prepare('SELECT id FROM home_posts').pluck().all() as number[]),
        }),
        { readonly: true },
      );
      expect(inBackup.integrity).toBe('ok');
      // Plausible: every post acknowledged before the backup started is in it; nothing sent after it ended is.
      for (const id of ackedBefore) expect(inBackup.postIds.has(id), `post ${id} acknowledged before the backup`).toBe(true);
      expect(inBackup.counts.home_posts).toBeGreaterThanOrEqual(postsAtStart + ackedBefore.length);
      expect(inBackup.counts.home_posts).toBeLessThanOrEqual(postsAtStart + sentByEnd);

      const restoredPath = path.join(dir, 'restored', 'site.sqlite');
      await restoreDatabase({ source: destination, databasePath: restoredPath });
      const restored = withSqlite(restoredPath, (db) => ({ integrity: integrityOf(db), counts: rowCountsOf(db) }), { readonly: true });
      expect(restored.integrity).toBe('ok');
      // Equal, but for the one entry the restore writes into the history of the copy it puts in place (issue 15).
      expect(restored.counts).toEqual({ ...inBackup.counts, activity: (inBackup.counts.activity ?? 0) + 1 });
      expect(Object.keys(restored.counts).length).toBeGreaterThan(5);

      await server.stop('SIGTERM');
      expect(server.output()).not.toMatch(/SQLITE_BUSY|request failed/);
      console.log(
        `18: backup of ${(backup.bytes / 1024).toFixed(0)} KB during ${load.sent} writes and ${load.reads} reads; ` +
          `${inBackup.counts.home_posts} posts in it (${postsAtStart + ackedBefore.length}..${postsAtStart + sentByEnd} plausible); restore counts equal`,
      );
    } finally {
      load.stop = true;
      await traffic.catch(() => undefined);
      await server.stop('SIGKILL');
    }
  }, scaled(60_000));
});
