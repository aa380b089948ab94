// restore: puts a backup (a database copy, or an archive with the uploads) in place of the site's data. It checks the
// backup first, refuses while a server uses the database, and keeps what it replaces beside it
// (`<name>.before-restore-<time>`), so a restore can itself be undone.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { ALL_MIGRATIONS, compareMigrations, type MigrationList } from '../db/migrator';
import { ARCHIVE_DATABASE, ARCHIVE_FORMAT, ARCHIVE_MANIFEST, ARCHIVE_UPLOADS, isArchiveEntry, looksLikeTar, type ArchiveManifest } from './archive';
import { lockHolder, lockPathOf } from './lock';
import { makePrivate, privateFolderTree } from '../private-files';
import { fileHead, fileStamp, fsyncPath, looksLikeSqlite, openExisting, verifyDatabaseFile } from './sqlite-file';

export interface RestoreOptions {
  /** A backup: a database copy, or an archive made with `backup --uploads`. */
  source: string;
  databasePath: string;
  /** Where the archive's uploads go; without it (or from a database copy) the uploads folder is left as it is. */
  uploadsDir?: string;
  /** The migrations this version knows (tests); a backup with any other is refused. */
  migrations?: MigrationList;
}

export interface RestoreResult {
  databasePath: string;
  /** Where the replaced database was kept, or null when there was none. */
  previousDatabase: string | null;
  uploadsRestored: boolean;
  /** Stored files restored (when uploadsRestored). */
  files?: number;
  /** Where the replaced uploads folder was kept, or null. */
  previousUploads?: string | null;
  /** Migrations the backup lacks; the server applies them at its next start, after a backup. */
  pendingMigrations: string[];
}

/** Refused because a running server uses the database. */
export class DatabaseInUseError extends Error {}

/** Moves a file or folder; across disks (EXDEV) by copying. */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}

function readManifest(work: string, source: string): ArchiveManifest {
  let manifest: Partial<ArchiveManifest> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(work, ARCHIVE_MANIFEST), 'utf8')) as Partial<ArchiveManifest>;
  } catch {
    // reported below
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`${source} is not a backup archive of this site (no ${ARCHIVE_MANIFEST}).`);
  if (!existsSync(path.join(work, ARCHIVE_DATABASE))) throw new Error(`${source} holds no database (${ARCHIVE_DATABASE}).`);
  return manifest as ArchiveManifest;
}

/** Stages the backup in `work`; returns the database copy and, for an archive, the staged uploads folder. */
async function stage(source: string, work: string): Promise<{ database: string; uploads: string | null }> {
  const head = fileHead(source, 512);
  const database = path.join(work, ARCHIVE_DATABASE);
  if (looksLikeSqlite(head)) {
    cpSync(source, database);
    return { database, uploads: null };
  }
  if (!looksLikeTar(head)) throw new Error(`${source} is neither a database nor a backup archive of this site.`);
  try {
    await tar.x({
      file: source,
      cwd: work,
      strict: true, // a damaged archive is an error, not a warning
      preserveOwner: false,
      filter: (entryPath, entry) => isArchiveEntry(entryPath, 'type' in entry ? String(entry.type) : 'File'),
    });
  } catch (error) {
    throw new Error(`${source} is a damaged archive: ${(error as Error).message}.`, { cause: error });
  }
  readManifest(work, source);
  const uploads = path.join(work, ARCHIVE_UPLOADS);
  mkdirSync(uploads, { recursive: true }); // an archive of a site with no file yet has no uploads/ entry
  return { database, uploads };
}

/** Moves the current database (with its WAL, which holds its latest writes) aside; returns where, or null. */
function keepAside(databasePath: string, stamp: string): string | null {
  if (!existsSync(databasePath)) {
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true });
    return null;
  }
  try {
    // Fold the WAL into the file, so the kept copy stands alone.
    const sqlite = openExisting(databasePath);
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      sqlite.close();
    }
  } catch {
    // A damaged database is kept as it is, its WAL beside it.
  }
  const kept = `${databasePath}.before-restore-${stamp}`;
  renameSync(databasePath, kept);
  for (const suffix of ['-wal', '-journal']) {
    if (existsSync(`${databasePath}${suffix}`)) renameSync(`${databasePath}${suffix}`, `${kept}${suffix}`);
  }
  rmSync(`${databasePath}-shm`, { force: true }); // the shared-memory index belongs to the old file only
  return kept;
}

/**
 * The restore's one activity entry (issue 15), written into the staged copy before it is put in place: the restored
 * database says it was restored, and from what. A backup older than the activity table gets none (the table comes
 * with the migrations at the next start; the restore is in the command's own output).
 */
function recordRestore(database: string, source: string): void {
  const sqlite = openExisting(database);
  try {
    if (!sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'activity'`).get()) return;
    const label = `Backup ${path.basename(source)}`;
    sqlite
      .prepare(
        `INSERT INTO activity (at, actor_user_id, actor_label, action, entity_type, entity_id, entity_label, entity_search, detail)
         VALUES (?, NULL, 'CLI', 'restored', 'database', NULL, ?, ?, ?)`,
      )
      .run(new Date().toISOString(), label, label.toLowerCase(), `restored from ${source}`);
  } finally {
    sqlite.close();
  }
}

export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const source = path.resolve(options.source);
  const databasePath = path.resolve(options.databasePath);
  if (!existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  if (source === databasePath) throw new Error('The backup and the database are the same file.');
  const holder = lockHolder(databasePath);
  if (holder) {
    throw new DatabaseInUseError(
      `The database ${databasePath} is in use by a running server (pid ${holder.pid}, started ${holder.startedAt}). ` +
        `Stop the server first, then restore. If no server is running, delete ${lockPathOf(databasePath)}.`,
    );
  }

  mkdirSync(path.dirname(databasePath), { recursive: true });
  // Next to the database, so the staged copy is renamed into place, never copied over it.
  const work = mkdtempSync(path.join(path.dirname(databasePath), '.restore-'));
  try {
    const staged = await stage(source, work);
    const known = options.migrations ?? ALL_MIGRATIONS;
    const { migrations } = verifyDatabaseFile(staged.database, { knownMigrations: known, label: source });
    recordRestore(staged.database, source);
    makePrivate(staged.database);
    fsyncPath(staged.database);

    const stamp = fileStamp(new Date());
    let uploadsRestored = false;
    let previousUploads: string | null = null;
    let files: number | undefined;
    if (staged.uploads && options.uploadsDir) {
      const uploadsDir = path.resolve(options.uploadsDir);
      files = readdirSync(staged.uploads).length;
      if (existsSync(uploadsDir)) {
        previousUploads = `${uploadsDir}.before-restore-${stamp}`;
        renameSync(uploadsDir, previousUploads);
      }
      privateFolderTree(staged.uploads);
      mkdirSync(path.dirname(uploadsDir), { recursive: true });
      move(staged.uploads, uploadsDir);
      uploadsRestored = true;
    }

    const previousDatabase = keepAside(databasePath, stamp);
    renameSync(staged.database, databasePath);
    fsyncPath(path.dirname(databasePath));
    return {
      databasePath,
      previousDatabase,
      uploadsRestored,
      ...(uploadsRestored ? { files, previousUploads } : {}),
      pendingMigrations: compareMigrations(migrations, known).pending,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
