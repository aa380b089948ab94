// The public pages' data, one TanStack Query definition per read: its key and its fetcher over a PublicReads (the REST
// calls in the browser, restReads; the services in-process in a server render, server/modules/pages/page-reads.ts).
// The server fills a QueryClient with the same definitions, so the page's data arrives in its HTML and hydration does
// not fetch it again. A failed read logs the spec's '{operation} failed: {message}' (query-client.ts, from `meta`).
import { queryOptions, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResourcePage } from '../../shared/constants';
import type { CoreReads } from '../../shared/public-reads';
import type { EventOutput } from '../../shared/schemas/events';
import type { SeasonOutput } from '../../shared/schemas/seasons';
import type { SponsorOutput } from '../../shared/schemas/sponsors';
import type { TeamListItem } from '../../shared/schemas/teams';
import { ApiError, apiRaw, apiRequest } from './api';
import { PUBLIC_FRESH_MS } from './query-client';

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The reads over /api: the envelope's `message` (the teams list: `data`), a list answer that is no list as []. */
export const restReads: CoreReads = {
  settings: (signal) => apiRequest('/site/settings', { signal }),
  posts: async (signal) => asList(await apiRequest<unknown>('/home-posts', { signal })),
  currentSeason: (signal) => apiRequest('/seasons/current', { signal }),
  events: async (seasonId, signal) => asList(await apiRequest<unknown>(`/events${seasonId === null ? '' : `?seasonId=${seasonId}`}`, { signal })),
  event: (ref, signal) => apiRequest(`/events/${encodeURIComponent(ref)}`, { signal }),
  eventSponsors: async (eventId, signal) => asList(await apiRequest<unknown>(`/sponsors/event/${eventId}`, { signal })),
  eventTeams: async (code, signal) => asList(await apiRequest<unknown>(`/events/${encodeURIComponent(code)}/teams`, { signal })),
  teams: async (signal) => {
    const body = await apiRaw<{ success?: boolean; data?: unknown }>('/teams/all', signal);
    if (body?.success === false) throw new ApiError('The teams list was refused', 500);
    return asList<TeamListItem>(body?.data);
  },
  team: (teamNumber, signal) => apiRequest(`/teams/${teamNumber}`, { signal }),
  resourcePage: async (page, signal) => asList(await apiRequest<unknown>(`/resources/page/${page}`, { signal })),
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

/** An event or a team that does not exist stays so when its page mounts (a server-rendered 404 hydrates as rendered,
 * instead of starting over); Try Again starts over (usePublicQuery's reload). */
const notFoundKept = { staleTime: PUBLIC_FRESH_MS, retryOnMount: false } as const;

/** The query definitions over a PublicReads; `meta.operation` names the read in the failure message. */
export function publicQueries(reads: CoreReads) {
  return {
    settings: () => queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['site-settings'], queryFn: ({ signal }) => reads.settings(signal), meta: { operation: 'Load site settings' } }),
    posts: () => queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['home-posts'], queryFn: ({ signal }) => reads.posts(signal), meta: { operation: 'Load home posts' } }),
    eventsPage: () =>
      queryOptions({
        staleTime: PUBLIC_FRESH_MS,
        queryKey: ['events-page'],
        queryFn: async ({ signal }): Promise<EventsPageData> => {
          let season: SeasonOutput | null = null;
          try {
            season = await reads.currentSeason(signal);
          } catch (error) {
            if (isAbort(error)) throw error;
            console.warn(`Load current season failed: ${(error as Error).message}; showing all events`);
          }
          return { season, events: await reads.events(season ? season.id : null, signal) };
        },
        meta: { operation: 'Load events' },
      }),
    /** The current season, or null when none is current or the read fails (the teams page then names no dates). */
    currentSeason: () =>
      queryOptions({
        staleTime: PUBLIC_FRESH_MS,
        queryKey: ['current-season'],
        queryFn: async ({ signal }): Promise<SeasonOutput | null> => {
          try {
            return await reads.currentSeason(signal);
          } catch (error) {
            if (isAbort(error)) throw error;
            return null;
          }
        },
      }),
    event: (ref: string) => queryOptions({ ...notFoundKept, queryKey: ['event', ref], queryFn: ({ signal }) => reads.event(ref, signal), meta: { operation: 'Load event' } }),
    /** The event's own partners; when it lists none, its sponsors. A failure gives an empty list (spec 01 §7). */
    eventSponsors: (event: EventOutput) =>
      queryOptions({
        staleTime: PUBLIC_FRESH_MS,
        queryKey: ['event-sponsors', event.id],
        queryFn: async ({ signal }): Promise<SponsorOutput[]> => {
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
    eventTeams: (code: string) =>
      queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['event-teams', code], queryFn: ({ signal }) => reads.eventTeams(code, signal), meta: { operation: 'Load participating teams' } }),
    teams: () => queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['teams', 'all'], queryFn: ({ signal }) => reads.teams(signal), meta: { operation: 'Load teams' } }),
    team: (teamNumber: number) =>
      queryOptions({ ...notFoundKept, queryKey: ['team', teamNumber], queryFn: ({ signal }) => reads.team(teamNumber, signal), meta: { operation: 'Load team' } }),
    resourcePage: (page: ResourcePage) =>
      queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['resources', page], queryFn: ({ signal }) => reads.resourcePage(page, signal), meta: { operation: RESOURCE_OPERATIONS[page] } }),
    competitions: () =>
      queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['competitions'], queryFn: ({ signal }) => reads.competitions(signal), meta: { operation: 'Load competitions calendar' } }),
    partners: () => queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['partners'], queryFn: ({ signal }) => reads.partners(signal), meta: { operation: 'Load partners' } }),
  };
}

export type PublicQueries = ReturnType<typeof publicQueries>;

/** What the browser's pages use. */
export const queries: PublicQueries = publicQueries(restReads);

/**
 * A public read as its page shows it: `loading` until the first answer, `error` when it failed, and `reload`, which
 * starts over (the loading text shows again, as the pages' Try Again buttons expect).
 */
export function usePublicQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K> & { queryKey: K }, enabled = true) {
  const client = useQueryClient();
  const { data, error, isPending, dataUpdatedAt } = useQuery({ ...options, enabled });
  const reload = useCallback(() => void client.resetQueries({ queryKey: options.queryKey, exact: true }), [client, options.queryKey]);
  return { data, error, loading: enabled && isPending, reload, loadedAt: dataUpdatedAt };
}
