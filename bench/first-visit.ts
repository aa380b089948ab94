// The JavaScript a first visit to a page downloads without any interaction, read from Vite's build manifest: the
// entries (boot.ts, the page's only script tag, and the app it loads once the page has painted: index.html's main.tsx)
// with their static imports, and the page's own chunk with its static imports (boot.ts asks for those with the app).
// Lazy chunks loaded later (another page, the dashboard, a click) are not counted: nothing loads them on a first
// visit, which test/e2e/images.test.ts checks in a real browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../src/shared/locale';
import { staticFiles, type Manifest } from '../src/web/app/preload-links';
import { postsMessages } from '../src/web/components/posts/posts-messages';
import { homeMessages } from '../src/web/features/public/home/home-messages';
import { shellMessages } from '../src/web/lib/messages';

/** The home page's lazy modules in a language: its page chunk and the words of the shell, the page and its post cards
 * (decision 200). */
export const homeSources = (locale: Locale = 'ro'): string[] => [
  'features/public/home/home-page.tsx',
  ...[shellMessages, homeMessages, postsMessages].map((area) => area.sources[locale]),
];

/** The files (relative to the client folder) a first visit to a page loads, given its lazy modules (manifest keys: the
 * page's chunk, its language's message catalogues): the same walk of the manifest as the server's page links
 * (web/app/preload-links.ts). */
export function firstVisitScripts(clientDir: string, pageSources: string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => manifest[k]!.isEntry);
  const pages = pageSources.map((source) => keys.find((k) => k === source || k.endsWith(source)));
  if (!entries.length || pages.some((p) => !p)) throw new Error(`${clientDir}/.vite/manifest.json has no entry or not all of ${pageSources.join(', ')}: run npm run build`);
  return [...staticFiles(manifest, [...entries, ...(pages as string[])]).js].filter((f) => f.endsWith('.js'));
}

/** Each file's gzip size (level 9, as the build's .gz files), in bytes. */
export const gzipSizes = (clientDir: string, files: string[]): Array<{ file: string; bytes: number }> =>
  files.map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length }));
