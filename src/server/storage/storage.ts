import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * A file a client sent, already written to a temp file of the storage (FileStorage.tempPath) with its size and hash.
 * The HTTP layer makes it (http/multipart.ts); services take it without knowing how it arrived.
 */
export interface IncomingUpload {
  field: string;
  tempPath: string;
  originalName: string;
  declaredType: string;
  size: number;
  sha256: string;
}

/** Where uploaded bytes live. Keys are server-made (random hex + extension); never a user-supplied path. */
export interface FileStorage {
  /** A fresh path for an upload in progress, on the same disk so commit is an atomic rename. */
  tempPath(): string;
  /** Moves a finished temp file under its final key. */
  commit(tempPath: string, key: string): Promise<void>;
  /** Removes a temp file; missing is fine. */
  discardTemp(tempPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  read(key: string): Readable;
  /** The absolute path of a key, for tools (backup, check). */
  pathOf(key: string): string;
}

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
  return key;
}

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A new random key for bytes of this extension (what KEY_PATTERN accepts). */
export const newStorageKey = (ext: string): string => `${randomBytes(16).toString('hex')}.${ext}`;
