// Reads what scripts/build-binary.ts put into the single executable: the built client (every file of dist/client,
// listed in a manifest with its modification time), the server render's bundle and the SQLite addon's bytes.
// The web app is written once per build into a kept private folder under TMPDIR and reused by every later start of
// the same build (docs/decisions/188-executable-start.md): a restart writes nothing.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAsset, getRawAsset } from 'node:sea';
import { ASSET_KEYS, type ManifestEntry } from './asset-keys';
import { isPrivateDir, sha256, writeFiles } from './native-addon';

/** What the kept folder holds: the client's files and the server render's bundle (code, so checked by its hash). */
export interface WebAppFiles {
  /** The manifest's JSON text, as embedded: its hash with the bundle's names the folder. */
  manifestText: string;
  /** The bytes of one client file (read from the executable only when the folder must be written). */
  clientFile(relativePath: string): Uint8Array;
  ssrBundle: Uint8Array;
}

export interface ExtractedWebApp {
  /** The client folder to serve; its server render's bundle is ssr/entry-server.cjs beside it (ssrBundlePath). */
  clientDir: string;
  /** True when an earlier start of the same build had written it. */
  reused: boolean;
}

const MARKER = 'complete';

/** Every file there with the size and time of the build; the bundle, which runs, byte for byte. Cheap: stats and one hash. */
function holdsWebApp(dir: string, id: string, manifest: ManifestEntry[], files: WebAppFiles, ssrHash: string): boolean {
  try {
    if (readFileSync(path.join(dir, MARKER), 'utf8') !== id) return false;
    for (const entry of manifest) {
      const stat = lstatSync(path.join(dir, 'client', ...entry.path.split('/')));
      if (!stat.isFile() || stat.mtime.getTime() !== entry.mtimeMs || stat.size !== files.clientFile(entry.path).byteLength) return false;
    }
    return sha256(readFileSync(path.join(dir, 'ssr/entry-server.cjs'))) === ssrHash;
  } catch {
    return false;
  }
}

function writeWebApp(dir: string, id: string, manifest: ManifestEntry[], files: WebAppFiles): void {
  rmSync(path.join(dir, MARKER), { force: true });
  writeFiles(
    dir,
    manifest.map((entry) => ({ path: `client/${entry.path}`, bytes: files.clientFile(entry.path), mtimeMs: entry.mtimeMs, mode: 0o600 })),
  );
  writeFiles(dir, [{ path: 'ssr/entry-server.cjs', bytes: files.ssrBundle, mode: 0o600 }]);
  writeFileSync(path.join(dir, MARKER), id, { mode: 0o600 }); // last: a folder without it is written again
}

/**
 * Puts the web app in `$TMPDIR/ftc-romania-<uid>-web-<build hash>/` (client/ and ssr/), kept for the next start of the
 * same build; trusted only if it is this user's, closed to others and complete. Otherwise (someone else holds the
 * name) a fresh private folder, removed at exit.
 */
export function extractWebApp(files: WebAppFiles, tmpRoot = os.tmpdir()): ExtractedWebApp {
  const manifest = JSON.parse(files.manifestText) as ManifestEntry[];
  const ssrHash = sha256(files.ssrBundle);
  const id = sha256(new TextEncoder().encode(`${files.manifestText}\0${ssrHash}`)).slice(0, 16);
  const kept = path.join(tmpRoot, `ftc-romania-${process.getuid?.() ?? 'user'}-web-${id}`);
  if (isPrivateDir(kept) && holdsWebApp(kept, id, manifest, files, ssrHash)) return { clientDir: path.join(kept, 'client'), reused: true };
  try {
    mkdirSync(kept, { mode: 0o700 });
    chmodSync(kept, 0o700); // mkdir's mode is filtered by the umask
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (isPrivateDir(kept)) {
    writeWebApp(kept, id, manifest, files);
    return { clientDir: path.join(kept, 'client'), reused: false };
  }
  const own = mkdtempSync(path.join(tmpRoot, 'ftc-romania-web-'));
  chmodSync(own, 0o700);
  writeWebApp(own, id, manifest, files);
  process.once('exit', () => rmSync(own, { recursive: true, force: true }));
  return { clientDir: path.join(own, 'client'), reused: false };
}

/** An asset's bytes where the executable holds them, not a copy (read only). Typed string | ArrayBuffer by @types/node 20;
 * Node answers an ArrayBuffer. */
const rawAsset = (key: string): Uint8Array => new Uint8Array(getRawAsset(key) as ArrayBuffer);

/** The executable's own web app (its assets, read in place: getRawAsset copies nothing). */
export const extractEmbeddedClient = (tmpRoot = os.tmpdir()): string =>
  extractWebApp(
    {
      manifestText: getAsset(ASSET_KEYS.manifest, 'utf8'),
      clientFile: (relativePath) => rawAsset(ASSET_KEYS.clientFile(relativePath)),
      ssrBundle: rawAsset(ASSET_KEYS.ssrBundle),
    },
    tmpRoot,
  ).clientDir;

export const embeddedAddonBytes = (): Uint8Array => rawAsset(ASSET_KEYS.addon);
