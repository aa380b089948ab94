// /about/results' query of the season's national results (issue 22, part 2); in the page's folder for the reason given
// in events/event-results-query.ts. The server render builds the same definition over its reads (lib/result-queries.ts).
import type { ResultReads } from '../../../../shared/public-reads';
import type { SeasonResults } from '../../../../shared/schemas/results';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

export const seasonResultsQuery =
  (read: ResultReads['seasonResults']) =>
  (): PublicRead<SeasonResults> => ({
    key: ['season-results'],
    load: (signal) => read(signal),
    operation: 'Load season results',
  });

export const seasonResultsOverApi = seasonResultsQuery((signal) => apiRequest('/results/season', { signal }));
