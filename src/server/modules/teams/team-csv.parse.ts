// Reading the teams CSV (its text, decoded by csv-encoding.ts): `;` (Romanian Excel) or `,` separated, quoted fields as RFC 4180
// says, a header row naming the columns (any order). Each row becomes the team fields it describes, or its reasons.
// Cells go through csv-cells.ts both ways: the export guards formula-like text, the import removes that guard.
import { parse } from 'csv-parse/sync';
import { csvCell, unguardCsvCell } from '../../csv-cells';
import { createRegionInput, createTeamInput, type CreateTeamInput } from '../../../shared/schemas/teams';
import { CSV_STATUS_ALIASES, TEAM_CSV_COLUMNS, TEAM_CSV_MESSAGES, type TeamCsvColumn } from '../../../shared/schemas/team-csv';
import type { RegistrationStatus } from '../../../shared/constants';

export interface ParsedRow {
  line: number;
  cells: Record<TeamCsvColumn, string>;
  /** The team's fields, when the row is valid. */
  team: CreateTeamInput | null;
  region: string | null;
  status: RegistrationStatus | null;
  reasons: string[];
}

export type ParsedFile = { rows: ParsedRow[]; fileError: null } | { rows: []; fileError: string };

/** The schema's field names as the CSV names them. */
const COLUMN_OF: Record<string, TeamCsvColumn> = { teamNumber: 'team_number', about: 'description' };

/** The separator of the header line: `;` when it has one, else `,`. */
const separatorOf = (text: string): string => ((text.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',');

/** A CSV record with the line it starts on (csv-parse's `info: true`). */
interface NumberedRecord {
  record: string[];
  info: { lines: number };
}

const isNumberedRecord = (value: unknown): value is NumberedRecord =>
  typeof value === 'object' &&
  value !== null &&
  'record' in value &&
  Array.isArray(value.record) &&
  value.record.every((cell) => typeof cell === 'string') &&
  'info' in value &&
  typeof value.info === 'object' &&
  value.info !== null &&
  'lines' in value.info &&
  typeof value.info.lines === 'number';

export function parseTeamsCsv(raw: string): ParsedFile {
  const text = raw.replace(/^\uFEFF/, '');
  if (!text.trim()) return { rows: [], fileError: TEAM_CSV_MESSAGES.empty };
  // Text read in the wrong encoding is never taken in: the replacement character would be stored as it is.
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) return { rows: [], fileError: `${TEAM_CSV_MESSAGES.undecodable} (line ${text.slice(0, bad).split('\n').length}).` };
  let records: NumberedRecord[];
  try {
    // With `info: true` each record comes with its line number ({ record, info }); csv-parse's types still say plain
    // rows, so the answer is typed `unknown` and checked.
    const parsed: unknown[] = parse(text, { delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: true, info: true, trim: true });
    records = parsed.filter(isNumberedRecord);
    if (records.length !== parsed.length) throw new Error('the CSV reader answered records without their line numbers');
  } catch (error) {
    return { rows: [], fileError: `${TEAM_CSV_MESSAGES.unreadable}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const index = new Map(names.map((name, i) => [name, i]));
  if (TEAM_CSV_COLUMNS.some((column) => !index.has(column))) return { rows: [], fileError: TEAM_CSV_MESSAGES.header };
  if (body.length === 0) return { rows: [], fileError: TEAM_CSV_MESSAGES.empty };

  const seen = new Map<string, number>();
  const rows = body.map(({ record, info }): ParsedRow => {
    const cells = Object.fromEntries(TEAM_CSV_COLUMNS.map((c) => [c, unguardCsvCell((record[index.get(c)!] ?? '').trim())])) as Record<TeamCsvColumn, string>;
    const reasons: string[] = [];
    // An unquoted separator inside a cell shifts every cell after it: the row is refused, never read askew.
    if (record.length > names.length) reasons.push(`line ${info.lines}: ${TEAM_CSV_MESSAGES.tooManyColumns} (${record.length} columns, the header has ${names.length})`);
    const parsed = createTeamInput.safeParse({
      teamNumber: cells.team_number,
      name: cells.name,
      city: cells.city,
      school: cells.school,
      website: cells.website,
      about: cells.description,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        reasons.push(`${COLUMN_OF[field] ?? field}: ${issue.message}`);
      }
    }
    let region: string | null = null;
    if (cells.region) {
      const r = createRegionInput.safeParse({ name: cells.region });
      if (r.success) region = r.data.name;
      else reasons.push(`region: ${r.error.issues[0]?.message}`);
    }
    const status = cells.status ? (CSV_STATUS_ALIASES[cells.status.toUpperCase()] ?? null) : null;
    if (cells.status && !status) reasons.push(`status: ${TEAM_CSV_MESSAGES.status}`);
    if (parsed.success) {
      const key = String(parsed.data.teamNumber);
      if (seen.has(key)) reasons.push(`team_number: ${TEAM_CSV_MESSAGES.duplicateInFile} (line ${seen.get(key)})`);
      else seen.set(key, info.lines);
    }
    return { line: info.lines, cells, team: parsed.success && reasons.length === 0 ? parsed.data : null, region, status, reasons };
  });
  return { rows, fileError: null };
}

/** The export: a BOM (so Excel reads UTF-8 diacritics), the header, one `;`-separated row per team. */
export function writeTeamsCsv(rows: Array<Record<TeamCsvColumn, string | number | null>>): string {
  const lines = [TEAM_CSV_COLUMNS.join(';'), ...rows.map((row) => TEAM_CSV_COLUMNS.map((c) => csvCell(row[c])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
