// The JavaScript a first visit to a page downloads without any interaction, read from Vite's build manifest: the
// entries (boot.ts, the page's only script tag, and the app it loads once the page has painted: index.html's main.tsx)
// with their static imports, and the page's own chunk with its static imports (boot.ts asks for those with the app).
// Lazy chunks loaded later (another page, the dashboard, a click) are not counted: nothing loads them on a first
// visit, which test/e2e/images.test.ts checks in a real browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The files (relative to the client folder) a first visit to the page of `pageSource` (a manifest key) loads. */
export function firstVisitScripts(clientDir: string, pageSource: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => manifest[k]!.isEntry);
  const page = keys.find((k) => k.endsWith(pageSource));
  if (!entries.length || !page) throw new Error(`${clientDir}/.vite/manifest.json has no entry or no ${pageSource} chunk: run npm run build`);
  const needed = new Set<string>();
  const walk = (key: string) => {
    if (needed.has(key) || !manifest[key]) return;
    needed.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  for (const entry of entries) walk(entry);
  walk(page);
  return [...needed].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

/** Each file's gzip size (level 9, as the build's .gz files), in bytes. */
export const gzipSizes = (clientDir: string, files: string[]): Array<{ file: string; bytes: number }> =>
  files.map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length }));
