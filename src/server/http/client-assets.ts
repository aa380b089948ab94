// The files of the built web app (dist/client) as data: read from the folder (the build script embeds them in the
// single executable) and written back to a folder (the executable extracts them at start, for @fastify/static).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One file of the built client, as the build script embeds it or as read from the folder. */
export interface ClientFile {
  /** Relative to the client folder, with forward slashes: `assets/index-abc.js`. */
  path: string;
  body: Buffer;
  /** Modification time in whole milliseconds, as fs.Stats#mtime gives it (@fastify/static's ETag and Last-Modified). */
  mtimeMs: number;
}

/** Every file under dir. */
export function readClientFiles(dir: string): ClientFile[] {
  const walk = (relative: string): ClientFile[] =>
    readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.')) return []; // @fastify/static does not serve dotfiles either
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return walk(rel);
      const full = path.join(dir, rel);
      return [{ path: rel, body: readFileSync(full), mtimeMs: statSync(full).mtime.getTime() }];
    });
  return walk('');
}

/**
 * Writes the files into a new private folder under tmpRoot, each with its original modification time (so the ETags
 * and Last-Modified dates are those of the build, the same on every start), and answers the folder.
 */
export function writeClientFolder(files: Iterable<ClientFile>, tmpRoot: string): string {
  const dir = mkdtempSync(path.join(tmpRoot, 'ftc-romania-client-'));
  for (const file of files) {
    const full = path.join(dir, ...file.path.split('/'));
    if (!full.startsWith(dir + path.sep)) throw new Error(`Client file outside its folder: ${file.path}`);
    mkdirSync(path.dirname(full), { recursive: true, mode: 0o700 });
    writeFileSync(full, file.body, { mode: 0o600 });
    const mtime = new Date(file.mtimeMs);
    utimesSync(full, mtime, mtime);
  }
  return dir;
}

/** Where the server render's bundle lives for a client folder: `ssr/entry-server.cjs` beside it (dist/ssr beside
 * dist/client; the executable writes its copy beside the folder it extracts). */
export const ssrBundlePath = (clientDir: string): string => path.join(path.dirname(path.resolve(clientDir)), 'ssr', 'entry-server.cjs');

/** Writes the server render's bundle beside a client folder written by writeClientFolder. */
export function writeSsrBundle(clientDir: string, body: Buffer): string {
  const file = ssrBundlePath(clientDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, body, { mode: 0o600 });
  return file;
}
