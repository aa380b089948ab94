// Issue 11, fifth pass: the server never holds sharp and libvips (about 50 MB of RSS it kept for good after the first
// image). The start-up pass makes the built-in images' variants in a child process (the image worker), which ends once
// it has had no work for a few seconds; the server's own memory maps never include libvips. Played with the server
// run from its sources (the worker through tsx) and compiled by npm start (the worker is the bundle itself).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_IDLE_MS } from '../../src/server/modules/files/image-processing';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { scaled } from '../helpers/time-scale';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-image-worker-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Image workers whose parent is `pid` (tsx and the server's build leave esbuild's service running beside them). */
function workersOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid && /__image-worker|image-worker-main/.test(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

async function waitFor(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectVariantsMadeOutsideTheServer(server: ChildServer, databasePath: string): Promise<void> {
  const pid = server.child.pid!;
  const counts = () => {
    const db = new Database(databasePath, { readonly: true });
    try {
      return db.prepare("SELECT count(*) AS images, count(variants_at) AS done, (SELECT count(*) FROM image_variants) AS variants FROM files WHERE kind = 'image'").get() as { images: number; done: number; variants: number };
    } finally {
      db.close();
    }
  };
  expect(counts().images).toBeGreaterThan(0); // the built-in content's pictures, stored without variants
  await waitFor('the start-up pass has made every variant', () => counts().done === counts().images, scaled(60_000));
  expect(counts().variants).toBeGreaterThan(0);
  expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toMatch(/libvips|sharp-linux/);
  // The worker ends once idle.
  await waitFor('the image worker has ended', () => workersOf(pid).length === 0, WORKER_IDLE_MS + scaled(10_000));
  expect(server.output()).not.toMatch(/could not be loaded|background task failed/);
}

describe('the image worker', () => {
  it('makes the variants for a server run from its sources, which never loads libvips', async () => {
    const data = path.join(dir, 'sources');
    const env = { DATABASE_PATH: path.join(data, 'site.sqlite'), UPLOADS_DIR: path.join(data, 'uploads'), SEED_DEMO: 'false', ADMIN_PASSWORD: 'a long password' };
    const server = await startChildServer({ env });
    try {
      await expectVariantsMadeOutsideTheServer(server, env.DATABASE_PATH);
    } finally {
      await server.stop();
    }
  }, scaled(120_000));

  it('and for the compiled server of npm start, whose worker is the bundle itself', async () => {
    // A clone without dist/server, as in compiled-start.test.ts: the bundle is built there, and the web app linked.
    const clone = path.join(dir, 'clone');
    mkdirSync(clone);
    for (const entry of ['src', 'db', 'scripts', 'node_modules', 'package.json', 'package-lock.json', 'vite.config.ts']) {
      symlinkSync(path.join(ROOT, entry), path.join(clone, entry));
    }
    mkdirSync(path.join(clone, 'dist'));
    for (const built of ['dist/client', 'dist/ssr']) symlinkSync(path.join(ROOT, built), path.join(clone, built));
    const data = path.join(dir, 'compiled');
    const env = { DATABASE_PATH: path.join(data, 'site.sqlite'), UPLOADS_DIR: path.join(data, 'uploads'), SEED_DEMO: 'false', ADMIN_PASSWORD: 'a long password' };
    const server = await startChildServer({ cwd: clone, program: [path.join(clone, 'scripts/start.mjs')], args: [], env });
    try {
      await expectVariantsMadeOutsideTheServer(server, env.DATABASE_PATH);
    } finally {
      await server.stop();
    }
  }, scaled(180_000));
});
