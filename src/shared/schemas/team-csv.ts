// The teams CSV (import and export): one header row with these columns, `;` or `,` separated. The import reads the
// file's bytes in UTF-8 (with or without a BOM), Windows-1250 (Excel on Romanian Windows), ISO-8859-2 or ISO-8859-16,
// detected or chosen by the admin. A row describes a team and, when `status` is filled, its registration for the season.
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
  undecodable: 'Some characters could not be read in this encoding (shown as \uFFFD): choose the encoding the file was saved in',
  tooManyColumns: 'too many columns: a ; or , inside a cell needs the cell in double quotes',
  regionWithoutStatus: 'region: a region is saved with the registration; fill in status (ACTIVE, PENDING or WITHDRAWN)',
  noFile: 'Please choose a CSV file',
} as const;

/** The encodings the import reads: Excel on Romanian Windows saves Windows-1250; older tools ISO-8859-2 or -16. */
export const CSV_ENCODINGS = ['utf-8', 'windows-1250', 'iso-8859-2', 'iso-8859-16'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const CSV_ENCODING_LABELS: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1250': 'Windows-1250 (Excel, Central European)',
  'iso-8859-2': 'ISO-8859-2 (Latin-2)',
  'iso-8859-16': 'ISO-8859-16 (Romanian)',
};

/** Bytes of a base64 text, without decoding it. */
export const base64Length = (b64: string): number => Math.floor((b64.replace(/=+$/, '').length * 3) / 4);

/**
 * The file as the browser read it: its bytes (base64, `file`) and the encoding to read them in (`auto`: detected), or
 * (API clients) its text already decoded (`csv`). Exactly one of the two.
 */
export const teamCsvInput = z
  .object({
    seasonId: idSchema,
    csv: z.string({ error: TEAM_CSV_MESSAGES.empty }).refine((csv) => utf8Length(csv) <= TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES.tooLarge).optional(),
    file: z
      .string()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, TEAM_CSV_MESSAGES.unreadable)
      .refine((b64) => base64Length(b64) <= TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES.tooLarge)
      .optional(),
    encoding: z.enum(['auto', ...CSV_ENCODINGS]).default('auto'),
  })
  .refine((input) => (input.csv === undefined) !== (input.file === undefined), { message: TEAM_CSV_MESSAGES.noFile, path: ['file'] });
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
  /** A problem with the whole file (header, empty, unreadable characters); then rows is empty. */
  fileError: z.string().nullable(),
  /** How the bytes were read (null when the text was sent already decoded), and whether auto-detection chose it. */
  encoding: z.object({ used: z.enum(CSV_ENCODINGS), detected: z.boolean(), bom: z.boolean() }).nullable(),
});
export type TeamCsvPreview = z.infer<typeof teamCsvPreview>;

export const teamCsvExport = z.object({ filename: z.string(), csv: z.string() });
