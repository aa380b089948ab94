import type { Readable } from 'node:stream';

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
