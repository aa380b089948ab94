// The public pages' reads for a server render (shared/public-reads.ts), in-process: each calls the service of its
// REST route with the route's own parameter schema, and answers through the route's declared answer schema
// (serializerOf, as declared-routes.ts sends it) read back with JSON.parse, so the page gets exactly the JSON the
// browser would have received. Never a request to ourselves.
import { z } from 'zod';
import { ApiError } from '../../../shared/api-error';
import { ERROR_CODES, isAppError } from '../../../shared/errors';
import type { PublicReads } from '../../../shared/public-reads';
import { competitionSeasonOutput } from '../../../shared/schemas/competitions';
import { eventOutput, eventRefInput } from '../../../shared/schemas/events';
import { postOutput, postSlugParams } from '../../../shared/schemas/posts';
import { resourceOutput, resourcePageInput } from '../../../shared/schemas/resources';
import { eventResults, seasonResults, teamSeason } from '../../../shared/schemas/results';
import { searchInput, searchResults } from '../../../shared/schemas/search';
import { seasonOutput } from '../../../shared/schemas/seasons';
import { publicSiteSettings as publicSiteSettingsSchema } from '../../../shared/schemas/site-settings';
import { partnerOutput, sponsorOutput } from '../../../shared/schemas/sponsors';
import { byNumberInput, participatingTeam, teamDetail, teamListItem } from '../../../shared/schemas/teams';
import type { Deps } from '../../deps';
import { serializerOf } from '../../http/serializer';
import { competitionCalendar } from '../competitions/competitions.service';
import { getEvent, listEvents } from '../events/events.service';
import { getPostBySlug, listPosts } from '../posts/posts.service';
import { listByPage } from '../resources/resources.service';
import * as results from '../results/results.service';
import { search } from '../search/search.service';
import { getCurrentSeason } from '../seasons/seasons.service';
import { publicSiteSettings } from '../site/site-settings.service';
import { listPartners, sponsorsByEvent } from '../sponsors/sponsors.service';
import { eventTeams } from '../teams/event-teams.service';
import { getTeamByNumber, listTeamItems } from '../teams/teams.service';

/**
 * The answer as the REST route sends it: only what its schema declares, as JSON. A refusal is the ApiError the
 * browser's client would have thrown for the route's answer (its message and HTTP status).
 */
const answered =
  <S extends z.ZodType>(schema: S) =>
  async (value: Promise<unknown>): Promise<z.output<S>> => {
    try {
      return JSON.parse(serializerOf(schema)(await value)) as z.output<S>;
    } catch (error) {
      if (isAppError(error)) throw new ApiError(error.message, ERROR_CODES[error.code].status);
      throw error;
    }
  };

const settingsAnswer = answered(publicSiteSettingsSchema);
const postsAnswer = answered(z.array(postOutput));
const postAnswer = answered(postOutput);
const seasonAnswer = answered(seasonOutput);
const eventsAnswer = answered(z.array(eventOutput));
const eventAnswer = answered(eventOutput);
const sponsorsAnswer = answered(z.array(sponsorOutput));
const participantsAnswer = answered(z.array(participatingTeam));
const teamListAnswer = answered(z.array(teamListItem));
const teamAnswer = answered(teamDetail);
const resourcesAnswer = answered(z.array(resourceOutput));
const competitionsAnswer = answered(z.array(competitionSeasonOutput));
const partnersAnswer = answered(z.array(partnerOutput));
const eventResultsAnswer = answered(eventResults);
const teamSeasonAnswer = answered(teamSeason);
const seasonResultsAnswer = answered(seasonResults);
const searchAnswer = answered(searchResults);

export function pageReads(deps: Deps): PublicReads {
  return {
    settings: (lang) => settingsAnswer(publicSiteSettings(deps, lang)),
    posts: (lang) => postsAnswer(listPosts(deps, lang)),
    postBySlug: async (slug, lang) => postAnswer(getPostBySlug(deps, postSlugParams.parse({ slug }).slug, lang).then((found) => found.post)),
    search: async (q, lang) => searchAnswer(search(deps, searchInput.parse({ q, lang }))),
    currentSeason: () => seasonAnswer(getCurrentSeason(deps)),
    events: (seasonId, lang) => eventsAnswer(listEvents(deps, seasonId === null ? { lang } : { seasonId, lang })),
    event: async (ref, lang) => eventAnswer(getEvent(deps, eventRefInput.parse({ id: ref }).id, lang)),
    eventSponsors: (eventId) => sponsorsAnswer(sponsorsByEvent(deps, eventId, 'public')),
    eventTeams: async (code) => participantsAnswer(eventTeams(deps, eventRefInput.parse({ id: code }).id)),
    eventResults: async (ref) => eventResultsAnswer(results.eventResults(deps, eventRefInput.parse({ id: ref }).id)),
    teams: () => teamListAnswer(listTeamItems(deps)),
    team: async (teamNumber) => teamAnswer(getTeamByNumber(deps, byNumberInput.parse({ teamNumber: String(teamNumber) }).teamNumber)),
    teamSeason: async (teamNumber) => teamSeasonAnswer(results.teamSeason(deps, byNumberInput.parse({ teamNumber: String(teamNumber) }).teamNumber)),
    seasonResults: () => seasonResultsAnswer(results.seasonResults(deps)),
    resourcePage: async (page, lang) => resourcesAnswer(listByPage(deps, resourcePageInput.parse({ page }).page, lang)),
    competitions: () => competitionsAnswer(competitionCalendar(deps)),
    partners: () => partnersAnswer(listPartners(deps)),
  };
}
