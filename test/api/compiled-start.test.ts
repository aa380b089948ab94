// Issue 11: `npm start` runs the compiled server with plain node, and builds it first when it is missing, so
// "npm ci then npm start" still works from a fresh clone. Played in a folder that links the project's sources and
// has no dist/server yet. dist/client and dist/ssr are links to the project's own build (made before the tests run):
// the web app must not be rebuilt here, since a build empties dist/client while other test files' browsers load
// pages from it (which once left their pages without their scripts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, serverIsStale } from '../../scripts/build-steps.mjs';
import { startChildServer } from '../helpers/child-server';
import { scaled } from '../helpers/time-scale';

const ROOT = path.resolve(import.meta.dirname, '../..');
let clone: string;

beforeAll(() => {
  clone = mkdtempSync(path.join(tmpdir(), 'ftc-clone-'));
  for (const entry of ['src', 'db', 'scripts', 'node_modules', 'package.json', 'package-lock.json', 'vite.config.ts']) {
    symlinkSync(path.join(ROOT, entry), path.join(clone, entry));
  }
  mkdirSync(path.join(clone, 'dist'));
  for (const built of ['dist/client', 'dist/ssr']) symlinkSync(path.join(ROOT, built), path.join(clone, built));
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe('npm start (scripts/start.mjs)', () => {
  it('compiles the missing server, then serves it with plain node', async () => {
    expect(serverIsStale(clone)).toBe(true);
    const dir = path.join(clone, 'data');
    const server = await startChildServer({
      cwd: clone,
      program: [path.join(clone, 'scripts/start.mjs')],
      args: [],
      env: { DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false', ADMIN_PASSWORD: 'a long password' },
    });
    try {
      expect(existsSync(path.join(clone, SERVER_BUNDLE))).toBe(true);
      expect(serverIsStale(clone)).toBe(false);
      expect(server.output()).toContain('Building the server (dist/server)...');
      expect(server.output()).not.toContain('Building the web app');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/`)).headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await server.stop();
    }
  }, scaled(120_000));

  it('and the commands of package.json run compiled JavaScript: tsx is a development dependency only', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of ['start', 'serve', 'cli', 'db:migrate', 'user', 'backup', 'restore', 'check']) {
      expect(pkg.scripts[name], name).toMatch(/^node (--[\w-]+=?\S* )*scripts\/(start|cli)\.mjs\b/);
    }
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });
});
