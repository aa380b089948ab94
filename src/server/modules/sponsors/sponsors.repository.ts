import { sql, type Insertable, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { PUBLISHED, type Visibility } from '../publishing/visibility';
import type { Executor } from '../../db/connection';
import type { SponsorRow, SponsorsTable } from '../../db/types';

/**
 * Whether the sponsor row `alias` is public (issue 21): one of the association's partners (a tier, shown on
 * /about/sponsors), the sponsor of a team in a season (team registrations have no drafts), or linked to at least one
 * published event. A sponsor entered only for a draft or scheduled event, or for nothing yet, is not. The one
 * definition, used by the sponsor reads and by the visibility of its logo (files.repository.ts).
 */
export const sponsorIsPublic = (alias: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.tier`)} IS NOT NULL OR ${sql.ref(`${alias}.team_season_id`)} IS NOT NULL OR EXISTS (
    SELECT 1 FROM event_sponsors AS pl INNER JOIN events AS pe ON pe.id = pl.event_id
    WHERE pl.sponsor_id = ${sql.ref(`${alias}.id`)} AND pe.status = ${PUBLISHED}))`;

/** The library, by id (the dashboard's list; the spec's GET /sponsors); 'public': only the public sponsors. */
export function listSponsors(db: Executor, visibility: Visibility): Promise<SponsorRow[]> {
  let q = db.selectFrom('sponsors').selectAll().orderBy('id');
  if (visibility === 'public') q = q.where(sponsorIsPublic('sponsors'));
  return q.execute();
}

export function findSponsor(db: Executor, id: number, visibility: Visibility = 'all'): Promise<SponsorRow | undefined> {
  let q = db.selectFrom('sponsors').selectAll().where('id', '=', id);
  if (visibility === 'public') q = q.where(sponsorIsPublic('sponsors'));
  return q.executeTakeFirst();
}

export interface EventLink {
  event_id: number;
  sponsor_id: number;
}

/** The event links of many sponsors, oldest first; 'public': only the links to published events (a draft's id and
 * existence stay private). */
export function linksOfSponsors(db: Executor, sponsorIds: number[], visibility: Visibility): Promise<EventLink[]> {
  if (!sponsorIds.length) return Promise.resolve([]);
  let q = db
    .selectFrom('event_sponsors as l')
    .select(['l.event_id', 'l.sponsor_id'])
    .where('l.sponsor_id', 'in', sponsorIds)
    .orderBy('l.id');
  if (visibility === 'public') q = q.innerJoin('events as e', 'e.id', 'l.event_id').where('e.status', '=', PUBLISHED);
  return q.execute();
}

/** The sponsors of many events in one query, each with the event it is listed under, in the order they were added. */
export const sponsorsOfEvents = (db: Executor, eventIds: number[]): Promise<Array<SponsorRow & { link_event_id: number }>> =>
  eventIds.length
    ? db
        .selectFrom('event_sponsors as l')
        .innerJoin('sponsors', 'sponsors.id', 'l.sponsor_id')
        .selectAll('sponsors')
        .select('l.event_id as link_event_id')
        .where('l.event_id', 'in', eventIds)
        .orderBy('l.id')
        .execute()
    : Promise.resolve([]);

export const sponsorsOfTeamSeason = (db: Executor, teamSeasonId: number): Promise<SponsorRow[]> =>
  db.selectFrom('sponsors').selectAll().where('team_season_id', '=', teamSeasonId).orderBy('id').execute();

/** The association's partners: every sponsor with a tier, by tier, then order, then name. */
export const listPartners = (db: Executor): Promise<SponsorRow[]> =>
  db.selectFrom('sponsors').selectAll().where('tier', 'is not', null).orderBy('tier_order').orderBy('name').orderBy('id').execute();

export const insertSponsor = (db: Executor, row: Insertable<SponsorsTable>): Promise<SponsorRow> =>
  db.insertInto('sponsors').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSponsor = (db: Executor, id: number, changes: Updateable<SponsorsTable>): Promise<SponsorRow | undefined> =>
  db.updateTable('sponsors').set(changes).where('id', '=', id).returningAll().executeTakeFirst();


/** Links a sponsor to an event; linking again makes it the most recent link (the sponsor's `eventId`). */
export async function linkEvent(db: Executor, sponsorId: number, eventId: number): Promise<void> {
  await db.deleteFrom('event_sponsors').where('sponsor_id', '=', sponsorId).where('event_id', '=', eventId).execute();
  await db.insertInto('event_sponsors').values({ sponsor_id: sponsorId, event_id: eventId }).execute();
}

/** Unlinks from one event, or from every event when eventId is undefined. */
export async function unlinkEvent(db: Executor, sponsorId: number, eventId?: number): Promise<void> {
  let query = db.deleteFrom('event_sponsors').where('sponsor_id', '=', sponsorId);
  if (eventId !== undefined) query = query.where('event_id', '=', eventId);
  await query.execute();
}

export async function eventExists(db: Executor, id: number, visibility: Visibility): Promise<boolean> {
  let q = db.selectFrom('events').select('id').where('id', '=', id);
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function teamRegistrationExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('team_registrations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
