// FIRST's results queries over any ResultReads, for the server render (entry-server.tsx, app/route-data.ts). The
// browser's pages each use their own definition over /api (events/event-results-query.ts, teams/team-season-query.ts,
// about/season-results-query.ts): one key and one shape, kept out of /home's first-visit JavaScript.
import type { ResultReads } from '../../shared/public-reads';
import { seasonResultsQuery } from '../features/public/about/season-results-query';
import { eventResultsQuery } from '../features/public/events/event-results-query';
import { teamSeasonQuery } from '../features/public/teams/team-season-query';

export function resultQueries(reads: ResultReads) {
  return {
    eventResults: eventResultsQuery((ref, signal) => reads.eventResults(ref, signal)),
    teamSeason: teamSeasonQuery((teamNumber, signal) => reads.teamSeason(teamNumber, signal)),
    seasonResults: seasonResultsQuery((signal) => reads.seasonResults(signal)),
  };
}

export type ResultQueries = ReturnType<typeof resultQueries>;
