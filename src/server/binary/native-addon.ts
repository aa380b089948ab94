// The single executable carries better-sqlite3's compiled addon as an asset. A shared library can only be loaded from
// a file, so it is written once to a private folder under the temp directory and loaded from there. The folder is
// named for the addon's content hash, so later starts of the same build reuse it instead of writing it again; it is
// trusted only if it is ours, closed to other users, and the file inside has exactly the expected bytes.
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE_NAME = 'better_sqlite3.node';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The folder is a real directory of this user that no one else can enter. */
function isPrivateDir(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    const uid = process.getuid?.();
    return stat.isDirectory() && (uid === undefined || stat.uid === uid) && (stat.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

function holdsAddon(file: string, hash: string): boolean {
  try {
    return lstatSync(file).isFile() && sha256(readFileSync(file)) === hash;
  } catch {
    return false;
  }
}

/** Writes through a temporary name and renames, so a second process starting at the same time never loads half a file. */
function writeAddon(dir: string, bytes: Uint8Array): string {
  const file = path.join(dir, FILE_NAME);
  const partial = path.join(dir, `${FILE_NAME}.${process.pid}.tmp`);
  writeFileSync(partial, bytes, { mode: 0o700 });
  renameSync(partial, file);
  return file;
}

export interface ExtractedAddon {
  file: string;
  /** True when an earlier start had already written it. */
  reused: boolean;
  /** Removes the file when it was written to a one-off folder (the shared one is kept for the next start). */
  cleanup(): void;
}

/** Puts the addon bytes in a private file and says where. tmpRoot defaults to os.tmpdir() (TMPDIR). */
export function extractAddon(bytes: Uint8Array, tmpRoot = os.tmpdir()): ExtractedAddon {
  const hash = sha256(bytes);
  const user = process.getuid?.() ?? 'user';
  const shared = path.join(tmpRoot, `ftc-romania-${user}-${hash.slice(0, 16)}`);
  const noCleanup = () => undefined;

  if (isPrivateDir(shared) && holdsAddon(path.join(shared, FILE_NAME), hash)) {
    return { file: path.join(shared, FILE_NAME), reused: true, cleanup: noCleanup };
  }
  try {
    mkdirSync(shared, { mode: 0o700 });
    chmodSync(shared, 0o700); // mkdir's mode is filtered by the umask
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (isPrivateDir(shared)) return { file: writeAddon(shared, bytes), reused: false, cleanup: noCleanup };

  // Someone else holds that name (or it is not private): use a fresh folder of our own, removed at exit.
  const own = mkdtempSync(path.join(tmpRoot, 'ftc-romania-'));
  chmodSync(own, 0o700);
  return { file: writeAddon(own, bytes), reused: false, cleanup: () => rmSync(own, { recursive: true, force: true }) };
}

/** Loads a Node addon from a file and answers its exports (what better-sqlite3 takes as nativeBinding). */
export function loadAddon(file: string): object {
  const addon = { exports: {} };
  try {
    process.dlopen(addon, file, os.constants.dlopen.RTLD_NOW);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not load the SQLite driver from ${file}: ${reason}. If the temp folder is mounted noexec, set TMPDIR to a folder where programs may run.`,
      { cause: error },
    );
  }
  return addon.exports;
}
