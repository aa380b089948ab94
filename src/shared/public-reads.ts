// The public pages' reads, one method per REST call they make, each answering exactly what that call's envelope
// carries (`message`, or `data` for GET /api/teams/all). The browser implements it over /api (web/lib/queries.ts and
// each page's <name>-query.ts); the server implements it in-process from the same services
// (server/modules/pages/page-reads.ts) to fill the ReadStore of a server render (web/lib/read-store.ts). One
// interface, so both sides answer the same shapes.
import type { CompetitionSeasonOutput } from './schemas/competitions';
import type { EventOutput } from './schemas/events';
import type { PostOutput } from './schemas/posts';
import type { ResourceOutput } from './schemas/resources';
import type { SearchResults } from './schemas/search';
import type { EventResults, SeasonResults, TeamSeason } from './schemas/results';
import type { SeasonOutput } from './schemas/seasons';
import type { PublicSiteSettings } from './schemas/site-settings';
import type { PartnerOutput, SponsorOutput } from './schemas/sponsors';
import type { ParticipatingTeam, TeamDetail, TeamListItem } from './schemas/teams';
import type { ResourcePage } from './constants';
import type { Locale } from './locale';

/** FIRST's results (issue 22, part 2): read only by the event, team and results pages, so the browser's definitions of
 * these live apart from the others (web/lib/result-queries.ts) and stay out of /home's first-visit JavaScript. */
export interface ResultReads {
  /** GET /api/events/{code or id}/results */
  eventResults(ref: string, signal?: AbortSignal): Promise<EventResults>;
  /** GET /api/teams/{number}/season */
  teamSeason(teamNumber: number, signal?: AbortSignal): Promise<TeamSeason>;
  /** GET /api/results/season */
  seasonResults(signal?: AbortSignal): Promise<SeasonResults>;
}

/** A post's page and the search page (issue 24): their browser definitions live in their pages' folders (news/,
 * search/), out of /home's first-visit JavaScript, as the results' do. */
export interface PostSearchReads {
  /** GET /api/home-posts/slug/{slug}[?lang=] (an old slug answers the post, whose `slug` is the current one; `lang`:
   * readLang, decision 203) */
  postBySlug(slug: string, lang: Locale | undefined, signal?: AbortSignal): Promise<PostOutput>;
  /** GET /api/search?q=[&lang=] (a query the search input schema takes; `lang`: readLang, decision 205) */
  search(q: string, lang: Locale | undefined, signal?: AbortSignal): Promise<SearchResults>;
}

/** Every read but the results', the post page's and the search's (web/lib/public-queries.ts). */
export type CoreReads = Omit<PublicReads, keyof ResultReads | keyof PostSearchReads>;

export interface PublicReads extends ResultReads, PostSearchReads {
  /** GET /api/site/settings[?lang=] (`lang`: readLang, decision 203) */
  settings(lang: Locale | undefined, signal?: AbortSignal): Promise<PublicSiteSettings>;
  /** GET /api/home-posts[?lang=] (`lang`: readLang, decision 203) */
  posts(lang: Locale | undefined, signal?: AbortSignal): Promise<PostOutput[]>;
  /** GET /api/seasons/current (a 404 when no season is current) */
  currentSeason(signal?: AbortSignal): Promise<SeasonOutput>;
  /** GET /api/events?seasonId=[&lang=] (every event without a season id; `lang`: readLang, decision 203) */
  events(seasonId: number | null, lang: Locale | undefined, signal?: AbortSignal): Promise<EventOutput[]>;
  /** GET /api/events/{code or id}[?lang=] */
  event(ref: string, lang: Locale | undefined, signal?: AbortSignal): Promise<EventOutput>;
  /** GET /api/sponsors/event/{id} */
  eventSponsors(eventId: number, signal?: AbortSignal): Promise<SponsorOutput[]>;
  /** GET /api/events/{code}/teams */
  eventTeams(code: string, signal?: AbortSignal): Promise<ParticipatingTeam[]>;
  /** GET /api/teams/all (the list of `data`) */
  teams(signal?: AbortSignal): Promise<TeamListItem[]>;
  /** GET /api/teams/{number} */
  team(teamNumber: number, signal?: AbortSignal): Promise<TeamDetail>;
  /** GET /api/resources/page/{page}[?lang=] (`lang`: readLang, decision 204) */
  resourcePage(page: ResourcePage, lang: Locale | undefined, signal?: AbortSignal): Promise<ResourceOutput[]>;
  /** GET /api/competitions */
  competitions(signal?: AbortSignal): Promise<CompetitionSeasonOutput[]>;
  /** GET /api/partners */
  partners(signal?: AbortSignal): Promise<PartnerOutput[]>;
}
