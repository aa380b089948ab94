// An event page's queries: the event, its partners or sponsors, its participating teams. In the events folder, out of
// the app chunk every page downloads (decision 206); the event's page and its preview share them (event-detail.tsx).
// The server render builds the same definitions over its reads (lib/public-queries.ts).
import { langQuery, type Locale } from '../../../../shared/locale';
import type { CoreReads } from '../../../../shared/public-reads';
import type { EventOutput } from '../../../../shared/schemas/events';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import type { ParticipatingTeam } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api';
import { isAbort } from '../../../lib/abort';
import { asList } from '../../../lib/queries';
import type { PublicRead } from '../../../lib/read-store';

/** An event that does not exist stays so when its page mounts (`keepFailure`): a server-rendered 404 hydrates as
 * rendered. */
export const eventQuery =
  (read: CoreReads['event']) =>
  (ref: string, lang: Locale | undefined): PublicRead<EventOutput> => ({
    key: lang ? ['event', ref, lang] : ['event', ref],
    keepFailure: true,
    load: (signal) => read(ref, lang, signal),
    operation: 'Load event',
  });

/** The event's own partners; when it lists none, its sponsors. A failure gives an empty list (spec 01 §7). */
export const eventSponsorsQuery =
  (read: CoreReads['eventSponsors']) =>
  (event: EventOutput): PublicRead<SponsorOutput[]> => ({
    key: ['event-sponsors', event.id],
    load: async (signal) => {
      if (event.partners.length > 0) return event.partners;
      try {
        return await read(event.id, signal);
      } catch (error) {
        if (isAbort(error)) throw error;
        console.error(`Load event sponsors failed: ${(error as Error).message}`);
        return [];
      }
    },
  });

export const eventTeamsQuery =
  (read: CoreReads['eventTeams']) =>
  (code: string): PublicRead<ParticipatingTeam[]> => ({
    key: ['event-teams', code],
    load: (signal) => read(code, signal),
    operation: 'Load participating teams',
  });

export const eventOverApi = eventQuery((ref, lang, signal) => apiRequest(`/events/${encodeURIComponent(ref)}${langQuery(lang)}`, { signal }));
export const eventSponsorsOverApi = eventSponsorsQuery(async (eventId, signal) => asList(await apiRequest<unknown>(`/sponsors/event/${eventId}`, { signal })));
export const eventTeamsOverApi = eventTeamsQuery(async (code, signal) =>
  asList(await apiRequest<unknown>(`/events/${encodeURIComponent(code)}/teams`, { signal })),
);
