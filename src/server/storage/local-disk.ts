import { createReadStream } from 'node:fs';
import { access, chmod, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { makePrivate, makePrivateFolder, PRIVATE_DIR_MODE } from '../private-files';
import { assertStorageKey, type FileStorage } from './storage';

/** Stores files flat in one folder; uploads in progress go to its `.tmp` subfolder. */
export function localDiskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const tmp = path.join(root, '.tmp');
  makePrivateFolder(tmp);
  makePrivate(root, PRIVATE_DIR_MODE); // an uploads folder made before (0755) is tightened too
  makePrivate(tmp, PRIVATE_DIR_MODE);

  const pathOf = (key: string) => path.join(root, assertStorageKey(key));
  const isOwnTemp = (p: string) => path.dirname(path.resolve(p)) === tmp;

  return {
    tempPath: () => path.join(tmp, `${randomBytes(16).toString('hex')}.part`),
    commit: async (tempPath, key) => {
      if (!isOwnTemp(tempPath)) throw new Error('Not a temp upload path');
      await chmod(tempPath, 0o600); // however the temp file was written (upload stream, seed)
      await rename(tempPath, pathOf(key));
    },
    discardTemp: async (tempPath) => {
      if (isOwnTemp(tempPath)) await rm(tempPath, { force: true });
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    exists: async (key) => {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    read: (key) => createReadStream(pathOf(key)),
    pathOf,
  };
}
