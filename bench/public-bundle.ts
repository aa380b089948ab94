// Prints the JavaScript a first visit to /home, /news and /events downloads without interaction (bench/first-visit.ts:
// the entry, the app it loads after the first paint and the page's chunk, each with its static imports, from Vite's
// manifest), each gzip-compressed, against the 100 KB budget; and checks that no dashboard code is among it.
// Run: npm run build && node --import tsx bench/public-bundle.ts
import path from 'node:path';
import { LOCALES, localePath } from '../src/shared/locale';
import { postsMessages } from '../src/web/components/posts/posts-messages';
import { eventsMessages } from '../src/web/features/public/events/events-messages';
import { homeMessages } from '../src/web/features/public/home/home-messages';
import { newsMessages } from '../src/web/features/public/news/news-messages';
import { shellMessages } from '../src/web/lib/messages';
import { firstVisitScripts, gzipSizes } from './first-visit';

const dir = path.resolve('dist/client');
// Each page in each language (decision 200): the same code, that language's words (the shell's, the page's and its
// post cards'). /home's files are listed one by one.
const PAGES = [
  ['/home', 'features/public/home/home-page.tsx', [homeMessages, postsMessages]],
  ['/news', 'features/public/news/news-page.tsx', [newsMessages, postsMessages]],
  ['/events', 'features/public/events/events-page.tsx', [eventsMessages]],
] as const;

for (const locale of LOCALES) {
  for (const [address, source, areas] of PAGES) {
    const files = firstVisitScripts(dir, [source, ...[shellMessages, ...areas].map((area) => area.sources[locale])]);
    let total = 0;
    for (const { file, bytes } of gzipSizes(dir, files)) {
      total += bytes;
      if (address === '/home') console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JavaScript for ${localePath(locale, address)} (budget 100 KB)`);
    const leaked = files.filter((f) => /account-routes|trpc|react-query|queryOptions|query-client/.test(f));
    if (leaked.length) console.log(`Dashboard code on ${localePath(locale, address)}: ${leaked.join(', ')}`);
  }
}
console.log('Each page checked for dashboard, tRPC and TanStack Query chunks.');
