// The current season (for the header and a new event's season) and the season filter of the list: it starts at
// the current season (all seasons when none is current) until the user picks another; the choice lives in the
// address (/dashboard/events?season=10, issue 15).
import type { UseQueryResult } from '@tanstack/react-query';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { trpc } from '../../../lib/trpc';

export const ALL_SEASONS = 'all';

export const seasonLabel = (season: Pick<SeasonOutput, 'seasonNumber' | 'seasonName'>): string =>
  `Season #${season.seasonNumber} - ${season.seasonName}`;

/** What the events screen reads of a query. */
type QueryView<T> = Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError'>;

/** The filter as the events screen uses it (written down: the declaration emit needs no tRPC internals). */
export interface SeasonFilter {
  current: QueryView<SeasonOutput | null>;
  seasons: QueryView<SeasonOutput[]>;
  value: string;
  setValue: (value: string) => void;
  ready: boolean;
  seasonId: number | undefined;
  labelOf: (id: number | null) => string;
}

export function useSeasonFilter(choice: string | null, setChoice: (value: string) => void): SeasonFilter {
  const current = trpc.seasons.current.useQuery();
  const seasons = trpc.seasons.list.useQuery();

  const value = choice ?? (current.data ? String(current.data.id) : ALL_SEASONS);
  return {
    current,
    seasons,
    value,
    setValue: setChoice,
    /** The list waits for the current season (or its failure) so that it loads once, with the default filter. */
    ready: !current.isPending,
    seasonId: value === ALL_SEASONS ? undefined : Number(value),
    /** How a season id reads in the form. */
    labelOf: (id: number | null): string => {
      const season = seasons.data?.find((s) => s.id === id) ?? (current.data?.id === id ? current.data : undefined);
      if (season) return seasonLabel(season);
      return id === null ? 'No current season' : `Season ID ${id}`;
    },
  };
}
