// How the single executable puts its SQLite addon on disk: once, in a private folder named for the content, reused
// by later starts only when it is still private and the bytes are exactly right; then loaded and used for real.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { SHARP_ADDON_PATH } from '../../src/server/binary/asset-keys';
import { extractAddon, extractAddonSet, loadAddon } from '../../src/server/binary/native-addon';

const ADDON = readFileSync(path.resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node'));
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ftc-addon-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('extractAddon', () => {
  it('writes the addon once into a private folder and reuses it on the next start', () => {
    const first = extractAddon(ADDON, root);
    expect(first.reused).toBe(false);
    expect(readFileSync(first.file).equals(ADDON)).toBe(true);
    expect(statSync(path.dirname(first.file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(first.file))).toEqual(['better_sqlite3.node']); // no temp file left behind

    const second = extractAddon(ADDON, root);
    expect(second).toMatchObject({ file: first.file, reused: true });
    expect(readdirSync(root)).toHaveLength(1);
  });

  it('a different build gets its own folder', () => {
    const a = extractAddon(ADDON, root);
    const b = extractAddon(Buffer.concat([ADDON, Buffer.from([0])]), root);
    expect(path.dirname(b.file)).not.toBe(path.dirname(a.file));
  });

  it('rewrites a file whose bytes were changed', () => {
    const first = extractAddon(ADDON, root);
    writeFileSync(first.file, 'not the addon');
    const again = extractAddon(ADDON, root);
    expect(again.reused).toBe(false);
    expect(readFileSync(again.file).equals(ADDON)).toBe(true);
  });

  it('never trusts a folder others can enter: uses a fresh one of its own, removed by cleanup', () => {
    const shared = path.dirname(extractAddon(ADDON, root).file);
    chmodSync(shared, 0o755);
    const extracted = extractAddon(ADDON, root);
    expect(path.dirname(extracted.file)).not.toBe(shared);
    expect(statSync(path.dirname(extracted.file)).mode & 0o777).toBe(0o700);
    extracted.cleanup();
    expect(readdirSync(root)).toEqual([path.basename(shared)]);
  });
});

describe('loadAddon', () => {
  it('loads the extracted addon (its exports are the driver\'s classes), and better-sqlite3 runs on that file', () => {
    const { file } = extractAddon(ADDON, root);
    expect(loadAddon(file)).toHaveProperty('Database', expect.any(Function));
    const db = new Database(':memory:', { nativeBinding: file });
    try {
      expect(db.prepare('SELECT sqlite_version() AS v').get()).toMatchObject({ v: expect.stringMatching(/^3\./) });
    } finally {
      db.close();
    }
  });

  it('says what to do when the file cannot be loaded', () => {
    const bogus = path.join(root, 'bogus.node');
    writeFileSync(bogus, 'not a shared library');
    expect(() => loadAddon(bogus)).toThrow(/Could not load the SQLite driver .*TMPDIR/);
  });
});

describe('sharp inside the executable (issue 14)', () => {
  it("extracts sharp's addon and libvips where the addon's rpath finds it, and the addon loads from there", () => {
    const lib = path.resolve('node_modules/@img/sharp-linux-x64/lib');
    const vips = path.resolve('node_modules/@img/sharp-libvips-linux-x64/lib');
    const addon = readdirSync(lib).find((f) => f.endsWith('.node'))!;
    const libvips = readdirSync(vips).find((f) => f.startsWith('libvips-cpp.so.'))!;
    const files = [
      { path: SHARP_ADDON_PATH, bytes: readFileSync(path.join(lib, addon)) },
      { path: `sharp-libvips-linux-x64/lib/${libvips}`, bytes: readFileSync(path.join(vips, libvips)) },
    ];
    const set = extractAddonSet(files, root);
    expect(statSync(set.dir).mode & 0o777).toBe(0o700);
    expect(readFileSync(path.join(set.dir, SHARP_ADDON_PATH)).equals(files[0]!.bytes)).toBe(true);
    expect(extractAddonSet(files, root)).toMatchObject({ dir: set.dir, reused: true });

    // Loaded in a fresh process (this one already holds sharp's own copy): it answers libvips' version.
    const script = `const m = { exports: {} }; process.dlopen(m, ${JSON.stringify(path.join(set.dir, SHARP_ADDON_PATH))}); console.log(m.exports.libvipsVersion().semver);`;
    const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
    expect(out).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
