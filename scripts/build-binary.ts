// `npm run build:binary`: the single executable dist/bin/ftc-romania (Linux x64), a Node single executable
// application. Steps: build the web app and its server render if stale; bundle the server (src/server/binary/sea-main.ts)
// and every dependency into one CommonJS file; write the SEA config with the client files, the server render's bundle
// and the SQLite addon as assets; let Node make the preparation blob; copy this Node binary and inject the blob with postject.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { inject } from 'postject';
import { readClientFiles } from '../src/server/http/client-assets';
import { ASSET_KEYS, SHARP_ADDON_PATH, type ManifestEntry } from '../src/server/binary/asset-keys';
import { buildClientIfStale, clientIsStale, newestMtime, serverBundleOptions, serverNodeFlags } from './build-steps.mjs';
import { latin1File } from './latin1-source.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const SSR_BUNDLE = path.join(ROOT, 'dist/ssr/entry-server.cjs');
const WORK_DIR = path.join(ROOT, 'dist/sea');
export const BINARY_PATH = path.join(ROOT, 'dist/bin/ftc-romania');
const ENTRY = path.join(ROOT, 'src/server/binary/sea-main.ts');
const BINDINGS_SHIM = path.join(ROOT, 'src/server/binary/bindings-shim.ts');
const ADDON = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const SHARP_SHIM = path.join(ROOT, 'src/server/binary/sharp-addon.ts');
const SHARP_LIB = path.join(ROOT, 'node_modules/@img/sharp-linux-x64/lib');
const LIBVIPS_LIB = path.join(ROOT, 'node_modules/@img/sharp-libvips-linux-x64/lib');
// The fuse Node's SEA support looks for; postject flips it when the blob is injected.
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** better-sqlite3 finds its addon through the `bindings` package, which searches the disk; point it at the embedded copy. */
const bindingsShim: Plugin = {
  name: 'bindings-shim',
  setup(b) {
    b.onResolve({ filter: /^bindings$/ }, () => ({ path: 'bindings', namespace: 'bindings-shim' }));
    b.onLoad({ filter: /.*/, namespace: 'bindings-shim' }, () => ({
      contents: `module.exports = require(${JSON.stringify(BINDINGS_SHIM)}).bindings;`,
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

/** sharp loads its addon with require('@img/sharp-linux-x64/sharp.node'): hand it the embedded one (with libvips). */
const sharpShim: Plugin = {
  name: 'sharp-shim',
  setup(b) {
    // sharp's ES module build finds its addon through createRequire, which a bundle cannot follow: take its CommonJS
    // build, whose plain require() of the addon lands here.
    b.onResolve({ filter: /^sharp$/ }, () => ({ path: path.join(ROOT, 'node_modules/sharp/dist/index.cjs') }));
    b.onResolve({ filter: /^@img\/sharp-linux-x64\/sharp\.node$/ }, () => ({ path: 'sharp', namespace: 'sharp-shim' }));
    // Its first tries, a locally compiled addon (require of a template path), name no file in the executable: the
    // bundler would make them a glob over files that do not exist. They fail as they would without such a build.
    b.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(/require\(`\.\.\/src\/build\/Release\/[^`]*`\)/g, "(() => { throw new Error('no local build of sharp'); })()"),
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
    b.onLoad({ filter: /.*/, namespace: 'sharp-shim' }, () => ({
      contents: `module.exports = require(${JSON.stringify(SHARP_SHIM)}).embeddedSharpAddon();`,
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

/** sharp's native files: its addon and libvips' shared library, at the paths of the extracted folder (asset-keys.ts). */
function sharpFiles(): Array<{ path: string; source: string }> {
  const addon = readdirSync(SHARP_LIB).find((f) => /^sharp-linux-x64.*\.node$/.test(f));
  const libvips = readdirSync(LIBVIPS_LIB).find((f) => /^libvips-cpp\.so\./.test(f));
  if (!addon || !libvips) throw new Error('sharp was installed without its Linux x64 prebuilt parts (@img/sharp-linux-x64, @img/sharp-libvips-linux-x64).');
  return [
    { path: SHARP_ADDON_PATH, source: path.join(SHARP_LIB, addon) },
    { path: `sharp-libvips-linux-x64/lib/${libvips}`, source: path.join(LIBVIPS_LIB, libvips) },
  ];
}

async function bundleServer(outfile: string): Promise<void> {
  // The same options as the server bundle of `npm start` (build-steps.mjs), with every dependency inside.
  const result = await build({ ...serverBundleOptions(ENTRY, outfile), plugins: [bindingsShim, sharpShim] });
  latin1File(outfile); // half the source's memory in V8 (latin1-source.mjs)
  if (result.warnings.length) console.warn(`esbuild: ${result.warnings.length} warning(s) above; check that nothing needs a file at run time.`);
}

function writeSeaConfig(mainFile: string, blob: string, useCodeCache: boolean): string {
  const files = readClientFiles(CLIENT_DIR);
  const manifest: ManifestEntry[] = files.map((f) => ({ path: f.path, mtimeMs: f.mtimeMs }));
  const manifestFile = path.join(WORK_DIR, 'client-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const assets: Record<string, string> = { [ASSET_KEYS.manifest]: manifestFile, [ASSET_KEYS.addon]: ADDON, [ASSET_KEYS.ssrBundle]: SSR_BUNDLE };
  for (const f of files) assets[ASSET_KEYS.clientFile(f.path)] = path.join(CLIENT_DIR, f.path);
  const sharp = sharpFiles();
  const sharpManifest = path.join(WORK_DIR, 'sharp-manifest.json');
  writeFileSync(sharpManifest, JSON.stringify(sharp.map((f) => f.path)));
  assets[ASSET_KEYS.sharpManifest] = sharpManifest;
  for (const f of sharp) assets[ASSET_KEYS.sharpFile(f.path)] = f.source;
  // main and output relative to WORK_DIR (node runs there): the blob records main's path, and no build path should leak.
  // execArgv: the node options of `npm start` (the 1 MB young generation). Node 22.20+ and 24.6+ apply them when the
  // executable starts; Node 20 reads no such field (it ignores it), so an executable built with Node 20 needs them from
  // NODE_OPTIONS, which deploy/ftc-romania.service sets.
  const config = {
    main: path.relative(WORK_DIR, mainFile),
    output: path.relative(WORK_DIR, blob),
    disableExperimentalSEAWarning: true,
    useCodeCache,
    execArgv: serverNodeFlags(ROOT),
    assets,
  };
  const configFile = path.join(WORK_DIR, 'sea-config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  return configFile;
}

/** True when the executable is missing or older than anything that goes into it. */
export function binaryIsStale(root = ROOT): boolean {
  const binary = path.join(root, 'dist/bin/ftc-romania');
  if (!existsSync(binary) || clientIsStale(root)) return true;
  const built = statSync(binary).mtimeMs;
  const inputs = ['src', 'db', 'dist/client', 'dist/ssr', 'scripts/build-binary.ts', 'package-lock.json'].map((p) => path.join(root, p));
  return inputs.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built);
}

export async function buildBinary(): Promise<{ path: string; bytes: number; seconds: number }> {
  const started = performance.now();
  if (process.platform !== 'linux' || process.arch !== 'x64') console.warn(`Warning: built and tested for Linux x64, this is ${process.platform} ${process.arch}.`);
  buildClientIfStale(ROOT);
  statSync(ADDON); // fails early and clearly when better-sqlite3 was installed without its addon

  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  mkdirSync(path.dirname(BINARY_PATH), { recursive: true });

  const mainFile = path.join(WORK_DIR, 'sea-main.cjs');
  await bundleServer(mainFile);
  console.log(`Bundled the server: ${mb(statSync(mainFile).size)}`);

  // The V8 code cache makes the start faster; the blob is made again without it if this Node cannot make it.
  const blob = path.join(WORK_DIR, 'sea-prep.blob');
  let useCodeCache = true;
  try {
    execFileSync(process.execPath, ['--experimental-sea-config', writeSeaConfig(mainFile, blob, true)], { cwd: WORK_DIR, stdio: 'pipe' });
  } catch {
    useCodeCache = false;
    execFileSync(process.execPath, ['--experimental-sea-config', writeSeaConfig(mainFile, blob, false)], { cwd: WORK_DIR, stdio: 'inherit' });
  }

  rmSync(BINARY_PATH, { force: true });
  copyFileSync(process.execPath, BINARY_PATH);
  chmodSync(BINARY_PATH, 0o755);
  await inject(BINARY_PATH, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: SENTINEL_FUSE });

  const bytes = statSync(BINARY_PATH).size;
  const seconds = (performance.now() - started) / 1000;
  console.log(`Built ${path.relative(ROOT, BINARY_PATH)}: ${mb(bytes)} (Node ${process.version}, code cache ${useCodeCache ? 'on' : 'off'}) in ${seconds.toFixed(1)} s`);
  return { path: BINARY_PATH, bytes, seconds };
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  try {
    await buildBinary();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
