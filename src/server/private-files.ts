// The site's data is for the service's own user only: the database holds the JWT signing key and the sessions, the
// backups hold the database, the uploads folder holds files before anyone publishes them. So files are made 0600 and
// folders 0700 whatever the umask (the usual 022 gave 0644/0755): created with that mode, or tightened before they
// are renamed into place, and an existing database is tightened when it is opened.
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** chmod, except for a file that is not there (a -wal that does not exist yet). */
export function makePrivate(target: string, mode = PRIVATE_FILE_MODE): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates a folder and its missing parents 0700; folders that exist are left as they are (db/ also holds code). */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Before SQLite opens it: the database file exists and is 0600, and so are its side files. SQLite creates -wal,
 * -shm and -journal with the database file's own mode, so they follow.
 */
export function privateDatabaseFile(databasePath: string): void {
  if (databasePath === ':memory:' || databasePath === '') return;
  makePrivateFolder(path.dirname(path.resolve(databasePath)));
  closeSync(openSync(databasePath, 'a', PRIVATE_FILE_MODE)); // creates it 0600 when missing, changes nothing else
  for (const suffix of ['', '-wal', '-shm', '-journal']) makePrivate(`${databasePath}${suffix}`);
}

/** A flat folder of stored files (the uploads, or a restored copy of them): 0700, every file in it 0600. */
export function privateFolderTree(dir: string): void {
  makePrivate(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) privateFolderTree(full);
    else if (entry.isFile()) makePrivate(full);
  }
}
