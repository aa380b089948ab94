// Reads what scripts/build-binary.ts put into the single executable: the built client (every file of dist/client,
// listed in a manifest with its modification time) and the SQLite addon's bytes.
import { rmSync } from 'node:fs';
import os from 'node:os';
import { getAsset } from 'node:sea';
import { writeClientFolder } from '../http/client-assets';
import { ASSET_KEYS, type ManifestEntry } from './asset-keys';

/**
 * Writes the embedded client into a private temp folder that @fastify/static serves (Node's single executables have no
 * file system of their own); the folder is removed when the process exits. tmpRoot defaults to os.tmpdir() (TMPDIR).
 */
export function extractEmbeddedClient(tmpRoot = os.tmpdir()): string {
  const manifest = JSON.parse(getAsset(ASSET_KEYS.manifest, 'utf8')) as ManifestEntry[];
  const dir = writeClientFolder(
    manifest.map((entry) => ({ path: entry.path, mtimeMs: entry.mtimeMs, body: Buffer.from(getAsset(ASSET_KEYS.clientFile(entry.path))) })),
    tmpRoot,
  );
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const embeddedAddonBytes = (): Uint8Array => new Uint8Array(getAsset(ASSET_KEYS.addon));
