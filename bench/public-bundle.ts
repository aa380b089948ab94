// Prints the JavaScript a visitor downloads before the home page is interactive (entry + its preloads + the home
// chunk), gzip-compressed, against the 100 KB budget; and checks that no dashboard code is among it.
// Run: npm run build && node --import tsx bench/public-bundle.ts
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('dist/client');
const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const homeChunk = readdirSync(path.join(dir, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
const files = [...new Set([...referenced, ...(homeChunk ? [`assets/${homeChunk}`] : [])])];

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JavaScript for /home (budget 100 KB)`);
const leaked = files.filter((f) => /account-routes|trpc|react-query/.test(f));
console.log(leaked.length ? `Dashboard code on the public page: ${leaked.join(', ')}` : 'No dashboard or tRPC chunk on the public page.');
