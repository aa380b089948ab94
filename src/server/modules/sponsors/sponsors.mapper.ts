import type { FileOutput } from '../../../shared/schemas/files';
import type { SponsorOutput } from '../../../shared/schemas/sponsors';
import type { SponsorRow } from '../../db/types';

/** `files`: the logos, loaded for many sponsors at once (fileOutputs). */
export const toSponsorOutput = (row: SponsorRow, files: ReadonlyMap<number, FileOutput>): SponsorOutput => ({
  id: row.id,
  name: row.name,
  size: row.size,
  legal_name: row.legal_name,
  email: row.email,
  link: row.link,
  logo: row.logo_id === null ? null : (files.get(row.logo_id) ?? null),
  eventId: row.event_id,
  teamSeasonId: row.team_season_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
