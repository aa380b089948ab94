// sharp inside the single executable (issue 14): its addon and libvips are embedded, written once to a private
// folder in the layout the addon's rpath expects ($ORIGIN/../../sharp-libvips-linux-x64/lib), and loaded from there
// on first use. scripts/build-binary.ts maps sharp's `require('@img/sharp-linux-x64/sharp.node')` here.
import path from 'node:path';
import { getAsset } from 'node:sea';
import { ASSET_KEYS, SHARP_ADDON_PATH } from './asset-keys';
import { extractAddonSet, loadAddon } from './native-addon';

let loaded: object | undefined;

export function embeddedSharpAddon(): object {
  if (!loaded) {
    const paths = JSON.parse(getAsset(ASSET_KEYS.sharpManifest, 'utf8')) as string[];
    const set = extractAddonSet(paths.map((p) => ({ path: p, bytes: new Uint8Array(getAsset(ASSET_KEYS.sharpFile(p))) })));
    process.once('exit', () => set.cleanup());
    loaded = loadAddon(path.join(set.dir, SHARP_ADDON_PATH), 'the image library (sharp)');
  }
  return loaded;
}
