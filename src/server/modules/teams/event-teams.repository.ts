// The teams taking part in an event (table event_teams).
import type { Executor } from '../../db/connection';
import { PUBLISHED } from '../publishing/visibility';

/** What the teams' reads need of an event (its row, found by the events service). */
export interface EventKey {
  id: number;
  season_id: number;
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
