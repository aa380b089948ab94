// The embedded better-sqlite3 addon, extracted and loaded at most once per process (a loaded shared library is
// process-wide anyway). bindings-shim hands it to every `new Database()` in the bundle.
import { embeddedAddonBytes } from './embedded-client';
import { extractAddon, loadAddon } from './native-addon';

let loaded: object | undefined;

export function embeddedSqliteAddon(): object {
  if (!loaded) {
    const extracted = extractAddon(embeddedAddonBytes());
    process.once('exit', () => extracted.cleanup());
    loaded = loadAddon(extracted.file);
  }
  return loaded;
}
