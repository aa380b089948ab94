// Reads of FIRST's results as the sync stored them (migration 2026-11-27-010): an event's rankings, matches with their
// teams, alliances and awards; a team's appearances in a season; which teams have a page here. Kysely only.
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';
import { PUBLISHED } from '../publishing/visibility';

export const eventSync = (db: Executor, eventId: number) =>
  db.selectFrom('ftc_event_results').select(['synced_at', 'error']).where('event_id', '=', eventId).executeTakeFirst();

export const rankings = (db: Executor, eventId: number) =>
  db.selectFrom('ftc_rankings').selectAll().where('event_id', '=', eventId).orderBy('rank').orderBy('team_number').execute();

/** Qualification before playoff, then FIRST's series and match number. */
export const matches = (db: Executor, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ftc_matches')
        .selectAll()
        .where('event_id', 'in', eventIds)
        .orderBy('event_id')
        .orderBy(sql`CASE level WHEN 'QUALIFICATION' THEN 0 ELSE 1 END`)
        .orderBy('series')
        .orderBy('match_number')
        .execute();

export const matchTeams = (db: Executor, matchIds: readonly number[]) =>
  matchIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('ftc_match_teams').selectAll().where('match_id', 'in', matchIds).orderBy('match_id').orderBy('alliance').orderBy('station').execute();

export const alliances = (db: Executor, eventId: number) =>
  db.selectFrom('ftc_alliances').selectAll().where('event_id', '=', eventId).orderBy('number').execute();

/** FIRST's order of awards (its award id), then the place within an award (winner, finalist...). */
export const awards = (db: Executor, eventIds: readonly number[], teamNumber?: number) => {
  if (eventIds.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('ftc_awards').selectAll().where('event_id', 'in', eventIds);
  if (teamNumber !== undefined) q = q.where('team_number', '=', teamNumber);
  return q.orderBy(sql`coalesce(award_id, 1e9)`).orderBy('name').orderBy('place').orderBy('id').execute();
};

/** The teams of these numbers the site holds, with whether any season registered them (a foreign team has none). */
export async function teamsByNumber(db: Executor, numbers: readonly number[]) {
  if (numbers.length === 0) return [];
  return db
    .selectFrom('teams as t')
    .select(['t.team_number', 't.name', 't.country'])
    .select((eb) => eb.exists(eb.selectFrom('team_registrations as r').select('r.id').whereRef('r.team_id', '=', 't.id')).as('registered'))
    .where('t.team_number', 'in', [...new Set(numbers)])
    .execute();
}

/** Published events of a season where a team shows in the results (ranked, in a match, awarded) or on the list. */
export async function teamSeasonEvents(db: Executor, seasonId: number, teamNumber: number) {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.date_start', 'e.ftc_event_code'])
    .where('e.season_id', '=', seasonId)
    .where('e.status', '=', PUBLISHED)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('ftc_rankings as k').select('k.rank').whereRef('k.event_id', '=', 'e.id').where('k.team_number', '=', teamNumber)),
        eb.exists(
          eb
            .selectFrom('ftc_matches as m')
            .innerJoin('ftc_match_teams as mt', 'mt.match_id', 'm.id')
            .select('m.id')
            .whereRef('m.event_id', '=', 'e.id')
            .where('mt.team_number', '=', teamNumber),
        ),
        eb.exists(eb.selectFrom('ftc_awards as a').select('a.id').whereRef('a.event_id', '=', 'e.id').where('a.team_number', '=', teamNumber)),
        eb.exists(
          eb
            .selectFrom('event_teams as et')
            .innerJoin('teams as t', 't.id', 'et.team_id')
            .select('et.event_id')
            .whereRef('et.event_id', '=', 'e.id')
            .where('t.team_number', '=', teamNumber),
        ),
      ]),
    )
    .orderBy('e.date_start')
    .orderBy('e.id')
    .execute();
}

export const teamRanks = (db: Executor, eventIds: readonly number[], teamNumber: number) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('ftc_rankings').select(['event_id', 'rank']).where('event_id', 'in', eventIds).where('team_number', '=', teamNumber).execute();

/** The team's own (not surrogate) appearances in played matches, with both scores. */
export const teamPlayedMatches = (db: Executor, eventIds: readonly number[], teamNumber: number) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ftc_match_teams as mt')
        .innerJoin('ftc_matches as m', 'm.id', 'mt.match_id')
        .select(['m.event_id', 'mt.alliance', 'm.red_score', 'm.blue_score'])
        .where('m.event_id', 'in', eventIds)
        .where('mt.team_number', '=', teamNumber)
        .where('mt.surrogate', '=', 0)
        .where('m.played', '=', 1)
        .execute();

/**
 * The season's national championship: a published event of the season whose FIRST type is Championship, else one the
 * staff filed as National Championship; not a division; the latest when there are several (record 149).
 */
export const championship = (db: Executor, seasonId: number) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'ftc_event_code', 'date_start'])
    .where('season_id', '=', seasonId)
    .where('status', '=', PUBLISHED)
    .where('ftc_parent_code', 'is', null)
    .where((eb) => eb.or([eb(eb.fn('lower', [eb.fn('trim', ['ftc_type_name'])]), '=', 'championship'), eb('category', '=', 'National Championship')]))
    .orderBy(sql`CASE WHEN lower(trim(ftc_type_name)) = 'championship' THEN 0 ELSE 1 END`)
    .orderBy('date_start', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
