// The SQLite addon between CI runs (.ci/run, decision 202). better-sqlite3 installs with prebuild-install, which
// downloads a prebuilt addon from GitHub; without that (this closed network), `npm ci` compiles SQLite from source,
// about a minute of a core. prebuild-install also looks in a folder of local prebuilds (its documented
// `npm_config_<package>_local_prebuilds` setting) for the file it would download, and loads the addon before it
// accepts it (anything else: it compiles). So after an install this keeps the addon the machine compiled there,
// named as prebuild-install looks for it, and the next `npm ci` unpacks it instead of compiling.
//   node scripts/sqlite-addon-cache.mjs dir    prints the folder (the value of the setting)
//   node scripts/sqlite-addon-cache.mjs save   packs node_modules/better-sqlite3's addon there when it is missing
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE_DIR = 'node_modules/better-sqlite3';
const ADDON = 'build/Release/better_sqlite3.node';
const dir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'ftc-romania-build', 'prebuilds');

/** prebuild-install's name for this package, Node ABI, platform and architecture (glibc: no libc part). */
function fileName() {
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  return `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
}

const glibc = () => process.platform !== 'linux' || Boolean(process.report?.getReport().header.glibcVersionRuntime);

const command = process.argv[2];
if (command === 'dir') {
  console.log(dir);
} else if (command === 'save') {
  // A cache only: whatever is missing here, the install already happened and CI goes on.
  const target = existsSync(path.join(PACKAGE_DIR, ADDON)) ? path.join(dir, fileName()) : null;
  if (!target) console.log(`No ${PACKAGE_DIR}/${ADDON} to cache.`);
  else if (!glibc()) console.log('Not caching the SQLite addon: prebuild-install names musl builds differently.');
  else if (existsSync(target)) console.log(`SQLite addon already cached: ${target}`);
  else {
    mkdirSync(dir, { recursive: true });
    const partial = `${target}.${process.pid}.tmp`;
    execFileSync('tar', ['-czf', partial, '-C', PACKAGE_DIR, ADDON]);
    renameSync(partial, target); // whole or not at all, should two runs save at once
    console.log(`Cached the SQLite addon for the next npm ci: ${target}`);
  }
} else {
  console.error('usage: node scripts/sqlite-addon-cache.mjs dir|save');
  process.exitCode = 2;
}
