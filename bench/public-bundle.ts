// Prints the JavaScript a first visit to /home, /news and /events downloads without interaction (bench/first-visit.ts:
// the entry, the app it loads after the first paint and the page's chunk, each with its static imports, from Vite's
// manifest), each gzip-compressed, against the 100 KB budget; and checks that no dashboard code is among it.
// Run: npm run build && node --import tsx bench/public-bundle.ts
import path from 'node:path';
import { firstVisitScripts, gzipSizes } from './first-visit';

const dir = path.resolve('dist/client');
const PAGES = [
  ['/home', 'features/public/home/home-page.tsx'],
  ['/news', 'features/public/news/news-page.tsx'],
  ['/events', 'features/public/events/events-page.tsx'],
] as const;

for (const [address, source] of PAGES) {
  const files = firstVisitScripts(dir, source);
  let total = 0;
  for (const { file, bytes } of gzipSizes(dir, files)) {
    total += bytes;
    if (address === '/home') console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JavaScript for ${address} (budget 100 KB)`);
  const leaked = files.filter((f) => /account-routes|trpc|react-query|queryOptions|query-client/.test(f));
  if (leaked.length) console.log(`Dashboard code on ${address}: ${leaked.join(', ')}`);
}
console.log('Each page checked for dashboard, tRPC and TanStack Query chunks.');
