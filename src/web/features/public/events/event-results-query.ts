// The event page's results query (issue 22, part 2). One definition per results page, each in its page's folder, so
// that no results code is a chunk shared by several pages (its name would be listed in /home's app chunk, against the
// 100 KB first-visit budget). The server render builds the same definition over its reads (lib/result-queries.ts).
import type { ResultReads } from '../../../../shared/public-reads';
import type { EventResults } from '../../../../shared/schemas/results';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

/** How often an open event page asks for new results while the event runs (the server syncs every few minutes). */
export const RESULTS_POLL_MS = 60_000;

/** While the event runs (`live`), asked again every RESULTS_POLL_MS without a reload (decision 148). A plain object
 * with type-only imports: the page's chunk lists no extra chunk. */
export const eventResultsQuery =
  (read: ResultReads['eventResults']) =>
  (ref: string): PublicRead<EventResults> => ({
    key: ['event-results', ref],
    load: (signal) => read(ref, signal),
    pollMs: (results) => (results.live ? RESULTS_POLL_MS : false),
    operation: 'Load event results',
  });

export const eventResultsOverApi = eventResultsQuery((ref, signal) => apiRequest(`/events/${encodeURIComponent(ref)}/results`, { signal }));
