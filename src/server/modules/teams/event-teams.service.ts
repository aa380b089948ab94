// The teams taking part in an event: read by the public event page, managed by EDITOR and ADMIN.
import type { EventRef } from '../../../shared/schemas/events';
import type { ParticipatingTeam } from '../../../shared/schemas/teams';
import type { Executor } from '../../db/connection';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { visibilityFor, type Visibility } from '../publishing/visibility';
import { eventRowByRef } from '../events/events.service';
import * as repo from './event-teams.repository';
import type { EventKey } from './event-teams.repository';
import { toParticipatingTeam } from './teams.mapper';
import { teamRow } from './teams.service';

/** The event by its reference as eventRefSchema read it (spec 01 §4, event detail load). */
const eventFor = (db: Executor, ref: EventRef, visibility: Visibility = 'all'): Promise<EventKey> => eventRowByRef(db, ref, visibility);

const rows = async (db: Executor, event: EventKey) => (await repo.participatingTeams(db, event)).map(toParticipatingTeam);

/** A draft or scheduled event's teams are read only by those who may edit it (the dashboard); the public gets 404. */
export async function eventTeams(deps: Deps, ref: EventRef, actor: Actor | null = null): Promise<ParticipatingTeam[]> {
  return rows(deps.db, await eventFor(deps.db, ref, visibilityFor(actor, 'events:write')));
}

/** Adds a team to an event (again is a no-op) and answers the event's teams. */
export async function addTeamToEvent(deps: Deps, actor: Actor | null, ref: EventRef, teamId: number): Promise<ParticipatingTeam[]> {
  authorize(actor, 'events:write');
  return deps.db.transaction().execute(async (trx) => {
    const event = await eventFor(trx, ref);
    await teamRow(trx, teamId);
    await repo.addEventTeam(trx, event.id, teamId, isoNow(deps.clock));
    return rows(trx, event);
  });
}

/** Removes a team from an event (a team that is not there is simply not there) and answers the event's teams. */
export async function removeTeamFromEvent(deps: Deps, actor: Actor | null, ref: EventRef, teamId: number): Promise<ParticipatingTeam[]> {
  authorize(actor, 'events:write');
  return deps.db.transaction().execute(async (trx) => {
    const event = await eventFor(trx, ref);
    await teamRow(trx, teamId);
    await repo.removeEventTeam(trx, event.id, teamId);
    return rows(trx, event);
  });
}
