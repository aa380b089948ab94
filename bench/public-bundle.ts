// Prints the JavaScript a visitor downloads before the home page is interactive: the entry and the home page's chunk
// with every chunk they import statically (read from Vite's manifest, as the server render's preload links are), each
// gzip-compressed, against the 100 KB budget; and checks that no dashboard code is among it.
// Run: npm run build && node --import tsx bench/public-bundle.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dir = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const keys = Object.keys(manifest);
const entry = keys.find((k) => manifest[k]!.isEntry);
const home = keys.find((k) => k.endsWith('features/public/home/home-page.tsx'));
if (!entry || !home) throw new Error('dist/client/.vite/manifest.json has no entry or no home page chunk: run npm run build');

// Static imports only: a dynamic import() loads later, when (and if) it is needed.
const needed = new Set<string>();
const walk = (key: string) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const next of manifest[key]!.imports ?? []) walk(next);
};
walk(entry);
walk(home);
const files = [...needed].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JavaScript for /home (budget 100 KB)`);
const leaked = files.filter((f) => /account-routes|trpc|react-query/.test(f));
console.log(leaked.length ? `Dashboard code on the public page: ${leaked.join(', ')}` : 'No dashboard or tRPC chunk on the public page.');
