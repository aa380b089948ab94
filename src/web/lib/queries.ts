// The public pages' data, one read per REST call: its key and its loader over a PublicReads (the REST calls in the
// browser, restReads; the services in-process in a server render, server/modules/pages/page-reads.ts). The server
// fills a ReadStore with the same definitions (read-store.ts), so the page's data arrives in its HTML and hydration
// does not fetch it again. A failed read logs the spec's '{operation} failed: {message}' in the browser.
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ResourcePage } from '../../shared/constants';
import { langQuery, type Locale } from '../../shared/locale';
import type { CoreReads } from '../../shared/public-reads';
import type { CompetitionSeasonOutput } from '../../shared/schemas/competitions';
import type { EventOutput } from '../../shared/schemas/events';
import type { PostOutput } from '../../shared/schemas/posts';
import type { ResourceOutput } from '../../shared/schemas/resources';
import type { SeasonOutput } from '../../shared/schemas/seasons';
import type { PublicSiteSettings } from '../../shared/schemas/site-settings';
import type { PartnerOutput, SponsorOutput } from '../../shared/schemas/sponsors';
import type { ParticipatingTeam, TeamDetail, TeamListItem } from '../../shared/schemas/teams';
import { ApiError, apiRaw, apiRequest } from './api';
import { ReadStoreContext, readId, type PublicRead } from './read-store';

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The reads over /api: the envelope's `message` (the teams list: `data`), a list answer that is no list as []. */
export const restReads: CoreReads = {
  settings: (lang, signal) => apiRequest(`/site/settings${langQuery(lang)}`, { signal }),
  posts: async (lang, signal) => asList(await apiRequest<unknown>(`/home-posts${langQuery(lang)}`, { signal })),
  currentSeason: (signal) => apiRequest('/seasons/current', { signal }),
  events: async (seasonId, lang, signal) => {
    const query = new URLSearchParams({ ...(seasonId === null ? {} : { seasonId: String(seasonId) }), ...(lang ? { lang } : {}) }).toString();
    return asList(await apiRequest<unknown>(`/events${query ? `?${query}` : ''}`, { signal }));
  },
  event: (ref, lang, signal) => apiRequest(`/events/${encodeURIComponent(ref)}${langQuery(lang)}`, { signal }),
  eventSponsors: async (eventId, signal) => asList(await apiRequest<unknown>(`/sponsors/event/${eventId}`, { signal })),
  eventTeams: async (code, signal) => asList(await apiRequest<unknown>(`/events/${encodeURIComponent(code)}/teams`, { signal })),
  teams: async (signal) => {
    const body = await apiRaw<{ success?: boolean; data?: unknown }>('/teams/all', signal);
    if (body?.success === false) throw new ApiError('The teams list was refused', 500);
    return asList<TeamListItem>(body?.data);
  },
  team: (teamNumber, signal) => apiRequest(`/teams/${teamNumber}`, { signal }),
  resourcePage: async (page, lang, signal) => asList(await apiRequest<unknown>(`/resources/page/${page}${langQuery(lang)}`, { signal })),
  competitions: async (signal) => asList(await apiRequest<unknown>('/competitions', { signal })),
  partners: async (signal) => asList(await apiRequest<unknown>('/partners', { signal })),
};

/** The events page: the current season (none when no season is current or that call fails) and its events. */
export interface EventsPageData {
  season: SeasonOutput | null;
  events: EventOutput[];
}

const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

const RESOURCE_OPERATIONS: Record<ResourcePage, string> = {
  'season-materials': 'Load season materials',
  'team-resources': 'Load team resources',
};

/** The read definitions over a PublicReads; `operation` names the read in the failure message. An event or a team
 * that does not exist stays so when its page mounts (`keepFailure`): a server-rendered 404 hydrates as rendered. */
export function publicQueries(reads: CoreReads) {
  return {
    /** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
    settings: (lang: Locale | undefined): PublicRead<PublicSiteSettings> => ({
      key: lang ? ['site-settings', lang] : ['site-settings'],
      load: (signal) => reads.settings(lang, signal),
      operation: 'Load site settings',
    }),
    /** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
    posts: (lang: Locale | undefined): PublicRead<PostOutput[]> => ({
      key: lang ? ['home-posts', lang] : ['home-posts'],
      load: (signal) => reads.posts(lang, signal),
      operation: 'Load home posts',
    }),
    /** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
    eventsPage: (lang: Locale | undefined): PublicRead<EventsPageData> => ({
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
    }),
    /** The current season, or null when none is current or the read fails (the teams page then names no dates). */
    currentSeason: (): PublicRead<SeasonOutput | null> => ({
      key: ['current-season'],
      load: async (signal) => {
        try {
          return await reads.currentSeason(signal);
        } catch (error) {
          if (isAbort(error)) throw error;
          return null;
        }
      },
    }),
    event: (ref: string, lang: Locale | undefined): PublicRead<EventOutput> => ({
      key: lang ? ['event', ref, lang] : ['event', ref],
      keepFailure: true,
      load: (signal) => reads.event(ref, lang, signal),
      operation: 'Load event',
    }),
    /** The event's own partners; when it lists none, its sponsors. A failure gives an empty list (spec 01 §7). */
    eventSponsors: (event: EventOutput): PublicRead<SponsorOutput[]> => ({
      key: ['event-sponsors', event.id],
      load: async (signal) => {
        if (event.partners.length > 0) return event.partners;
        try {
          return await reads.eventSponsors(event.id, signal);
        } catch (error) {
          if (isAbort(error)) throw error;
          console.error(`Load event sponsors failed: ${(error as Error).message}`);
          return [];
        }
      },
    }),
    eventTeams: (code: string): PublicRead<ParticipatingTeam[]> => ({
      key: ['event-teams', code],
      load: (signal) => reads.eventTeams(code, signal),
      operation: 'Load participating teams',
    }),
    teams: (): PublicRead<TeamListItem[]> => ({ key: ['teams', 'all'], load: (signal) => reads.teams(signal), operation: 'Load teams' }),
    team: (teamNumber: number): PublicRead<TeamDetail> => ({
      key: ['team', teamNumber],
      keepFailure: true,
      load: (signal) => reads.team(teamNumber, signal),
      operation: 'Load team',
    }),
    /** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
    resourcePage: (page: ResourcePage, lang: Locale | undefined): PublicRead<ResourceOutput[]> => ({
      key: lang ? ['resources', page, lang] : ['resources', page],
      load: (signal) => reads.resourcePage(page, lang, signal),
      operation: RESOURCE_OPERATIONS[page],
    }),
    competitions: (): PublicRead<CompetitionSeasonOutput[]> => ({
      key: ['competitions'],
      load: (signal) => reads.competitions(signal),
      operation: 'Load competitions calendar',
    }),
    partners: (): PublicRead<PartnerOutput[]> => ({ key: ['partners'], load: (signal) => reads.partners(signal), operation: 'Load partners' }),
  };
}

export type PublicQueries = ReturnType<typeof publicQueries>;

/** What the browser's pages use. */
export const queries: PublicQueries = publicQueries(restReads);

/**
 * A public read as its page shows it: `loading` until the first answer, `error` when it failed, and `reload`, which
 * starts over (the loading text shows again, as the pages' Try Again buttons expect). Asked for when the page mounts
 * (read-store.ts ensure), never during a render, so a server render shows only what its store was given.
 */
export function usePublicQuery<T>(read: PublicRead<T>, enabled = true) {
  const store = useContext(ReadStoreContext);
  if (!store) throw new Error('usePublicQuery outside AppRoot: no ReadStore');
  const id = readId(read.key);
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const snapshot = useCallback(() => store.state<T>(id), [store, id]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (enabled) store.ensure(read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new object each render; its key names it
  }, [store, id, enabled]);
  const reload = useCallback(() => store.reload(id), [store, id]);
  // A failure found at mount with nothing to show is asked again (unless kept): loading from the first render on, not a
  // frame of the old failure. The store replaces a state when it changes, so `state === atMount` means "not yet".
  const [atMount] = useState(state);
  const retrying = enabled && state === atMount && state.status === 'error' && state.data === undefined && !read.keepFailure;
  return {
    data: state.data,
    error: state.status === 'error' && !retrying ? (state.error ?? null) : null,
    loading: (enabled && state.status === 'pending') || retrying,
    reload,
    loadedAt: state.at,
  };
}
