// Writing what FIRST said, in the caller's transaction: the season's events, then the teams with their season
// registrations and every event's team list. Each step fills the readable report (issue 22, point 10) and the figures
// the wipe guard reads (point 5); the caller rolls the whole transaction back when the guard holds the answer.
import type { Transaction, Updateable } from 'kysely';
import { EVENT_CODE } from '../../../shared/schemas/events';
import type { FtcFieldChange, FtcReportItem, FtcSyncReport } from '../../../shared/schemas/ftc-sync';
import type { Database, EventRow, TeamsTable } from '../../db/types';
import { findEventInSeason, insertEvent, updateEvent } from '../events';
import { addEventTeam, allTeamRows, findRegionByName, insertRegion, insertTeam, removeEventTeam, seasonRegistrations, updateTeam } from '../teams';
import { regionForCity } from './city-regions';
import type { FtcEvent, FtcTeam } from './ftc-api.schemas';
import {
  FTC_OWNED_EVENT_COLUMNS,
  isKnownType,
  keepStaffTimes,
  newEventColumns,
  ownedEventColumns,
  ownedTeamColumns,
  parseOverrides,
  teamNameOf,
} from './ftc-sync.mapping';
import * as repo from './ftc-sync.repository';

type Trx = Transaction<Database>;

const shown = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export interface EventsApplied {
  report: FtcSyncReport['events'];
  /** Our event id for each synced FIRST code (upper case). */
  idByCode: Map<string, number>;
  details: FtcReportItem[];
  warnings: string[];
}

export async function applyEvents(trx: Trx, events: FtcEvent[], year: number, seasonId: number, now: string): Promise<EventsApplied> {
  const report: FtcSyncReport['events'] = { added: [], changed: [], unchanged: 0, skipped: [] };
  const idByCode = new Map<string, number>();
  const details: FtcReportItem[] = [];
  const warnings: string[] = [];
  for (const event of events) {
    const name = event.name?.trim() || event.code;
    if (!EVENT_CODE.test(event.code)) {
      report.skipped.push(event.code);
      const reason = 'the code cannot name a page of the site';
      warnings.push(`Event ${event.code}: ${reason}; not synced.`);
      details.push({ kind: 'event', key: event.code, name, action: 'skipped', fields: [], reason });
      continue;
    }
    if (!isKnownType(event.typeName)) warnings.push(`Event ${event.code} (${name}): FIRST's type "${event.typeName ?? ''}" is unknown; shown as Other.`);
    // (season, code) is FIRST's key: a code reused from an older season names a new event of this one.
    const existing = await findEventInSeason(trx, seasonId, event.code);
    if (!existing) {
      const row = await insertEvent(trx, newEventColumns(event, year, seasonId, now));
      report.added.push(event.code);
      idByCode.set(event.code.toUpperCase(), row.id);
      details.push({ kind: 'event', key: event.code, name, action: 'added', fields: [], reason: null });
      continue;
    }
    idByCode.set(event.code.toUpperCase(), existing.id);
    const owned = keepStaffTimes(ownedEventColumns(event, year), existing, event.timezone);
    const overrides = parseOverrides(existing.ftc_overrides);
    const changes: Record<string, unknown> = {};
    const fields: FtcFieldChange[] = [];
    const kept: FtcFieldChange[] = [];
    for (const column of FTC_OWNED_EVENT_COLUMNS) {
      const value = owned[column];
      if (value === existing[column]) continue;
      // A field staff changed by hand is theirs (issue 22, point 7): kept, and the report names FIRST's value.
      if (overrides.has(column)) kept.push({ field: column, from: shown(existing[column]), to: shown(value) });
      else {
        changes[column] = value;
        fields.push({ field: column, from: shown(existing[column]), to: shown(value) });
      }
    }
    if (kept.length) details.push({ kind: 'event', key: event.code, name, action: 'kept', fields: kept, reason: 'changed by staff; FIRST says otherwise' });
    if (fields.length === 0) {
      report.unchanged += 1;
      continue;
    }
    await updateEvent(trx, existing.id, { ...changes, ftc_synced_at: now, updated_at: now });
    report.changed.push(event.code);
    details.push({ kind: 'event', key: event.code, name, action: 'changed', fields, reason: null });
  }
  return { report, idByCode, details, warnings };
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
  /** The country's teams (from the events' lists and the leagues' members), once each. */
  teams: FtcTeam[];
  /** Teams from abroad on a Romanian event's list: shown on that list, never registered for the season (point 4). */
  foreign: FtcTeam[];
  /** FIRST's list of each event read successfully (our event id -> team numbers). */
  eventLists: Map<number, number[]>;
  /** Events that have ended (our ids): their lists only grow (point 6). */
  frozen: ReadonlySet<number>;
  /** Our event id -> its code and name, for the report. */
  eventNames: Map<number, { code: string; name: string }>;
  /** False when some event's list could not be read: nobody is marked withdrawn on partial knowledge. */
  complete: boolean;
}

export interface TeamsApplied {
  teams: FtcSyncReport['teams'];
  eventTeams: FtcSyncReport['eventTeams'];
  details: FtcReportItem[];
  /** The season's FIRST registrations that were active before this run (the wipe guard's base). */
  activeBefore: number;
  /** Events whose list had teams and is now empty (the wipe guard). */
  emptied: string[];
}

export async function applyTeams(trx: Trx, input: TeamsInput, seasonId: number, now: string): Promise<TeamsApplied> {
  const teams: FtcSyncReport['teams'] = { added: [], changed: [], withdrawn: [], unchanged: 0 };
  const details: FtcReportItem[] = [];
  const byNumber = new Map((await allTeamRows(trx)).map((t) => [t.team_number, t]));
  const registrations = new Map((await seasonRegistrations(trx, seasonId)).map((r) => [r.team_id, r]));
  const activeBefore = [...registrations.values()].filter((r) => r.ftc_synced === 1 && r.registration_status !== 'WITHDRAWN').length;
  const regions = new Map<string, number>();
  const idByNumber = new Map<number, number>();
  const nameById = new Map([...byNumber.values()].map((t) => [t.id, { number: t.team_number, name: t.name }]));

  /** Writes FIRST's columns of a team (not those staff changed); answers the row and what changed. */
  async function upsert(team: FtcTeam) {
    const owned = ownedTeamColumns(team);
    const existing = byNumber.get(team.teamNumber);
    const name = teamNameOf(team);
    if (!existing) {
      const row = await insertTeam(trx, { team_number: team.teamNumber, name, ...owned, ftc_synced_at: now, created_at: now, updated_at: now });
      byNumber.set(team.teamNumber, row);
      nameById.set(row.id, { number: row.team_number, name: row.name });
      return { row, added: true, fields: [] as FtcFieldChange[] };
    }
    const overrides = parseOverrides(existing.ftc_overrides);
    const changes: Partial<Record<keyof TeamsTable, unknown>> = {};
    const fields: FtcFieldChange[] = [];
    const kept: FtcFieldChange[] = [];
    for (const [column, value] of Object.entries(owned) as Array<[keyof typeof existing, unknown]>) {
      if (existing[column] === value) continue;
      const change = { field: column, from: shown(existing[column]), to: shown(value) };
      if (overrides.has(column)) kept.push(change);
      else {
        changes[column as keyof TeamsTable] = value;
        fields.push(change);
      }
    }
    if (kept.length) details.push({ kind: 'team', key: String(team.teamNumber), name: existing.name, action: 'kept', fields: kept, reason: 'changed by staff; FIRST says otherwise' });
    if (fields.length === 0) return { row: existing, added: false, fields };
    const row = (await updateTeam(trx, existing.id, { ...(changes as Updateable<TeamsTable>), ftc_synced_at: now, updated_at: now }))!;
    byNumber.set(team.teamNumber, row);
    nameById.set(row.id, { number: row.team_number, name: row.name });
    return { row, added: false, fields };
  }

  for (const team of input.teams) {
    const { row, added, fields } = await upsert(team);
    idByNumber.set(team.teamNumber, row.id);
    let changed = fields.length > 0;
    const registration = registrations.get(row.id);
    if (!registration) {
      await repo.insertFtcRegistration(trx, { team_id: row.id, season_id: seasonId, region_id: await regionIdFor(trx, row.city, regions), created_at: now });
      if (!added) {
        changed = true;
        fields.push({ field: 'registration', from: null, to: 'CONFIRMED' });
      }
    } else if (registration.registration_status !== 'CONFIRMED' || registration.ftc_synced !== 1 || registration.region_id === null) {
      // A region set by hand is kept; one is found from the city only where there is none.
      const region_id = registration.region_id ?? (await regionIdFor(trx, row.city, regions));
      const statusChanged = registration.registration_status !== 'CONFIRMED';
      if (statusChanged || registration.ftc_synced !== 1 || region_id !== registration.region_id) {
        await repo.setRegistrationFromFtc(trx, registration.id, { registration_status: 'CONFIRMED', ftc_synced: 1, region_id });
        if (statusChanged) fields.push({ field: 'registration', from: registration.registration_status, to: 'CONFIRMED' });
        if (region_id !== registration.region_id) fields.push({ field: 'region', from: registration.region_name, to: regionForCity(row.city) });
        if (statusChanged || region_id !== registration.region_id) changed = true;
      }
    }
    const key = String(team.teamNumber);
    if (added) {
      teams.added.push(team.teamNumber);
      details.push({ kind: 'team', key, name: row.name, action: 'added', fields: [], reason: null });
    } else if (changed) {
      teams.changed.push(team.teamNumber);
      details.push({ kind: 'team', key, name: row.name, action: 'changed', fields, reason: null });
    } else teams.unchanged += 1;
  }

  // Foreign teams: a row to show on the event's list (number, name, country), no registration for the season.
  for (const team of input.foreign) {
    const { row } = await upsert(team);
    idByNumber.set(team.teamNumber, row.id);
    details.push({ kind: 'team', key: String(team.teamNumber), name: row.name, action: 'foreign', fields: [], reason: `from ${team.country?.trim() || 'abroad'}; listed on the event, not registered in this country` });
  }

  const eventTeams = { added: 0, removed: 0 };
  const emptied: string[] = [];
  // A team still on an ended event's list (frozen) played this season: it is not withdrawn.
  const onFrozen = new Set<number>();
  for (const [eventId, numbers] of input.eventLists) {
    const wanted = new Set(numbers.map((n) => idByNumber.get(n)).filter((id): id is number => id !== undefined));
    const current = new Set(await repo.eventTeamIds(trx, eventId));
    const frozen = input.frozen.has(eventId);
    const event = input.eventNames.get(eventId);
    const missing = [...current].filter((id) => !wanted.has(id));
    if (frozen) {
      for (const id of current) onFrozen.add(id);
      if (missing.length && event) {
        const names = missing.map((id) => nameById.get(id)).map((t) => (t ? `${t.number} ${t.name}` : '?'));
        details.push({ kind: 'event', key: event.code, name: event.name, action: 'frozen', fields: [], reason: `the event has ended; FIRST's list no longer has ${names.join(', ')}: kept` });
      }
    } else {
      for (const id of missing) {
        await removeEventTeam(trx, eventId, id);
        eventTeams.removed += 1;
      }
      if (current.size > 0 && wanted.size === 0 && event) emptied.push(event.code);
    }
    for (const id of wanted) {
      if (current.has(id)) continue;
      await addEventTeam(trx, eventId, id, now);
      eventTeams.added += 1;
    }
  }

  if (input.complete) {
    const seen = new Set([...input.teams.map((t) => idByNumber.get(t.teamNumber)), ...onFrozen]);
    for (const registration of registrations.values()) {
      if (registration.ftc_synced !== 1 || registration.registration_status === 'WITHDRAWN' || seen.has(registration.team_id)) continue;
      await repo.setRegistrationFromFtc(trx, registration.id, { registration_status: 'WITHDRAWN', ftc_synced: 1 });
      const team = nameById.get(registration.team_id);
      teams.withdrawn.push(team?.number ?? registration.team_id);
      details.push({
        kind: 'team',
        key: String(team?.number ?? registration.team_id),
        name: team?.name ?? '?',
        action: 'withdrawn',
        fields: [{ field: 'registration', from: registration.registration_status, to: 'WITHDRAWN' }],
        reason: 'no longer on any list FIRST gives for this country',
      });
    }
  }
  return { teams, eventTeams, details, activeBefore, emptied };
}
