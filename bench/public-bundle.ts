// Prints the JavaScript a first visit to the home page downloads without interaction (bench/first-visit.ts: the entry,
// the app it loads after the first paint and the home page's chunk, each with its static imports, from Vite's
// manifest), each gzip-compressed, against the 100 KB budget; and checks that no dashboard code is among it.
// Run: npm run build && node --import tsx bench/public-bundle.ts
import path from 'node:path';
import { LOCALES, localePath } from '../src/shared/locale';
import { firstVisitScripts, gzipSizes, homeSources } from './first-visit';

const dir = path.resolve('dist/client');
// In each language (decision 200): the same code, that language's words.
for (const locale of LOCALES) {
  const files = firstVisitScripts(dir, homeSources(locale));
  let total = 0;
  for (const { file, bytes } of gzipSizes(dir, files)) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JavaScript for ${localePath(locale, '/home')} (budget 100 KB)`);
  const leaked = files.filter((f) => /account-routes|trpc|react-query/.test(f));
  console.log(leaked.length ? `Dashboard code on the public page: ${leaked.join(', ')}` : 'No dashboard or tRPC chunk on the public page.');
}
