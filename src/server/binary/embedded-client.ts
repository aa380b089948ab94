// Reads what scripts/build-binary.ts put into the single executable: the built client (every file of dist/client,
// listed in a manifest with its modification time) and the SQLite addon's bytes.
import { getAsset } from 'node:sea';
import { clientAssetsFromFiles, type ClientAssets } from '../http/client-assets';
import { ASSET_KEYS, type ManifestEntry } from './asset-keys';

export function embeddedClientAssets(): ClientAssets {
  const manifest = JSON.parse(getAsset(ASSET_KEYS.manifest, 'utf8')) as ManifestEntry[];
  return clientAssetsFromFiles(
    manifest.map((entry) => ({ path: entry.path, mtimeMs: entry.mtimeMs, body: Buffer.from(getAsset(ASSET_KEYS.clientFile(entry.path))) })),
  );
}

export const embeddedAddonBytes = (): Uint8Array => new Uint8Array(getAsset(ASSET_KEYS.addon));
