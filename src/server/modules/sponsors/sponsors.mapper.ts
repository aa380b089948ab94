import type { FileOutput } from '../../../shared/schemas/files';
import type { PartnerOutput, SponsorOutput } from '../../../shared/schemas/sponsors';
import type { SponsorRow } from '../../db/types';
import type { Visibility } from '../publishing/visibility';

/** `files`: the logos, loaded for many sponsors at once (fileOutputs); `eventIds`: its event links, oldest first.
 * A public read never carries the legal name or the e-mail (the spec's public sponsor: name, link, logo, events). */
export const toSponsorOutput = (row: SponsorRow, files: ReadonlyMap<number, FileOutput>, eventIds: readonly number[], visibility: Visibility): SponsorOutput => ({
  id: row.id,
  name: row.name,
  size: row.size,
  legal_name: visibility === 'all' ? row.legal_name : null,
  email: visibility === 'all' ? row.email : null,
  link: row.link,
  logo: row.logo_id === null ? null : (files.get(row.logo_id) ?? null),
  eventId: eventIds.at(-1) ?? null,
  eventIds: [...eventIds],
  teamSeasonId: row.team_season_id,
  tier: row.tier,
  tierOrder: row.tier_order,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toPartnerOutput = (row: SponsorRow & { tier: NonNullable<SponsorRow['tier']> }, files: ReadonlyMap<number, FileOutput>): PartnerOutput => ({
  id: row.id,
  name: row.name,
  link: row.link,
  logo: row.logo_id === null ? null : (files.get(row.logo_id) ?? null),
  tier: row.tier,
});
