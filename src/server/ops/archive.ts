// The backup archive (`backup <file> --uploads`): a plain, uncompressed tar that any `tar -xf` opens.
//   manifest.json     what made it and when (format, version, file count)
//   site.sqlite       the consistent database copy
//   uploads/<key>     every stored file, flat, by its storage key
// A backup without --uploads is just the database copy, an ordinary SQLite file.
import { isStorageKey } from '../storage/storage';

export const ARCHIVE_FORMAT = 'ftc-romania-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const ARCHIVE_MANIFEST = 'manifest.json';
export const ARCHIVE_DATABASE = 'site.sqlite';
export const ARCHIVE_UPLOADS = 'uploads';

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: typeof ARCHIVE_DATABASE;
  files: number;
}

/** Whether an archive entry is one that restore takes; anything else (links, stray paths) is left out. */
export function isArchiveEntry(entryPath: string, type: string): boolean {
  if (type === 'Directory') return entryPath.replace(/\/$/, '') === ARCHIVE_UPLOADS;
  if (type !== 'File' && type !== 'OldFile') return false;
  if (entryPath === ARCHIVE_MANIFEST || entryPath === ARCHIVE_DATABASE) return true;
  const [folder, key, ...rest] = entryPath.split('/');
  return folder === ARCHIVE_UPLOADS && rest.length === 0 && key !== undefined && isStorageKey(key);
}

/** ustar archives carry "ustar" at byte 257 of their first header. */
export const looksLikeTar = (head: Buffer): boolean => head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar';
