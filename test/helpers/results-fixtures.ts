// FIRST's results of one event inserted straight into the tables the sync fills (migration 2026-11-27-010), in a
// scrambled order so that the reads' ordering shows. Teams: 1001-1004 Romanian (registered), 9999 foreign (Moldova, no
// registration), 8888 not held at all. Team 1001's record: Q1 won, Q2 tied, Q3 as a surrogate (not counted), both
// playoff matches won: 3-0-1. Alliance 1 (1002, 1001) wins the final.
import type { Executor } from '../../src/server/db/connection';
import { bucharestDay } from '../../src/shared/bucharest-time';

export const RESULT_TEAMS = { ro: [1001, 1002, 1003, 1004], foreign: 9999, unknown: 8888 } as const;

/** The teams of the fixture (Romanian ones registered in `seasonId`), unless they exist already. */
export async function insertResultTeams(db: Executor, seasonId: number): Promise<void> {
  for (const number of RESULT_TEAMS.ro) {
    const existing = await db.selectFrom('teams').select('id').where('team_number', '=', number).executeTakeFirst();
    const id = existing?.id ?? (await db.insertInto('teams').values({ team_number: number, name: `Roboții ${number}`, city: 'Iași' }).returning('id').executeTakeFirstOrThrow()).id;
    const registered = await db.selectFrom('team_registrations').select('id').where('team_id', '=', id).where('season_id', '=', seasonId).executeTakeFirst();
    if (!registered) await db.insertInto('team_registrations').values({ team_id: id, season_id: seasonId, registration_status: 'ACTIVE' }).execute();
  }
  const foreign = await db.selectFrom('teams').select('id').where('team_number', '=', RESULT_TEAMS.foreign).executeTakeFirst();
  if (!foreign) await db.insertInto('teams').values({ team_number: RESULT_TEAMS.foreign, name: 'Chișinău Bots', country: 'Moldova' }).execute();
}

async function match(
  db: Executor,
  eventId: number,
  m: { level: 'QUALIFICATION' | 'PLAYOFF'; description: string; series: number; number: number; start: string | null; red: number[]; blue: number[]; score?: [number, number]; surrogate?: number },
) {
  const { id } = await db
    .insertInto('ftc_matches')
    .values({
      event_id: eventId,
      level: m.level,
      description: m.description,
      series: m.series,
      match_number: m.number,
      start_time: m.start,
      played: m.score ? 1 : 0,
      red_score: m.score?.[0] ?? null,
      blue_score: m.score?.[1] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const side = (alliance: 'red' | 'blue', teams: number[]) =>
    teams.map((team, i) => ({ match_id: id, team_number: team, team_name: `FIRST ${team}`, alliance, station: i + 1, surrogate: team === m.surrogate ? (1 as const) : (0 as const) }));
  await db.insertInto('ftc_match_teams').values([...side('red', m.red), ...side('blue', m.blue)]).execute();
}

/** The full results of an event that has been played (`startDay`: its first day, YYYY-MM-DD, for the match times). */
export async function insertEventResults(db: Executor, eventId: number, startDay = '2025-02-21'): Promise<void> {
  await db.insertInto('ftc_event_results').values({ event_id: eventId, synced_at: `${startDay}T15:00:00.000Z`, error: null }).execute();
  const ranking = (rank: number, team: number, wins: number, losses: number, ties: number) => ({
    event_id: eventId,
    team_number: team,
    team_name: `FIRST ${team}`,
    rank,
    wins,
    losses,
    ties,
    matches_played: wins + losses + ties,
    sort_order1: 2.5 - rank / 2,
    sort_order2: 100 - rank,
  });
  await db
    .insertInto('ftc_rankings')
    .values([ranking(3, 9999, 1, 1, 1), ranking(1, 1002, 2, 0, 1), ranking(4, 1003, 0, 3, 0), ranking(2, 1001, 1, 0, 1), ranking(5, 8888, 0, 1, 0)])
    .execute();
  const at = (time: string) => `${startDay}T${time}:00.000Z`;
  await match(db, eventId, { level: 'PLAYOFF', description: 'Final 1', series: 2, number: 1, start: at('14:00'), red: [1002, 1001], blue: [9999, 1003], score: [120, 95] });
  await match(db, eventId, { level: 'PLAYOFF', description: 'Match 1', series: 1, number: 1, start: at('13:30'), red: [1002, 1001], blue: [9999, 1003], score: [80, 70] });
  await match(db, eventId, { level: 'QUALIFICATION', description: 'Qualification 4', series: 0, number: 4, start: at('11:30'), red: [1001, 1002], blue: [1003, 8888] });
  await match(db, eventId, { level: 'QUALIFICATION', description: 'Qualification 2', series: 0, number: 2, start: at('09:30'), red: [1001, 1003], blue: [1002, 9999], score: [30, 30] });
  await match(db, eventId, { level: 'QUALIFICATION', description: 'Qualification 1', series: 0, number: 1, start: at('09:00'), red: [1001, 1002], blue: [1003, 9999], score: [50, 40] });
  await match(db, eventId, { level: 'QUALIFICATION', description: 'Qualification 3', series: 0, number: 3, start: at('10:00'), red: [1001, 1004], blue: [1002, 1003], score: [10, 60], surrogate: 1001 });
  await db
    .insertInto('ftc_alliances')
    .values([
      { event_id: eventId, number: 2, name: 'Alliance 2', team_numbers: JSON.stringify([9999, 1003]) },
      { event_id: eventId, number: 1, name: 'Alliance 1', team_numbers: JSON.stringify([1002, 1001]) },
    ])
    .execute();
  await db
    .insertInto('ftc_awards')
    .values([
      { event_id: eventId, award_id: 5, name: "Dean's List Finalist", place: 1, team_number: 1003, team_name: 'FIRST 1003', person: 'Ana Popescu' },
      { event_id: eventId, award_id: 1, name: 'Inspire Award', place: 2, team_number: 9999, team_name: 'FIRST 9999', person: null },
      { event_id: eventId, award_id: 2, name: 'Think Award', place: 1, team_number: 1001, team_name: 'FIRST 1001', person: null },
      { event_id: eventId, award_id: 1, name: 'Inspire Award', place: 1, team_number: 1002, team_name: 'FIRST 1002', person: null },
    ])
    .execute();
}

/**
 * The demo's event `code` of the current season played, with the fixture's results on its own days, and made the
 * season's national championship (so /about/results names its winners). Returns the event's id.
 */
export async function insertChampionshipResults(db: Executor, code: string): Promise<number> {
  const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select(['id', 'date_start']).where('ftc_event_code', '=', code).executeTakeFirstOrThrow();
  await insertResultTeams(db, season.id);
  await insertEventResults(db, event.id, bucharestDay(event.date_start));
  await db.updateTable('events').set({ ftc_type_name: 'Championship' }).where('id', '=', event.id).execute();
  return event.id;
}
