// Sponsors: companies that support an event (its partners) or a team in a season, each with an optional logo.
import type { Updateable } from 'kysely';
import { AppError, notFound } from '../../../shared/errors';
import { SPONSOR_MESSAGES, type SponsorCreateInput, type SponsorOutput, type SponsorUpdateInput } from '../../../shared/schemas/sponsors';
import type { SponsorRow, SponsorsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Actor, Deps } from '../../deps';
import { authorize } from '../auth/permissions';
import { fileOutputs, resolveAttachment, type AttachmentRequest, discardIfUnused } from '../files/files.service';
import { toSponsorOutput } from './sponsors.mapper';
import * as repo from './sponsors.repository';

const ACCEPT = ['image'] as const;
const ENTITY_TYPE = 'sponsor_logo';


async function outputs(deps: Deps, rows: SponsorRow[]): Promise<SponsorOutput[]> {
  const files = await fileOutputs(deps.db, rows.map((r) => r.logo_id));
  return rows.map((row) => toSponsorOutput(row, files));
}

async function output(deps: Deps, row: SponsorRow): Promise<SponsorOutput> {
  return (await outputs(deps, [row]))[0]!;
}

async function existing(deps: Deps, id: number): Promise<SponsorRow> {
  const row = await repo.findSponsor(deps.db, id);
  if (!row) throw notFound('Sponsor');
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

/** Links given by id must point at rows that exist (a form field: 400, not 404). */
async function checkLinks(deps: Deps, input: { eventId?: number; teamSeasonId?: number }) {
  if (input.eventId !== undefined && !(await repo.eventExists(deps.db, input.eventId))) throw invalid('eventId', SPONSOR_MESSAGES.eventMissing);
  if (input.teamSeasonId !== undefined && !(await repo.teamRegistrationExists(deps.db, input.teamSeasonId))) {
    throw invalid('teamSeasonId', SPONSOR_MESSAGES.teamSeasonMissing);
  }
}

export const listSponsors = async (deps: Deps) => outputs(deps, await repo.listSponsors(deps.db));
export const getSponsor = async (deps: Deps, id: number) => output(deps, await existing(deps, id));
export const sponsorsByEvent = async (deps: Deps, eventId: number) => outputs(deps, await repo.sponsorsOfEvents(deps.db, [eventId]));
export const sponsorsByTeamSeason = async (deps: Deps, id: number) => outputs(deps, await repo.sponsorsOfTeamSeason(deps.db, id));

export async function createSponsor(deps: Deps, actor: Actor | null, input: SponsorCreateInput, attachment: AttachmentRequest = {}) {
  authorize(actor, 'sponsors:write');
  await checkLinks(deps, input);
  const logo = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const now = isoNow(deps.clock);
  const row = await logo.commit(() =>
    repo.insertSponsor(deps.db, {
      name: input.name,
      size: input.size,
      legal_name: input.legal_name,
      email: input.email ?? null,
      link: input.link ?? null,
      logo_id: logo.fileId ?? null,
      event_id: input.eventId ?? null,
      team_season_id: input.teamSeasonId ?? null,
      created_at: now,
      updated_at: now,
    }),
  );
  return output(deps, row);
}

/** Only what was sent changes; `clear` empties optional fields on purpose. */
function changesOf(input: SponsorUpdateInput): Updateable<SponsorsTable> {
  const changes: Updateable<SponsorsTable> = {};
  for (const field of input.clear ?? []) {
    if (field === 'teamSeasonId') changes.team_season_id = null;
    else changes[field] = null;
  }
  if (input.name !== undefined) changes.name = input.name;
  if (input.size !== undefined) changes.size = input.size;
  if (input.legal_name !== undefined) changes.legal_name = input.legal_name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.link !== undefined) changes.link = input.link;
  if (input.eventId !== undefined) changes.event_id = input.eventId;
  if (input.teamSeasonId !== undefined) changes.team_season_id = input.teamSeasonId;
  return changes;
}

export async function updateSponsor(deps: Deps, actor: Actor | null, id: number, input: SponsorUpdateInput, attachment: AttachmentRequest = {}) {
  authorize(actor, 'sponsors:write');
  const before = await existing(deps, id);
  await checkLinks(deps, input);
  const changes = changesOf(input);
  const logo = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  if (logo.fileId !== undefined) changes.logo_id = logo.fileId;
  if (Object.keys(changes).length === 0) return output(deps, before);
  const row = await logo.commit(() => repo.updateSponsor(deps.db, id, { ...changes, updated_at: isoNow(deps.clock) }), { previousId: before.logo_id, missing: () => notFound('Sponsor') });
  return output(deps, row);
}

export async function deleteSponsor(deps: Deps, actor: Actor | null, id: number) {
  authorize(actor, 'sponsors:write');
  const row = await existing(deps, id);
  await repo.deleteSponsor(deps.db, id);
  await discardIfUnused(deps, row.logo_id);
  return { id };
}

export async function linkEvent(deps: Deps, actor: Actor | null, id: number, eventId: number) {
  authorize(actor, 'sponsors:write');
  await existing(deps, id);
  if (!(await repo.eventExists(deps.db, eventId))) throw notFound('Event');
  const row = await repo.updateSponsor(deps.db, id, { event_id: eventId, updated_at: isoNow(deps.clock) });
  if (!row) throw notFound('Sponsor');
  return output(deps, row);
}

export async function unlinkEvent(deps: Deps, actor: Actor | null, id: number) {
  authorize(actor, 'sponsors:write');
  await existing(deps, id);
  const row = await repo.updateSponsor(deps.db, id, { event_id: null, updated_at: isoNow(deps.clock) });
  if (!row) throw notFound('Sponsor');
  return output(deps, row);
}
