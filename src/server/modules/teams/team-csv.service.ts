// The teams CSV: a preview that marks each row new / changed / unchanged / invalid and writes nothing; an import that
// writes every row in one transaction, and nothing at all when any row is invalid; an export of the season.
// A row is the whole record of a team: an empty city, school, website or description clears it. With a status, the
// row also sets the team's registration for the season (region by name, created when new); without, the
// registration is left as it is (and a region without a status is refused, never dropped unsaid, unless the team is
// already registered for the season: then the region moves the registration and its status stays).
// The file comes as bytes read in the detected or chosen encoding (csv-encoding.ts), or as text from API clients.
import { AppError } from '../../../shared/errors';
import { runWithAction } from '../activity/activity-context';
import { CSV_STATUS_ALIASES, TEAM_CSV_MESSAGES, type TeamCsvInput, type TeamCsvPreview, type TeamCsvPreviewRow } from '../../../shared/schemas/team-csv';
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import type { TeamRow } from '../../db/types';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { seasonRow } from '../seasons/seasons.service';
import * as regions from './regions.repository';
import { decodeCsv, type DecodedCsv } from './csv-encoding';
import { parseTeamsCsv, writeTeamsCsv, type ParsedRow } from './team-csv.parse';
import * as repo from './teams.repository';

type Registration = Awaited<ReturnType<typeof repo.seasonRegistrations>>[number];

interface Planned {
  row: ParsedRow;
  preview: TeamCsvPreviewRow;
  existing: TeamRow | undefined;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

function differences(row: ParsedRow, team: TeamRow | undefined, registration: Registration | undefined): string[] {
  const t = row.team!;
  if (!team) return [];
  const changes: string[] = [];
  if (t.name !== team.name) changes.push('name');
  if (!same(t.city, team.city)) changes.push('city');
  if (!same(t.school, team.school)) changes.push('school');
  if (!same(t.website, team.website)) changes.push('website');
  if (!same(t.about, team.about)) changes.push('description');
  if (row.status) {
    if (registration?.registration_status !== row.status) changes.push('status');
    if ((registration?.region_name ?? '').toLowerCase() !== (row.region ?? '').toLowerCase()) changes.push('region');
  }
  return changes;
}

interface Plan {
  planned: Planned[];
  fileError: string | null;
  decoded: DecodedCsv | null;
}

async function plan(db: Executor, input: TeamCsvInput): Promise<Plan> {
  await seasonRow(db, input.seasonId);
  const decoded = input.file !== undefined ? decodeCsv(Buffer.from(input.file, 'base64'), input.encoding) : null;
  const file = parseTeamsCsv(decoded ? decoded.text : (input.csv ?? ''));
  if (file.fileError !== null) return { planned: [], fileError: file.fileError, decoded };
  const [teams, registrations] = await Promise.all([repo.allTeamRows(db), repo.seasonRegistrations(db, input.seasonId)]);
  const byNumber = new Map(teams.map((t) => [t.team_number, t]));
  const regByTeam = new Map(registrations.map((r) => [r.team_id, r]));
  const planned = file.rows.map((row): Planned => {
    const existing = row.team ? byNumber.get(row.team.teamNumber) : undefined;
    if (row.team && row.region && !row.status) {
      // A region needs a registration: the team's current one keeps its status, else the row says what is missing.
      const current = existing ? regByTeam.get(existing.id) : undefined;
      const status = current ? CSV_STATUS_ALIASES[current.registration_status.toUpperCase()] : undefined;
      if (status) row.status = status;
      else {
        row.reasons.push(TEAM_CSV_MESSAGES.regionWithoutStatus);
        row.team = null;
      }
    }
    const changes = row.team ? differences(row, existing, existing ? regByTeam.get(existing.id) : undefined) : [];
    const kind = !row.team ? 'invalid' : !existing ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    return {
      row,
      existing,
      preview: { line: row.line, kind, teamNumber: row.cells.team_number, name: row.cells.name, reasons: row.reasons, changes },
    };
  });
  return { planned, fileError: null, decoded };
}

function summary({ planned, fileError, decoded }: Plan): TeamCsvPreview {
  const counts = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
  for (const p of planned) counts[p.preview.kind] += 1;
  const encoding = decoded ? { used: decoded.encoding, detected: decoded.detected, bom: decoded.bom } : null;
  return { rows: planned.map((p) => p.preview), counts, fileError, encoding };
}

/** What the import would do, row by row. Writes nothing. */
export async function previewTeamsCsv(deps: Deps, actor: Actor | null, input: TeamCsvInput): Promise<TeamCsvPreview> {
  authorize(actor, 'teams:write');
  return summary(await plan(deps.db, input));
}

/** Imports the file in one transaction, or refuses it whole (nothing written) when any row is invalid. */
export async function importTeamsCsv(deps: Deps, actor: Actor | null, input: TeamCsvInput): Promise<TeamCsvPreview> {
  authorize(actor, 'teams:write');
  // The activity log says "imported" for each team and registration the file writes.
  return runWithAction({ action: 'imported', detail: 'CSV import' }, () => deps.db.transaction().execute(async (trx) => {
    const planning = await plan(trx, input);
    const { planned, fileError } = planning;
    const result = summary(planning);
    if (fileError !== null || result.counts.invalid > 0) {
      throw new AppError('VALIDATION', fileError ?? TEAM_CSV_MESSAGES.invalidRows, { fieldErrors: { csv: [fileError ?? TEAM_CSV_MESSAGES.invalidRows] } });
    }
    const now = isoNow(deps.clock);
    for (const { row, existing, preview } of planned) {
      if (preview.kind === 'unchanged') continue;
      const t = row.team!;
      const columns = { name: t.name, city: t.city ?? null, school: t.school ?? null, website: t.website ?? null, about: t.about ?? null, updated_at: now };
      const team = existing
        ? (await repo.updateTeam(trx, existing.id, columns))!
        : await repo.insertTeam(trx, { ...columns, team_number: t.teamNumber, created_at: now });
      if (!row.status) continue;
      const region = row.region ? ((await regions.findRegionByName(trx, row.region)) ?? (await regions.insertRegion(trx, row.region))) : null;
      const registration = await repo.findTeamRegistration(trx, team.id, input.seasonId);
      if (registration) await repo.updateRegistration(trx, registration.id, { registration_status: row.status, region_id: region?.id ?? null });
      else await repo.insertRegistration(trx, { team_id: team.id, season_id: input.seasonId, region_id: region?.id ?? null, registration_status: row.status, romanian_number: null, created_at: now });
    }
    return result;
  }));
}

/** Every team with its registration for the season, in the import's columns (a round trip changes nothing). */
export async function exportTeamsCsv(deps: Deps, actor: Actor | null, seasonId: number): Promise<{ filename: string; csv: string }> {
  authorize(actor, 'teams:write');
  const season = await seasonRow(deps.db, seasonId);
  const [teams, registrations] = await Promise.all([repo.allTeamRows(deps.db), repo.seasonRegistrations(deps.db, seasonId)]);
  const regByTeam = new Map(registrations.map((r) => [r.team_id, r]));
  const csv = writeTeamsCsv(
    teams.map((t) => {
      const r = regByTeam.get(t.id);
      return {
        team_number: t.team_number,
        name: t.name,
        city: t.city,
        region: r?.region_name ?? null,
        school: t.school,
        website: t.website,
        description: t.about,
        status: r ? (r.registration_status === 'CONFIRMED' ? 'ACTIVE' : r.registration_status) : null,
      };
    }),
  );
  return { filename: `teams-season-${season.season_number}.csv`, csv };
}
