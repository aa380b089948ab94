// Reads what scripts/build-binary.ts put into the single executable: the built client (every file of dist/client,
// listed in a manifest with its modification time), the server render's bundle and the SQLite addon's bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAsset } from 'node:sea';
import { writeClientFolder, writeSsrBundle } from '../http/client-assets';
import { ASSET_KEYS, type ManifestEntry } from './asset-keys';

/**
 * Writes the embedded client into a private temp folder that @fastify/static serves (Node's single executables have no
 * file system of their own); the folder is removed when the process exits. tmpRoot defaults to os.tmpdir() (TMPDIR).
 */
export function extractEmbeddedClient(tmpRoot = os.tmpdir()): string {
  const manifest = JSON.parse(getAsset(ASSET_KEYS.manifest, 'utf8')) as ManifestEntry[];
  // One private folder for the client and, beside it, the server render's bundle (loaded with require from there).
  const base = mkdtempSync(path.join(tmpRoot, 'ftc-romania-web-'));
  const dir = writeClientFolder(
    manifest.map((entry) => ({ path: entry.path, mtimeMs: entry.mtimeMs, body: Buffer.from(getAsset(ASSET_KEYS.clientFile(entry.path))) })),
    base,
  );
  writeSsrBundle(dir, Buffer.from(getAsset(ASSET_KEYS.ssrBundle)));
  process.once('exit', () => rmSync(base, { recursive: true, force: true }));
  return dir;
}

export const embeddedAddonBytes = (): Uint8Array => new Uint8Array(getAsset(ASSET_KEYS.addon));
