// The teams taking part in an event (table event_teams).
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';
import { PUBLISHED, type Visibility } from '../publishing/visibility';

export interface EventKey {
  id: number;
  season_id: number;
}

/** The public event page's teams: a draft or scheduled event is not found (visibility.ts). A code reused across
 * seasons opens the current season's event, else the newest season's (events.repository findEventByCode). */
export function findEventByCode(db: Executor, code: string, visibility: Visibility): Promise<EventKey | undefined> {
  let q = db
    .selectFrom('events as e')
    .innerJoin('seasons as s', 's.id', 'e.season_id')
    .select(['e.id', 'e.season_id'])
    .where((eb) => eb(eb.fn('lower', ['e.ftc_event_code']), '=', code.toLowerCase()));
  if (visibility === 'public') q = q.where('e.status', '=', PUBLISHED);
  return q
    .orderBy('s.is_current', 'desc')
    .orderBy(sql`coalesce(s.ftc_year, 0)`, 'desc')
    .orderBy('s.season_number', 'desc')
    .orderBy('e.id', 'desc')
    .executeTakeFirst();
}

export function findEventById(db: Executor, id: number, visibility: Visibility): Promise<EventKey | undefined> {
  let q = db.selectFrom('events').select(['id', 'season_id']).where('id', '=', id);
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return q.executeTakeFirst();
}

/** The event's teams with the region of their registration in the event's season, by team number. */
export const participatingTeams = (db: Executor, event: EventKey) =>
  db
    .selectFrom('event_teams as et')
    .innerJoin('teams as t', 't.id', 'et.team_id')
    .leftJoin('team_registrations as r', (join) => join.onRef('r.team_id', '=', 't.id').on('r.season_id', '=', event.season_id))
    .leftJoin('regions as g', 'g.id', 'r.region_id')
    .select(['t.id as team_id', 't.team_number', 't.name', 't.school', 't.city', 't.country', 'r.id as registration_id', 'g.name as region_name'])
    .where('et.event_id', '=', event.id)
    .orderBy('t.team_number')
    .execute();
export type ParticipatingRow = Awaited<ReturnType<typeof participatingTeams>>[number];

/** Adding a team that already takes part changes nothing. */
export async function addEventTeam(db: Executor, eventId: number, teamId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('event_teams')
    .values({ event_id: eventId, team_id: teamId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['event_id', 'team_id']).doNothing())
    .execute();
}

export async function removeEventTeam(db: Executor, eventId: number, teamId: number): Promise<void> {
  await db.deleteFrom('event_teams').where('event_id', '=', eventId).where('team_id', '=', teamId).execute();
}

/** The events of a season a team takes part in, soonest first (the team page's list). */
export const teamSeasonEvents = (db: Executor, teamId: number, seasonId: number) =>
  db
    .selectFrom('event_teams as et')
    .innerJoin('events as e', 'e.id', 'et.event_id')
    .select(['e.id', 'e.title', 'e.ftc_event_code', 'e.location', 'e.date_start', 'e.date_end', 'e.category'])
    .where('et.team_id', '=', teamId)
    .where('e.season_id', '=', seasonId)
    .where('e.status', '=', PUBLISHED)
    .orderBy('e.date_start')
    .orderBy('e.id')
    .execute();
