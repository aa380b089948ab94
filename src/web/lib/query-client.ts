// The one QueryClient of the app (public pages and dashboard alike), made per request in a server render and once in
// the browser. A failed query whose definition names its operation logs the spec's '{operation} failed: {message}'.
import { QueryCache, QueryClient } from '@tanstack/react-query';

/** How long the dashboard's data counts as fresh (its lists are invalidated by its own writes anyway). */
const DASHBOARD_FRESH_MS = 10_000;

/**
 * How long a public read counts as fresh: a page opened again within it shows what it has without asking again, and
 * data that came with a server-rendered page (at most PAGE_MAX_AGE old, server/modules/pages/page-renderer.ts) is not
 * asked for again while the page hydrates, unless the visitor's clock runs minutes ahead of the server's.
 */
export const PUBLIC_FRESH_MS = 5 * 60_000;

/** logFailures: false in a server render (the server logs its own failures; the browser logs again when it retries). */
export function createQueryClient({ logFailures = true } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!logFailures) return;
        const operation = query.meta?.operation;
        if (typeof operation === 'string' && error.name !== 'AbortError') console.error(`${operation} failed: ${error.message}`);
      },
    }),
    // No retry: a failed read shows its error state at once, as the spec's pages expect (a Retry button where it has one).
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: DASHBOARD_FRESH_MS } },
  });
}
