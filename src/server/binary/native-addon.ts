// The single executable carries its compiled addons as assets: better-sqlite3's, and sharp's with the libvips shared
// library it links to (issue 14). A shared library can only be loaded from a file, so each set is written once to a
// private folder under the temp directory and loaded from there. The folder is named for the content hash, so later
// starts of the same build reuse it instead of writing it again; it is trusted only if it is ours, closed to other
// users, and every file inside has exactly the expected bytes.
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE_NAME = 'better_sqlite3.node';

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The folder is a real directory of this user that no one else can enter. */
export function isPrivateDir(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    const uid = process.getuid?.();
    return stat.isDirectory() && (uid === undefined || stat.uid === uid) && (stat.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

function holdsFile(file: string, hash: string): boolean {
  try {
    return lstatSync(file).isFile() && sha256(readFileSync(file)) === hash;
  } catch {
    return false;
  }
}

/** One file of a set: its path inside the folder (forward slashes, subfolders allowed) and its bytes. */
export interface AddonFile {
  path: string;
  bytes: Uint8Array;
  /** The modification time to give the file (the web app's files keep their build's: ETag and Last-Modified). */
  mtimeMs?: number;
  /** 0o700 by default (a shared library); 0o600 for files that are only read. */
  mode?: number;
}

/** Writes through a temporary name and renames, so a second process starting at the same time never loads half a file. */
export function writeFiles(dir: string, files: Iterable<AddonFile>): void {
  for (const { path: relative, bytes, mtimeMs, mode = 0o700 } of files) {
    const file = path.join(dir, ...relative.split('/'));
    if (!file.startsWith(dir + path.sep)) throw new Error(`A file outside its folder: ${relative}`);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, bytes, { mode });
    if (mtimeMs !== undefined) utimesSync(partial, new Date(mtimeMs), new Date(mtimeMs));
    renameSync(partial, file);
  }
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
  const set = extractAddonSet([{ path: FILE_NAME, bytes }], tmpRoot);
  return { file: path.join(set.dir, FILE_NAME), reused: set.reused, cleanup: set.cleanup };
}

export interface ExtractedSet {
  dir: string;
  reused: boolean;
  cleanup(): void;
}

/**
 * Puts a set of files (an addon and the shared libraries it finds by its rpath, in their relative places) in one
 * private folder named for all their contents; the same rules as extractAddon.
 */
export function extractAddonSet(files: readonly AddonFile[], tmpRoot = os.tmpdir()): ExtractedSet {
  const hashes = files.map((f) => sha256(f.bytes));
  // A single file keeps the folder name of its bytes' hash (as before sets existed).
  const hash = files.length === 1 ? hashes[0]! : sha256(new TextEncoder().encode(files.map((f, i) => `${f.path}\0${hashes[i]}`).join('\n')));
  const user = process.getuid?.() ?? 'user';
  const shared = path.join(tmpRoot, `ftc-romania-${user}-${hash.slice(0, 16)}`);
  const noCleanup = () => undefined;

  if (isPrivateDir(shared) && files.every((f, i) => holdsFile(path.join(shared, f.path), hashes[i]!))) {
    return { dir: shared, reused: true, cleanup: noCleanup };
  }
  try {
    mkdirSync(shared, { mode: 0o700 });
    chmodSync(shared, 0o700); // mkdir's mode is filtered by the umask
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (isPrivateDir(shared)) {
    writeFiles(shared, files);
    return { dir: shared, reused: false, cleanup: noCleanup };
  }

  // Someone else holds that name (or it is not private): use a fresh folder of our own, removed at exit.
  const own = mkdtempSync(path.join(tmpRoot, 'ftc-romania-'));
  chmodSync(own, 0o700);
  writeFiles(own, files);
  return { dir: own, reused: false, cleanup: () => rmSync(own, { recursive: true, force: true }) };
}

/** Loads a Node addon from a file and answers its exports (what better-sqlite3 takes as nativeBinding). */
export function loadAddon(file: string, what = 'the SQLite driver'): object {
  const addon = { exports: {} };
  try {
    process.dlopen(addon, file, os.constants.dlopen.RTLD_NOW);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not load ${what} from ${file}: ${reason}. If the temp folder is mounted noexec, set TMPDIR to a folder where programs may run.`,
      { cause: error },
    );
  }
  return addon.exports;
}
