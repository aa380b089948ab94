// Sponsors: companies that support an event (its partners) or a team in a season, each with an optional logo.
import type { Updateable } from 'kysely';
import { AppError, notFound } from '../../../shared/errors';
import { SPONSOR_TIERS } from '../../../shared/constants';
import {
  SPONSOR_MESSAGES,
  type PartnerOutput,
  type SponsorCreateInput,
  type SponsorOutput,
  type SponsorTier,
  type SponsorUpdateInput,
} from '../../../shared/schemas/sponsors';
import type { SponsorRow, SponsorsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { fileOutputs, resolveAttachment, type AttachmentRequest } from '../files/files.service';
import { moveToBin } from '../bin/bin.service';
import type { Visibility } from '../publishing/visibility';
import { toPartnerOutput, toSponsorOutput } from './sponsors.mapper';
import * as repo from './sponsors.repository';

const ACCEPT = ['image'] as const;
const ENTITY_TYPE = 'sponsor_logo';


/** `visibility`: which of a sponsor's event links it lists (a public read never names a draft event). */
async function outputs(deps: Deps, rows: SponsorRow[], visibility: Visibility): Promise<SponsorOutput[]> {
  const [files, links] = await Promise.all([
    fileOutputs(deps.db, rows.map((r) => r.logo_id)),
    repo.linksOfSponsors(deps.db, [...new Set(rows.map((r) => r.id))], visibility),
  ]);
  const eventsOf = new Map<number, number[]>();
  for (const link of links) eventsOf.set(link.sponsor_id, [...(eventsOf.get(link.sponsor_id) ?? []), link.event_id]);
  return rows.map((row) => toSponsorOutput(row, files, eventsOf.get(row.id) ?? [], visibility));
}

async function output(deps: Deps, row: SponsorRow, visibility: Visibility): Promise<SponsorOutput> {
  return (await outputs(deps, [row], visibility))[0]!;
}

/** The partners of many events (event id -> its sponsors in the order they were added), for the events' outputs. */
export async function sponsorsOfEvents(deps: Deps, eventIds: number[], visibility: Visibility): Promise<Map<number, SponsorOutput[]>> {
  const rows = await repo.sponsorsOfEvents(deps.db, eventIds);
  const out = await outputs(deps, rows, visibility);
  const byEvent = new Map<number, SponsorOutput[]>();
  rows.forEach((row, i) => byEvent.set(row.link_event_id, [...(byEvent.get(row.link_event_id) ?? []), out[i]!]));
  return byEvent;
}

/** /about/sponsors: the partners with a tier, in the tiers' order. */
export async function listPartners(deps: Deps): Promise<PartnerOutput[]> {
  const rows = await repo.listPartners(deps.db);
  const files = await fileOutputs(deps.db, rows.map((r) => r.logo_id));
  const rank = (tier: string) => SPONSOR_TIERS.indexOf(tier as (typeof SPONSOR_TIERS)[number]);
  return rows
    .filter((row): row is SponsorRow & { tier: NonNullable<SponsorRow['tier']> } => row.tier !== null)
    .sort((a, b) => rank(a.tier) - rank(b.tier))
    .map((row) => toPartnerOutput(row, files));
}

/** A public read of a sponsor that is not public answers as for an unknown one (issue 21). */
async function existing(deps: Deps, id: number, visibility: Visibility = 'all'): Promise<SponsorRow> {
  const row = await repo.findSponsor(deps.db, id, visibility);
  if (!row) throw notFound('Sponsor');
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

/** Links given by id must point at rows that exist (a form field: 400, not 404). */
async function checkLinks(deps: Deps, input: { eventId?: number; teamSeasonId?: number }) {
  if (input.eventId !== undefined && !(await repo.eventExists(deps.db, input.eventId, 'all'))) throw invalid('eventId', SPONSOR_MESSAGES.eventMissing);
  if (input.teamSeasonId !== undefined && !(await repo.teamRegistrationExists(deps.db, input.teamSeasonId))) {
    throw invalid('teamSeasonId', SPONSOR_MESSAGES.teamSeasonMissing);
  }
}

export const listSponsors = async (deps: Deps, visibility: Visibility) => outputs(deps, await repo.listSponsors(deps.db, visibility), visibility);
export const getSponsor = async (deps: Deps, id: number, visibility: Visibility) => output(deps, await existing(deps, id, visibility), visibility);

/** An event's sponsors; a public read of an event that is not published answers as for an unknown event (none). */
export async function sponsorsByEvent(deps: Deps, eventId: number, visibility: Visibility): Promise<SponsorOutput[]> {
  if (visibility === 'public' && !(await repo.eventExists(deps.db, eventId, visibility))) return [];
  return (await sponsorsOfEvents(deps, [eventId], visibility)).get(eventId) ?? [];
}

export const sponsorsByTeamSeason = async (deps: Deps, id: number, visibility: Visibility) =>
  outputs(deps, await repo.sponsorsOfTeamSeason(deps.db, id), visibility);

export async function createSponsor(deps: Deps, actor: Actor | null, input: SponsorCreateInput, attachment: AttachmentRequest = {}) {
  authorize(actor, 'sponsors:write');
  await checkLinks(deps, input);
  const logo = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const now = isoNow(deps.clock);
  const row = await logo.commit(() =>
    deps.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertSponsor(trx, {
        name: input.name,
        size: input.size,
        legal_name: input.legal_name,
        email: input.email ?? null,
        link: input.link ?? null,
        logo_id: logo.fileId ?? null,
        team_season_id: input.teamSeasonId ?? null,
        created_at: now,
        updated_at: now,
      });
      if (input.eventId !== undefined) await repo.linkEvent(trx, inserted.id, input.eventId);
      return inserted;
    }),
  );
  return output(deps, row, 'all');
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
  if (Object.keys(changes).length === 0 && input.eventId === undefined) return output(deps, before, 'all');
  // An event sent with the fields adds that event to the sponsor's events (the library keeps the others).
  const row = await logo.commit(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const updated = await repo.updateSponsor(trx, id, { ...changes, updated_at: isoNow(deps.clock) });
        if (updated && input.eventId !== undefined) await repo.linkEvent(trx, id, input.eventId);
        return updated;
      }),
    { previousId: before.logo_id, missing: () => notFound('Sponsor') },
  );
  return output(deps, row, 'all');
}

/** Moves the sponsor to the bin (decision 198): its logo stays on disk, no longer public; its event links go with it. */
export async function deleteSponsor(deps: Deps, actor: Actor | null, id: number) {
  authorize(actor, 'sponsors:write');
  await existing(deps, id);
  if (!(await moveToBin(deps, actor, 'sponsor', id))) throw notFound('Sponsor');
  return { id };
}

export async function linkEvent(deps: Deps, actor: Actor | null, id: number, eventId: number) {
  authorize(actor, 'sponsors:write');
  await existing(deps, id);
  if (!(await repo.eventExists(deps.db, eventId, 'all'))) throw notFound('Event');
  const row = await deps.db.transaction().execute(async (trx) => {
    await repo.linkEvent(trx, id, eventId);
    return repo.updateSponsor(trx, id, { updated_at: isoNow(deps.clock) });
  });
  if (!row) throw notFound('Sponsor');
  return output(deps, row, 'all');
}

/** The spec's call (no body) unlinks the sponsor from every event; the event form unlinks it from one. */
export async function unlinkEvent(deps: Deps, actor: Actor | null, id: number, eventId?: number) {
  authorize(actor, 'sponsors:write');
  await existing(deps, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    await repo.unlinkEvent(trx, id, eventId);
    return repo.updateSponsor(trx, id, { updated_at: isoNow(deps.clock) });
  });
  if (!row) throw notFound('Sponsor');
  return output(deps, row, 'all');
}

/** ADMIN: marks a sponsor as one of the association's partners (or takes it off /about/sponsors with tier null). */
export async function setTier(deps: Deps, actor: Actor | null, id: number, input: { tier: SponsorTier | null; tierOrder: number }) {
  authorize(actor, 'sponsors:tier');
  await existing(deps, id);
  const row = await repo.updateSponsor(deps.db, id, { tier: input.tier, tier_order: input.tierOrder, updated_at: isoNow(deps.clock) });
  if (!row) throw notFound('Sponsor');
  return output(deps, row, 'all');
}
