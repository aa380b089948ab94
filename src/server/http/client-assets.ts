// The built web app held in memory (the single executable embeds dist/client): every file by its URL path, with the
// pre-compressed .br/.gz siblings attached to it, and the same Content-Type, ETag and Last-Modified that serving the
// folder from disk gives, so both modes answer alike.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One stored body of a file: the file itself or one of its compressed siblings. */
export interface AssetBody {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface ClientAsset {
  /** Content-Type of the uncompressed file. */
  type: string;
  identity: AssetBody;
  br?: AssetBody;
  gzip?: AssetBody;
}

export interface ClientAssets {
  /** The file at this URL path (`/index.html`, `/assets/index-abc.js`), or undefined. */
  get(urlPath: string): ClientAsset | undefined;
  /** Every URL path, compressed siblings included (they can be fetched by name, as from disk). */
  paths(): string[];
}

/** One file of the built client, as the build script embeds it or as read from the folder. */
export interface ClientFile {
  /** Relative to the client folder, with forward slashes: `assets/index-abc.js`. */
  path: string;
  body: Buffer;
  /** Modification time in whole milliseconds, as fs.Stats#mtime gives it (ETag and Last-Modified come from it). */
  mtimeMs: number;
}

// The types @fastify/static (mime) gives for what a Vite build can hold; anything else is a download.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

// @fastify/send's validators: a weak ETag from size and modification time, and the HTTP date of that time.
function bodyOf(file: ClientFile): AssetBody {
  const mtime = new Date(file.mtimeMs);
  return {
    body: file.body,
    etag: `W/"${file.body.length.toString(16)}-${mtime.getTime().toString(16)}"`,
    lastModified: mtime.toUTCString(),
  };
}

export function clientAssetsFromFiles(files: Iterable<ClientFile>): ClientAssets {
  const byPath = new Map<string, ClientFile>();
  for (const file of files) byPath.set(`/${file.path.replace(/^\/+/, '')}`, file);

  const assets = new Map<string, ClientAsset>();
  for (const [urlPath, file] of byPath) {
    const br = byPath.get(`${urlPath}.br`);
    const gzip = byPath.get(`${urlPath}.gz`);
    assets.set(urlPath, {
      type: contentTypeOf(urlPath),
      identity: bodyOf(file),
      ...(br ? { br: bodyOf(br) } : {}),
      ...(gzip ? { gzip: bodyOf(gzip) } : {}),
    });
  }
  return { get: (urlPath) => assets.get(urlPath), paths: () => [...assets.keys()] };
}

/** Every file under dir (the build script embeds these; tests compare the two modes with them). */
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

export const loadClientAssetsFromDir = (dir: string): ClientAssets => clientAssetsFromFiles(readClientFiles(dir));
