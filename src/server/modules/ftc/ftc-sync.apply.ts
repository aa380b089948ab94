// Writing what FIRST said, one transaction per step (the caller opens it): the season's events, then the teams with
// their season registrations and every event's team list. A step that fails rolls back whole.
import type { Transaction } from 'kysely';
import { EVENT_CODE } from '../../../shared/schemas/events';
import type { FtcSyncReport } from '../../../shared/schemas/ftc-sync';
import type { Database, EventRow } from '../../db/types';
import { findEventInSeason, insertEvent, updateEvent } from '../events/events.repository';
import { addEventTeam, removeEventTeam } from '../teams/event-teams.repository';
import { findRegionByName, insertRegion } from '../teams/regions.repository';
import { insertTeam, listTeams, seasonRegistrations, updateTeam } from '../teams/teams.repository';
import { regionForCity } from './city-regions';
import type { CodedFtcEvent as FtcEvent, FtcTeam } from './ftc-api.schemas';
import { FTC_OWNED_EVENT_COLUMNS, newEventColumns, ownedEventColumns, ownedTeamColumns } from './ftc-sync.mapping';
import * as repo from './ftc-sync.repository';

type Trx = Transaction<Database>;

export interface EventsApplied {
  report: FtcSyncReport['events'];
  /** Our event id for each synced FIRST code. */
  idByCode: Map<string, number>;
  warnings: string[];
}

export async function applyEvents(trx: Trx, events: FtcEvent[], year: number, seasonId: number, now: string): Promise<EventsApplied> {
  const report: FtcSyncReport['events'] = { added: [], changed: [], unchanged: 0, skipped: [] };
  const idByCode = new Map<string, number>();
  const warnings: string[] = [];
  for (const event of events) {
    if (!EVENT_CODE.test(event.code)) {
      report.skipped.push(event.code);
      warnings.push(`Event ${event.code}: the code cannot name a page of the site; not synced.`);
      continue;
    }
    // (season, code) is FIRST's key: a code reused from an older season names a new event of this one.
    const existing = await findEventInSeason(trx, seasonId, event.code);
    if (!existing) {
      const row = await insertEvent(trx, newEventColumns(event, year, seasonId, now));
      report.added.push(event.code);
      idByCode.set(event.code, row.id);
      continue;
    }
    idByCode.set(event.code, existing.id);
    const owned = ownedEventColumns(event, year);
    const changes = Object.fromEntries(FTC_OWNED_EVENT_COLUMNS.filter((c) => owned[c] !== existing[c]).map((c) => [c, owned[c]]));
    if (Object.keys(changes).length === 0) {
      report.unchanged += 1;
      continue;
    }
    await updateEvent(trx, existing.id, { ...changes, ftc_synced_at: now, updated_at: now });
    report.changed.push(event.code);
  }
  return { report, idByCode, warnings };
}

/** Events of the season the sync made or updated before and FIRST no longer lists: kept, and said. */
export function vanishedEvents(seasonEvents: EventRow[], codes: ReadonlySet<string>): string[] {
  return seasonEvents
    .filter((e) => e.ftc_synced_at !== null && e.ftc_event_code !== null && !codes.has(e.ftc_event_code.toUpperCase()))
    .map((e) => `Event ${e.ftc_event_code} is no longer listed by FIRST; it stays on the site until an editor removes it.`);
}

async function regionIdFor(trx: Trx, city: string | null, cache: Map<string, number>): Promise<number | null> {
  const name = regionForCity(city);
  if (!name) return null;
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const region = (await findRegionByName(trx, name)) ?? (await insertRegion(trx, name));
  cache.set(name, region.id);
  return region.id;
}

export interface TeamsInput {
  /** Every team of the country's season and of its events, once each. */
  teams: FtcTeam[];
  /** FIRST's list of each event read successfully (our event id -> team numbers). */
  eventLists: Map<number, number[]>;
  /** False when some event's list could not be read: nobody is marked withdrawn on partial knowledge. */
  complete: boolean;
}

export async function applyTeams(
  trx: Trx,
  input: TeamsInput,
  seasonId: number,
  now: string,
): Promise<{ teams: FtcSyncReport['teams']; eventTeams: FtcSyncReport['eventTeams'] }> {
  const teams: FtcSyncReport['teams'] = { added: [], changed: [], withdrawn: [], unchanged: 0 };
  const byNumber = new Map((await listTeams(trx)).map((t) => [t.team_number, t]));
  const registrations = new Map((await seasonRegistrations(trx, seasonId)).map((r) => [r.team_id, r]));
  const regions = new Map<string, number>();
  const idByNumber = new Map<number, number>();

  for (const team of input.teams) {
    const owned = ownedTeamColumns(team);
    let row = byNumber.get(team.teamNumber);
    let changed = false;
    if (!row) {
      row = await insertTeam(trx, { team_number: team.teamNumber, name: owned.name as string, ...owned, ftc_synced_at: now, created_at: now, updated_at: now });
      teams.added.push(team.teamNumber);
    } else {
      const existing = row;
      const changes = Object.fromEntries(Object.entries(owned).filter(([column, value]) => existing[column as keyof typeof existing] !== value));
      if (Object.keys(changes).length > 0) {
        row = (await updateTeam(trx, row.id, { ...changes, ftc_synced_at: now, updated_at: now }))!;
        changed = true;
      }
    }
    idByNumber.set(team.teamNumber, row.id);

    const registration = registrations.get(row.id);
    if (!registration) {
      await repo.insertFtcRegistration(trx, { team_id: row.id, season_id: seasonId, region_id: await regionIdFor(trx, row.city, regions), created_at: now });
      if (!teams.added.includes(team.teamNumber)) changed = true;
    } else if (registration.registration_status !== 'CONFIRMED' || registration.ftc_synced !== 1 || registration.region_id === null) {
      // A region set by hand is kept; one is found from the city only where there is none.
      const region_id = registration.region_id ?? (await regionIdFor(trx, row.city, regions));
      const statusChanged = registration.registration_status !== 'CONFIRMED';
      if (statusChanged || registration.ftc_synced !== 1 || region_id !== registration.region_id) {
        await repo.setRegistrationFromFtc(trx, registration.id, { registration_status: 'CONFIRMED', ftc_synced: 1, region_id });
        if (statusChanged || region_id !== registration.region_id) changed = true;
      }
    }
    if (changed) teams.changed.push(team.teamNumber);
    else if (!teams.added.includes(team.teamNumber)) teams.unchanged += 1;
  }

  if (input.complete) {
    const seen = new Set(idByNumber.values());
    const numberById = new Map([...byNumber.values()].map((t) => [t.id, t.team_number]));
    for (const registration of registrations.values()) {
      if (registration.ftc_synced !== 1 || registration.registration_status === 'WITHDRAWN' || seen.has(registration.team_id)) continue;
      await repo.setRegistrationFromFtc(trx, registration.id, { registration_status: 'WITHDRAWN', ftc_synced: 1 });
      teams.withdrawn.push(numberById.get(registration.team_id) ?? registration.team_id);
    }
  }

  const eventTeams = { added: 0, removed: 0 };
  for (const [eventId, numbers] of input.eventLists) {
    const wanted = new Set(numbers.map((n) => idByNumber.get(n)).filter((id): id is number => id !== undefined));
    const current = new Set(await repo.eventTeamIds(trx, eventId));
    for (const id of current) {
      if (wanted.has(id)) continue;
      await removeEventTeam(trx, eventId, id);
      eventTeams.removed += 1;
    }
    for (const id of wanted) {
      if (current.has(id)) continue;
      await addEventTeam(trx, eventId, id, now);
      eventTeams.added += 1;
    }
  }
  return { teams, eventTeams };
}
