// The public pages' queries over any CoreReads, for the server render (entry-server.tsx, app/route-data.ts): the same
// definitions the browser's pages use over /api (lib/queries.ts for the settings and the posts, each other page's in
// its folder), so a server render's store holds what the page will read. Only the server render imports this file.
import type { CoreReads } from '../../shared/public-reads';
import { partnersQuery } from '../features/public/about/sponsors/partners-query';
import { competitionsQuery } from '../features/public/competitions/competitions-query';
import { eventQuery, eventSponsorsQuery, eventTeamsQuery } from '../features/public/events/event-queries';
import { eventsPageQuery } from '../features/public/events/events-page-query';
import { resourcePageQuery } from '../features/public/resources/resource-page-query';
import { teamQuery } from '../features/public/teams/team-query';
import { currentSeasonQuery, teamsQuery } from '../features/public/teams/teams-queries';
import { postsQuery, settingsQuery } from './queries';

export function publicQueries(reads: CoreReads) {
  return {
    settings: settingsQuery((lang, signal) => reads.settings(lang, signal)),
    posts: postsQuery((lang, signal) => reads.posts(lang, signal)),
    eventsPage: eventsPageQuery({
      currentSeason: (signal) => reads.currentSeason(signal),
      events: (seasonId, lang, signal) => reads.events(seasonId, lang, signal),
    }),
    currentSeason: currentSeasonQuery((signal) => reads.currentSeason(signal)),
    event: eventQuery((ref, lang, signal) => reads.event(ref, lang, signal)),
    eventSponsors: eventSponsorsQuery((eventId, signal) => reads.eventSponsors(eventId, signal)),
    eventTeams: eventTeamsQuery((code, signal) => reads.eventTeams(code, signal)),
    teams: teamsQuery((signal) => reads.teams(signal)),
    team: teamQuery((teamNumber, signal) => reads.team(teamNumber, signal)),
    resourcePage: resourcePageQuery((page, lang, signal) => reads.resourcePage(page, lang, signal)),
    competitions: competitionsQuery((signal) => reads.competitions(signal)),
    partners: partnersQuery((signal) => reads.partners(signal)),
  };
}

export type PublicQueries = ReturnType<typeof publicQueries>;
