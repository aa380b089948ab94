// The event pages' calls (spec 01 §7 Events, Seasons and sponsors, and the participating teams).
import type { EventOutput } from '../../../../shared/schemas/events';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import type { ParticipatingTeam } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api';
import { groupEvents, isOngoing, type GroupedEvents } from './event-timing';

export interface EventsPageData {
  season: SeasonOutput | null;
  groups: GroupedEvents<EventOutput>;
}

/** The API answers a list in `message`, or (per the spec) a bare list; anything else counts as no events. */
const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The current season, then its events. Without a current season (or when that call fails) every event is shown.
 * A failing events call is the page's error state. Timing is computed here, once, at the moment the data arrives.
 */
export async function loadEventsPage(signal: AbortSignal): Promise<EventsPageData> {
  let season: SeasonOutput | null = null;
  try {
    season = await apiRequest<SeasonOutput>('/seasons/current', { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn(`Load current season failed: ${(error as Error).message}; showing all events`);
  }
  const query = season ? `?seasonId=${season.id}` : '';
  const events = asList<EventOutput>(await apiRequest<unknown>(`/events${query}`, { signal }));
  return { season, groups: groupEvents(events, Date.now()) };
}

export interface EventPageData {
  event: EventOutput;
  /** Whether it runs at the moment it was loaded. */
  live: boolean;
}

/** One event by its code or numeric id (GET /events/{ref}); a 404 is the page's not-found state. */
export async function loadEvent(ref: string, signal: AbortSignal): Promise<EventPageData> {
  const event = await apiRequest<EventOutput>(`/events/${encodeURIComponent(ref)}`, { signal });
  return { event, live: isOngoing(event, Date.now()) };
}

/** The event's own partners; when it lists none, its sponsors. A failure gives an empty list (spec 01 §7). */
export async function loadEventSponsors(event: EventOutput, signal: AbortSignal): Promise<SponsorOutput[]> {
  if (event.partners.length > 0) return event.partners;
  try {
    return asList<SponsorOutput>(await apiRequest<unknown>(`/sponsors/event/${event.id}`, { signal }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error(`Load event sponsors failed: ${(error as Error).message}`);
    return [];
  }
}

export const loadEventTeams = async (code: string, signal: AbortSignal): Promise<ParticipatingTeam[]> =>
  asList<ParticipatingTeam>(await apiRequest<unknown>(`/events/${encodeURIComponent(code)}/teams`, { signal }));
