// backup: an online, consistent copy of the database while the site runs, plus the uploads when asked.
// The copy is made with VACUUM INTO from a connection of its own: one read transaction, so it is a snapshot of one
// moment even while the server writes (WAL readers never block the writer), and compact. It is written to a temp
// name next to the destination, integrity-checked, flushed, then renamed: a failed backup never leaves a partial
// file under the destination's name.
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { isStorageKey } from '../storage/storage';
import { APP_VERSION } from '../version';
import { ARCHIVE_DATABASE, ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, ARCHIVE_MANIFEST, ARCHIVE_UPLOADS, type ArchiveManifest } from './archive';
import { lockPathOf } from './lock';
import { makePrivate, makePrivateFolder } from '../private-files';
import { fsyncPath, openExisting, verifyDatabaseFile } from './sqlite-file';

export interface BackupOptions {
  databasePath: string;
  /** The backup file: a database copy, or with uploadsDir a .tar archive of the database and the uploads. */
  destination: string;
  uploadsDir?: string;
}

export interface BackupResult {
  destination: string;
  bytes: number;
  pages?: number;
  /** Stored files put in the archive (with uploadsDir). */
  files?: number;
  /** Storage keys the database copy names but the uploads folder lacked (already missing, or removed meanwhile). */
  missingFiles?: string[];
}

const inside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Copies the live database to `copy` (which must not exist) as one consistent snapshot. */
function snapshot(databasePath: string, copy: string): void {
  const sqlite = openExisting(databasePath);
  try {
    sqlite.prepare('VACUUM INTO ?').run(copy);
  } finally {
    sqlite.close();
  }
}

function storageKeysIn(databaseFile: string): string[] {
  const sqlite = openExisting(databaseFile);
  try {
    return (sqlite.prepare('SELECT storage_key FROM files').all() as Array<{ storage_key: string }>).map((r) => r.storage_key);
  } finally {
    sqlite.close();
  }
}

const storedFiles = (uploadsDir: string): string[] =>
  existsSync(uploadsDir) ? readdirSync(uploadsDir, { withFileTypes: true }).filter((e) => e.isFile() && isStorageKey(e.name)).map((e) => e.name) : [];

/** Writes the archive at `file` from the work folder (manifest, database copy) and the uploads folder. */
async function writeArchive(file: string, work: string, uploadsDir: string, keys: string[]): Promise<void> {
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    appVersion: APP_VERSION,
    createdAt: new Date().toISOString(),
    database: ARCHIVE_DATABASE,
    files: keys.length,
  };
  writeFileSync(path.join(work, ARCHIVE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(file, { force: true });
  await tar.c({ file, cwd: work, portable: true }, [ARCHIVE_MANIFEST, ARCHIVE_DATABASE]);
  if (keys.length) await tar.r({ file, cwd: uploadsDir, prefix: ARCHIVE_UPLOADS, portable: true }, keys);
}

export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const databasePath = path.resolve(options.databasePath);
  const destination = path.resolve(options.destination);
  const uploadsDir = options.uploadsDir ? path.resolve(options.uploadsDir) : undefined;
  if (!existsSync(databasePath)) throw new Error(`There is no database at ${databasePath}.`);
  const ownFiles = [databasePath, `${databasePath}-wal`, `${databasePath}-shm`, `${databasePath}-journal`, lockPathOf(databasePath)];
  if (ownFiles.includes(destination)) throw new Error('The backup must be written to another file than the database.');
  if (uploadsDir && inside(destination, uploadsDir)) throw new Error('The backup must be written outside the uploads folder.');
  if (existsSync(destination) && statSync(destination).isDirectory()) throw new Error(`${destination} is a folder; give the backup a file name.`);

  makePrivateFolder(path.dirname(destination));
  // On the destination's disk, so the final rename is atomic; hidden, and removed whatever happens.
  const work = mkdtempSync(path.join(path.dirname(destination), `.${path.basename(destination)}.partial-`));
  try {
    const copy = path.join(work, ARCHIVE_DATABASE);
    snapshot(databasePath, copy);
    const { pages } = verifyDatabaseFile(copy);

    let finished = copy;
    let files: number | undefined;
    let missingFiles: string[] | undefined;
    if (uploadsDir) {
      finished = path.join(work, 'backup.tar');
      // Stored files are never rewritten, only added and removed: a file removed between listing and packing makes
      // tar fail with ENOENT, and listing again settles it.
      let keys: string[] = [];
      for (let attempt = 1; ; attempt += 1) {
        keys = storedFiles(uploadsDir);
        try {
          await writeArchive(finished, work, uploadsDir, keys);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
        }
      }
      files = keys.length;
      const onDisk = new Set(keys);
      missingFiles = storageKeysIn(copy).filter((key) => !onDisk.has(key));
    }

    makePrivate(finished); // the copy holds the signing key and the sessions: 0600 whatever the umask
    fsyncPath(finished);
    renameSync(finished, destination);
    fsyncPath(path.dirname(destination));
    return { destination, bytes: statSync(destination).size, pages, ...(uploadsDir ? { files, missingFiles } : {}) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
