// Seasons (spec 02 §3, §5 "Season form"): one schema for the REST body, the tRPC input and the dashboard form.
import { z } from 'zod';
import { blank, blankToUndefined, dateTime, idSchema, integer, requiredText, type NumberInput, type TextInput } from './fields';

export const SEASON_NAME_MIN = 3;
export const SEASON_NAME_MAX = 100;
export const SEASON_NUMBER_MAX = 10_000;

export const SEASON_MESSAGES = {
  seasonNumber: 'Season number is required and must be at least 1',
  seasonNumberMax: `Season number must be at most ${SEASON_NUMBER_MAX}`,
  seasonName: 'Season name is required and must be at least 3 characters',
  invalidDate: 'Please enter a valid date',
  registrationOrder: 'Registration end must be after registration start',
  duplicateNumber: 'A season with this number already exists.',
  noCurrent: 'No current season has been set.',
  deleteCurrent: 'The current season cannot be deleted. Set another season as current first.',
  inUse: 'This season has events or registered teams and cannot be deleted.',
  ftcYear: 'FTC year must be a year between 1990 and 2100',
} as const;

const seasonNumber = integer(
  { required: SEASON_MESSAGES.seasonNumber, invalid: SEASON_MESSAGES.seasonNumber },
  { min: { value: 1, message: SEASON_MESSAGES.seasonNumber }, max: { value: SEASON_NUMBER_MAX, message: SEASON_MESSAGES.seasonNumberMax } },
);

const seasonName = requiredText(SEASON_MESSAGES.seasonName, { length: SEASON_NAME_MIN, message: SEASON_MESSAGES.seasonName }, SEASON_NAME_MAX);

/** The form sends an ISO timestamp, or null when the date input is empty; null and blank both mean "no date". */
const registrationDate = z.preprocess(
  (v: TextInput) => (blankToUndefined(v) === undefined && v !== undefined ? null : v),
  dateTime({ required: SEASON_MESSAGES.invalidDate, invalid: SEASON_MESSAGES.invalidDate }).nullable().optional(),
);

/**
 * The season's starting year in FIRST's FTC Events API (DECODE 2025-2026: 2025), for the sync (issue 12). Optional;
 * null or blank clears it (the sync then reads the year from the name).
 */
const ftcYear = z.preprocess(
  (v: NumberInput | undefined) => (blankToUndefined(v) === undefined && v !== undefined ? null : v),
  integer(
    { required: SEASON_MESSAGES.ftcYear, invalid: SEASON_MESSAGES.ftcYear },
    { min: { value: 1990, message: SEASON_MESSAGES.ftcYear }, max: { value: 2100, message: SEASON_MESSAGES.ftcYear } },
  )
    .nullable()
    .optional(),
);

/** The one rule across fields: an end date never falls before the start date (either may be missing). */
export const registrationOrderOk = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !start || !end || Date.parse(end) >= Date.parse(start);

const orderIssue = { message: SEASON_MESSAGES.registrationOrder, path: ['registrationEnd'] };

export const createSeasonInput = z
  .object({
    seasonNumber,
    seasonName,
    registrationStart: registrationDate,
    registrationEnd: registrationDate,
    ftcYear,
  })
  .refine((v) => registrationOrderOk(v.registrationStart, v.registrationEnd), orderIssue);
export type CreateSeasonInput = z.infer<typeof createSeasonInput>;

/**
 * Partial update: a field that is absent (or blank text) keeps its value. The dates are the exception the spec makes:
 * null (or blank) clears a registration date. The order rule is checked against the stored values by the service.
 */
const updateShape = {
  seasonNumber: blank(seasonNumber.optional()),
  seasonName: blank(seasonName.optional()),
  registrationStart: registrationDate,
  registrationEnd: registrationDate,
  ftcYear,
};
export const updateSeasonInput = z.object(updateShape).refine((v) => registrationOrderOk(v.registrationStart, v.registrationEnd), orderIssue);
export type UpdateSeasonInput = z.infer<typeof updateSeasonInput>;

/** tRPC inputs: the same fields plus the season's id. */
export const seasonIdInput = z.object({ id: idSchema });
export const updateSeasonWithId = z
  .object({ id: idSchema, ...updateShape })
  .refine((v) => registrationOrderOk(v.registrationStart, v.registrationEnd), orderIssue);

export const seasonOutput = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  seasonName: z.string(),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  isCurrent: z.boolean(),
  /** The year FIRST's API names the season by; null when not set. */
  ftcYear: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SeasonOutput = z.infer<typeof seasonOutput>;

/** GET /seasons/{id}/statistics: the statistics modal's counters. */
export const seasonStatistics = z.object({
  season: seasonOutput,
  /** Teams registered for the season. */
  teamCount: z.number().int(),
  /** Events of the season. */
  eventCount: z.number().int(),
  /** Distinct regions among the season's registrations. */
  regionCount: z.number().int(),
});
export type SeasonStatistics = z.infer<typeof seasonStatistics>;
