// The events page's query: the current season and its events. In the page's folder, out of the app chunk every page
// downloads (decision 206), as the results' are (event-results-query.ts); the server render builds the same definition
// over its reads (lib/public-queries.ts).
import type { Locale } from '../../../../shared/locale';
import type { CoreReads } from '../../../../shared/public-reads';
import type { EventOutput } from '../../../../shared/schemas/events';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { apiRequest } from '../../../lib/api';
import { isAbort } from '../../../lib/abort';
import { asList } from '../../../lib/queries';
import type { PublicRead } from '../../../lib/read-store';

/** The events page: the current season (none when no season is current or that call fails) and its events. */
export interface EventsPageData {
  season: SeasonOutput | null;
  events: EventOutput[];
}

/** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
export const eventsPageQuery =
  (reads: Pick<CoreReads, 'currentSeason' | 'events'>) =>
  (lang: Locale | undefined): PublicRead<EventsPageData> => ({
    key: lang ? ['events-page', lang] : ['events-page'],
    load: async (signal) => {
      let season: SeasonOutput | null = null;
      try {
        season = await reads.currentSeason(signal);
      } catch (error) {
        if (isAbort(error)) throw error;
        console.warn(`Load current season failed: ${(error as Error).message}; showing all events`);
      }
      return { season, events: await reads.events(season ? season.id : null, lang, signal) };
    },
    operation: 'Load events',
  });

export const eventsPageOverApi = eventsPageQuery({
  currentSeason: (signal) => apiRequest('/seasons/current', { signal }),
  events: async (seasonId, lang, signal) => {
    const query = new URLSearchParams({ ...(seasonId === null ? {} : { seasonId: String(seasonId) }), ...(lang ? { lang } : {}) }).toString();
    return asList(await apiRequest<unknown>(`/events${query ? `?${query}` : ''}`, { signal }));
  },
});

