// The files of the built web app (dist/client) as data: read from the folder (the build script embeds them in the
// single executable, which writes them back to a kept folder for @fastify/static: binary/embedded-client.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Where the server render's bundle lives for a client folder: `ssr/entry-server.cjs` beside it (dist/ssr beside
 * dist/client; the executable's kept folder holds client/ and ssr/ likewise). */
export const ssrBundlePath = (clientDir: string): string => path.join(path.dirname(path.resolve(clientDir)), 'ssr', 'entry-server.cjs');
