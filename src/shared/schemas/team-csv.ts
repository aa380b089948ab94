// The teams CSV (import and export): one header row with these columns, `;` or `,` separated, UTF-8 with or without
// a BOM. A row describes a team and, when `status` is filled, its registration for the chosen season.
import { z } from 'zod';
import type { RegistrationStatus } from '../constants';
import { idSchema } from './fields';

export const TEAM_CSV_COLUMNS = ['team_number', 'name', 'city', 'region', 'school', 'website', 'description', 'status'] as const;
export type TeamCsvColumn = (typeof TEAM_CSV_COLUMNS)[number];
/** What the import screen shows as the expected header (Romanian Excel saves with `;`). */
export const TEAM_CSV_HEADER = TEAM_CSV_COLUMNS.join(';');
/**
 * The largest CSV accepted, in bytes of UTF-8 (some thousands of teams): the one number behind the import screen's
 * check, the schema below, the request body limit of the two CSV procedures (server/modules/teams/team-csv.routes.ts)
 * and docs/operations.md.
 */
export const TEAM_CSV_MAX_MB = 1;
export const TEAM_CSV_MAX_BYTES = TEAM_CSV_MAX_MB * 1024 * 1024;
/** The procedures that carry a whole CSV file: their requests may be larger than other tRPC calls' (and go alone). */
export const TEAM_CSV_PROCEDURES = ['teams.csvPreview', 'teams.csvImport'] as const;

/** Bytes of `text` as UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Status words accepted in the CSV: ACTIVE is the dashboard's name for CONFIRMED. */
export const CSV_STATUS_ALIASES: Record<string, RegistrationStatus> = {
  ACTIVE: 'CONFIRMED',
  CONFIRMED: 'CONFIRMED',
  PENDING: 'PENDING',
  WITHDRAWN: 'WITHDRAWN',
};

export const TEAM_CSV_MESSAGES = {
  empty: 'The file is empty: it needs the header row and at least one team.',
  tooLarge: `The CSV file is larger than ${TEAM_CSV_MAX_MB} MB.`,
  header: `The header row must be: ${TEAM_CSV_HEADER}`,
  status: 'Status must be ACTIVE, PENDING or WITHDRAWN (or empty for no registration)',
  duplicateInFile: 'This team number appears more than once in the file',
  invalidRows: 'Nothing was imported: fix the invalid rows and try again.',
  noSeason: 'Please choose a season',
  unreadable: 'The file could not be read as CSV',
} as const;

export const teamCsvInput = z.object({
  seasonId: idSchema,
  csv: z.string({ error: TEAM_CSV_MESSAGES.empty }).refine((csv) => utf8Length(csv) <= TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES.tooLarge),
});
export type TeamCsvInput = z.infer<typeof teamCsvInput>;

export const TEAM_CSV_ROW_KINDS = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type TeamCsvRowKind = (typeof TEAM_CSV_ROW_KINDS)[number];

export const teamCsvPreviewRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  kind: z.enum(TEAM_CSV_ROW_KINDS),
  teamNumber: z.string(),
  name: z.string(),
  /** For invalid rows: why, one message per problem ("website: Please enter a valid URL..."). */
  reasons: z.array(z.string()),
  /** For changed rows: the columns that differ. */
  changes: z.array(z.string()),
});
export type TeamCsvPreviewRow = z.infer<typeof teamCsvPreviewRow>;

export const teamCsvPreview = z.object({
  rows: z.array(teamCsvPreviewRow),
  counts: z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), invalid: z.number().int() }),
  /** A problem with the whole file (header, empty); then rows is empty. */
  fileError: z.string().nullable(),
});
export type TeamCsvPreview = z.infer<typeof teamCsvPreview>;

export const teamCsvExport = z.object({ filename: z.string(), csv: z.string() });
