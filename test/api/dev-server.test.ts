// `npm run dev` renders every page on the server as production does (issue 23: what a developer sees is what a crawler
// gets). Its server (scripts/dev-server.ts) is started here from the sources, without a build and without the Vite
// dev server in front: the page comes back rendered, with its head, its data for hydration and the module script the
// browser loads from Vite; no inline script (the CSP allows none, so React's hot reload comes from a module).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { scaled } from '../helpers/time-scale';

let dir: string;
let server: ChildServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-dev-'));
  server = await startChildServer({
    program: ['--import', 'tsx', 'scripts/dev-server.ts'],
    args: [],
    env: { NODE_ENV: 'development', DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'true' },
  });
}, scaled(120_000));

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders a page on the server, with its head and data, from the sources', async () => {
    const res = await fetch(`${server.url}/events`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<title>Evenimente · FIRST Tech Challenge Romania</title>');
    expect(body).toMatch(/<div id="root">[^]*<a class="skip-link"[^]*<h1[^>]*>Evenimente<\/h1>/);
    expect(body).toContain('<script type="application/json" id="ssr-state">');
    expect(body).toContain('<script type="module" src="/main.tsx"></script>');
    expect(body).not.toMatch(/<script(?![^>]*\b(type="application\/(ld\+)?json"|src=))[^>]*>/);
  }, scaled(60_000));

  it('answers an unknown address with the not-found page and its 404', async () => {
    const res = await fetch(`${server.url}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Pagina nu a fost găsită · FIRST Tech Challenge Romania</title>');
  }, scaled(60_000));
});
