// The single executable on its own: copied alone into an empty folder and run with a PATH that has no node (and a
// clean environment), it serves the site with the embedded client and SQLite addon, takes uploads, makes a backup
// while it serves and writes, stops cleanly on SIGTERM, syncs from a fake of FIRST's API, restores that backup, and
// checks the data.
// Run with `npm run test:binary` (builds dist/bin/ftc-romania first when it is missing or older than the sources).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BINARY_PATH, binaryIsStale } from '../../scripts/build-binary';
import { TARGET_NODE } from '../../scripts/target-node';
import { httpClient, type HttpClient } from '../helpers/child-server';
import { integrityOf, rowCountsOf, withSqlite } from '../helpers/db-check';
import { fakeEnv, fakeEvent, fakeTeam, startFakeFtcApi } from '../helpers/ftc-fake';
import { samples } from '../helpers/multipart';
import { scaled } from '../helpers/time-scale';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'admin@binary.test', password: 'a long binary password' };

let dir: string;
let binary: string;
let env: Record<string, string>;
let server: { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** Runs the executable to completion, in the folder, with the clean environment (plus overrides). */
function run(args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(binary, args, { cwd: dir, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `serve` on port 0 and resolves once it says where it listens. */
function serve(options: { cwd?: string; env?: Record<string, string> } = {}): Promise<typeof server> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { cwd: options.cwd ?? dir, env: { ...env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`No "running at" line in time:\n${log}`)), scaled(90_000));
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => log, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The executable exited (${code}) before serving:\n${log}`));
    });
  });
}

beforeAll(async () => {
  if (binaryIsStale(ROOT)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-binary.ts'], { cwd: ROOT, stdio: 'inherit' });
  }
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-binary-'));
  binary = path.join(dir, 'ftc-romania');
  copyFileSync(BINARY_PATH, binary);
  execFileSync('chmod', ['755', binary]);
  const emptyPath = path.join(dir, 'no-programs-here');
  mkdirSync(emptyPath);
  mkdirSync(path.join(dir, 'tmp'));
  // Nothing from this process's environment: no PATH with node, no NODE_OPTIONS, no loader.
  env = {
    PATH: emptyPath,
    HOME: dir,
    TMPDIR: path.join(dir, 'tmp'),
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_PATH: 'data/site.sqlite',
    UPLOADS_DIR: 'uploads',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
  };
  expect(readdirSync(dir).sort()).toEqual(['ftc-romania', 'no-programs-here', 'tmp']);
}, scaled(900_000));

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the single executable, alone in a folder, without node', () => {
  it('--help lists the commands and the settings', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const word of ['serve', 'migrate', 'backup', 'restore', 'check', 'user create', 'PORT', 'HOST', 'DATABASE_PATH', 'UPLOADS_DIR', 'ADMIN_EMAIL', 'SEED_DEMO']) {
      expect(help.stdout).toContain(word);
    }
    expect(help.stdout).toContain('ftc-romania');
  });

  it('is built with its licence and the third-party notices beside it (issue 23 point 6)', () => {
    const out = path.dirname(BINARY_PATH);
    expect(readFileSync(path.join(out, 'LICENSE'), 'utf8')).toBe(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'));
    const notices = readFileSync(path.join(out, 'THIRD_PARTY_NOTICES.md'), 'utf8');
    // The libraries the executable carries as files of their own, and Node.js, which it is a copy of.
    for (const part of ['| better-sqlite3 |', '| sharp |', '| @img/sharp-libvips-linux-x64 |', '| react |', 'GNU LESSER GENERAL PUBLIC LICENSE', 'SIL OPEN FONT LICENSE', `Node.js v${TARGET_NODE.version}`]) {
      expect(notices).toContain(part);
    }
  });

  it('serves the home page and its script from the embedded copy, and /api/health', async () => {
    server = await serve();
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await home.text();
    expect(html).toContain('<div id="root">');
    // The page's one script is boot.ts, which names the app's script (loaded after the first paint): that one.
    const script = /<script[^>]+src="\/assets\/boot-[^"]+\.js"[^>]* data-app="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Each page with its own head (issue 14), an unknown path a 404 with the same shell.
    const page = await fetch(`${server.url}/news`);
    expect(page.status).toBe(200);
    const news = await page.text();
    expect(news).toContain('<title>Noutăți · FIRST Tech Challenge Romania</title>');
    // Rendered on the server from the embedded render bundle: the heading and the posts, and their data for hydration.
    expect(news).toMatch(/<h1[^>]*>Toate postările<\/h1>/);
    // A post's title links to its own page (issue 24).
    expect(news).toMatch(/<article[^>]*>[\s\S]*<h2[^>]*><a href="\/news\/[\w-]+"[^>]*>[^<]+<\/a><\/h2>/);
    expect(news).toContain('<script type="application/json" id="ssr-state">');
    // Its stylesheets inlined from the extracted copy (no stylesheet request before the first paint).
    expect(news).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">[^<]*\{/);
    expect(news).not.toMatch(/<link rel="stylesheet" crossorigin/);
    const missing = await fetch(`${server.url}/noutati`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(200);
    expect((await fetch(`${server.url}/favicon.ico`)).headers.get('content-type')).toBe('image/vnd.microsoft.icon');

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, message: { status: 'ok' } });
    // Nothing was written beside the executable but the data; the addon and the web app went to private folders
    // under TMPDIR, kept for the next start of the same build.
    expect(readdirSync(dir).sort()).toEqual(['data', 'ftc-romania', 'no-programs-here', 'tmp', 'uploads']);
    // The web app, the SQLite addon and (once the start's image pass or an upload needs it) sharp with libvips.
    const extracted = readdirSync(path.join(dir, 'tmp')).sort();
    expect(extracted.length === 2 || extracted.length === 3, extracted.join(', ')).toBe(true);
    for (const folder of extracted) expect(statSync(path.join(dir, 'tmp', folder)).mode & 0o777, folder).toBe(0o700);
    const web = extracted.find((f) => /^ftc-romania-\d+-web-[0-9a-f]{16}$/.test(f));
    expect(web, extracted.join(', ')).toBeDefined();
    const addon = extracted.find((f) => readdirSync(path.join(dir, 'tmp', f)).includes('better_sqlite3.node'));
    expect(readdirSync(path.join(dir, 'tmp', addon!))).toEqual(['better_sqlite3.node']);
    // The client folder that is served, and beside it (not served) the server render's bundle.
    expect(readdirSync(path.join(dir, 'tmp', web!)).sort()).toEqual(['client', 'complete', 'ssr']);
    expect(readdirSync(path.join(dir, 'tmp', web!, 'client'))).toContain('index.html');
    expect(readdirSync(path.join(dir, 'tmp', web!, 'ssr'))).toEqual(['entry-server.cjs']);
  });

  let admin: HttpClient;
  it('signs in, and stores and serves an upload', async () => {
    admin = httpClient(server.url);
    await admin.login(ADMIN.email, ADMIN.password);
    const profile = await admin.request('GET', '/api/auth/profile');
    expect(profile.status).toBe(200);

    const pdf = Buffer.concat([samples.pdf(), Buffer.from(`%${randomBytes(8).toString('hex')}\n`)]);
    const form = new FormData();
    form.append('entityType', 'resource_file');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'regulament.pdf');
    const res = await fetch(`${server.url}/api/files/upload`, { method: 'POST', headers: admin.authHeaders(), body: form });
    expect(res.status).toBe(201);
    const file = ((await res.json()) as { message: { id: number; path: string } }).message;

    // Attached to nothing yet, the file is hidden from visitors (issue 21, finding 4) and served to its editor.
    expect((await fetch(`${server.url}${file.path}`)).status).toBe(404);
    const served = await fetch(`${server.url}${file.path}`, { headers: admin.authHeaders() });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    const uploads = path.join(dir, 'uploads');
    const stored = readdirSync(uploads).filter((name) => statSync(path.join(uploads, name)).isFile() && readFileSync(path.join(uploads, name)).equals(pdf));
    expect(stored).toHaveLength(1);
  });

  it('makes WebP and AVIF variants of an uploaded image with the embedded sharp and libvips (issue 14)', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#F57E25' } }).png().toBuffer();
    const form = new FormData();
    form.append('entityType', 'event_image');
    form.append('file', new Blob([png], { type: 'image/png' }), 'poza.png');
    const res = await fetch(`${server.url}/api/files/upload`, { method: 'POST', headers: admin.authHeaders(), body: form });
    expect(res.status).toBe(201);
    const file = ((await res.json()) as { message: { width: number; height: number; variants: Array<{ format: string; width: number; path: string }> } }).message;
    expect(file).toMatchObject({ width: 1200, height: 800 });
    const webp = file.variants.find((v) => v.format === 'webp' && v.width === 960);
    expect(webp, JSON.stringify(file.variants)).toBeDefined();
    const served = await fetch(`${server.url}${webp!.path}`, { headers: admin.authHeaders() });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960);
    const sets = readdirSync(path.join(dir, 'tmp')).filter((f) => existsSync(path.join(dir, 'tmp', f, 'sharp-linux-x64/lib/sharp.node')));
    expect(sets).toHaveLength(1);
  });

  const backupFile = () => path.join(dir, 'backups', 'site-backup.sqlite');
  it('backs up while it serves and the site is being written to', async () => {
    const postsIn = (file: string) => withSqlite(file, (db) => rowCountsOf(db).home_posts!, { readonly: true });
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const res = await admin.request('POST', '/api/home-posts', { title: `Postare ${writes}`, description: 'Scrisă în timpul copiei de siguranță.' });
        if (res.status !== 201) throw new Error(`write failed: ${res.status} ${JSON.stringify(res.body)}`);
        writes += 1;
      }
    })();
    // Five writes acknowledged first; a writer that fails ends the wait with its own error.
    await Promise.race([expect.poll(() => writes).toBeGreaterThanOrEqual(5), writer]);
    const before = writes;
    const backup = await run(['backup', backupFile()]);
    const after = writes;
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(after).toBeGreaterThan(before); // the site kept writing while the copy was made
    expect(withSqlite(backupFile(), integrityOf, { readonly: true })).toBe('ok');
    // One moment's snapshot: every post written before the backup started, none written after it ended (the one
    // write in flight may have committed before its answer came back).
    const seeded = postsIn(path.join(dir, 'data/site.sqlite')) - writes;
    const inBackup = postsIn(backupFile()) - seeded;
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(inBackup).toBeLessThanOrEqual(after + 1);
  });

  it('stops on SIGTERM with exit code 0, keeping its copy of the web app for the next start of the same build', async () => {
    const before = readdirSync(path.join(dir, 'tmp')).filter((name) => name.includes('-web-'));
    expect(before).toHaveLength(1);
    const written = statSync(path.join(dir, 'tmp', before[0]!, 'complete')).mtimeMs;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(readdirSync(path.join(dir, 'tmp')).filter((name) => name.includes('-web-'))).toEqual(before);
    // A second start reuses it: nothing written again.
    const again = await serve();
    try {
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      expect(statSync(path.join(dir, 'tmp', before[0]!, 'complete')).mtimeMs).toBe(written);
    } finally {
      again.child.kill('SIGTERM');
    }
    expect(await again.exited).toBe(0);
  });

  it('sync: brings the teams and events from a loopback fake of FIRST\'s FTC Events API and says what changed', async () => {
    const fake = await startFakeFtcApi();
    try {
      fake.events = [fakeEvent('ROBINQ', { name: 'Romania Binary Qualifier', city: 'Iași' })];
      fake.teams = [fakeTeam(23001, { nameShort: 'Binary Bots', city: 'Iași' }), fakeTeam(23002, { nameShort: 'Static Sparks', city: 'Bacău' })];
      fake.eventTeams = new Map([['ROBINQ', [23001, 23002]]]);
      const sync = await run(['sync'], fakeEnv(fake));
      expect(sync.stderr).toBe('');
      expect(sync.code).toBe(0);
      expect(sync.stdout).toContain('Events: 1 added: ROBINQ; 0 changed; 0 unchanged.');
      expect(sync.stdout).toContain('Teams: 2 added: 23001, 23002; 0 changed; 0 withdrawn; 0 unchanged.');
      expect(fake.requests.length).toBeGreaterThan(0);
      expect(fake.requests.every((r) => r.authorized)).toBe(true);
      const synced = withSqlite(
        path.join(dir, 'data/site.sqlite'),
        (db) => db.prepare("SELECT t.name FROM event_teams et JOIN teams t ON t.id = et.team_id JOIN events e ON e.id = et.event_id WHERE e.ftc_event_code = 'ROBINQ' ORDER BY t.team_number").all(),
        { readonly: true },
      );
      expect(synced).toEqual([{ name: 'Binary Bots' }, { name: 'Static Sparks' }]);

      const refused = await run(['sync'], fakeEnv(fake, { FTC_API_KEY: 'WRONG-KEY-FOR-THE-BINARY' }));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe('Error: the FTC Events sync failed: The FTC Events API refused the credentials (401): check FTC_API_USERNAME and FTC_API_KEY.\n');
    } finally {
      await fake.close();
    }
  });

  it('in development, run beside a node_modules that has pino-pretty, it still starts (no log transport worker)', async () => {
    const dev = await serve({
      cwd: ROOT,
      env: { NODE_ENV: 'development', DATABASE_PATH: path.join(dir, 'dev/site.sqlite'), UPLOADS_DIR: path.join(dir, 'dev/uploads'), SEED_DEMO: 'false' },
    });
    try {
      expect((await fetch(`${dev.url}/api/health`)).status).toBe(200);
    } finally {
      dev.child.kill('SIGTERM');
    }
    expect(await dev.exited).toBe(0);
    expect(dev.output()).toContain('"msg":"incoming request"'); // JSON lines, as without pino-pretty
  });

  it('restores the backup into a new database with the same rows, and check passes', async () => {
    const restoredDb = 'restored/site.sqlite';
    const restore = await run(['restore', backupFile()], { DATABASE_PATH: restoredDb });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const backupCounts = withSqlite(backupFile(), rowCountsOf, { readonly: true });
    const restoredCounts = withSqlite(path.join(dir, restoredDb), rowCountsOf, { readonly: true });
    // The same rows, and the one history entry the restore writes into the copy it puts in place (issue 15).
    expect(restoredCounts).toEqual({ ...backupCounts, activity: (backupCounts.activity ?? 0) + 1 });
    expect(backupCounts.users).toBeGreaterThan(0);
    expect(backupCounts.files).toBeGreaterThan(1);

    const check = await run(['check'], { DATABASE_PATH: restoredDb });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    const checkLive = await run(['check']);
    expect(checkLive.code, checkLive.stdout + checkLive.stderr).toBe(0);
  });
});
