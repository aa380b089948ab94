import { z } from 'zod';
import { blank, idSchema, optionalLink, requiredText } from './fields';

export const STAGE_KINDS = ['regional', 'national', 'international'] as const;

/** One stage of the competitions calendar (/concursuri). Dates are calendar days, YYYY-MM-DD. */
export const competitionStageOutput = z.object({
  id: z.number().int(),
  stage: z.enum(STAGE_KINDS),
  name: z.string(),
  city: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  /** Its page (the official events platform, a registration form...), or null. */
  link: z.string().nullable(),
});
export type CompetitionStageOutput = z.infer<typeof competitionStageOutput>;

/** A season tab of the calendar: '2024-2025' and its stages in calendar order. */
export const competitionSeasonOutput = z.object({
  season: z.string(),
  stages: z.array(competitionStageOutput),
});
export type CompetitionSeasonOutput = z.infer<typeof competitionSeasonOutput>;

export const STAGE_MESSAGES = {
  season: 'Season is required, written as 2025-2026',
  stage: 'Stage is required',
  name: 'Name is required and must be at least 3 characters',
  city: 'City is required',
  dateStart: 'Start date is required',
  dateEnd: 'End date is required',
  dateOrder: 'End date must be on or after the start date',
  link: 'Please enter a valid URL starting with http:// or https://',
  notFound: 'Stage not found.',
} as const;
const M = STAGE_MESSAGES;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = (message: string) => blank(z.string({ error: message }).trim().refine(isDay, message));
const seasonLabel = blank(
  z
    .string({ error: M.season })
    .trim()
    .refine((v) => {
      const m = /^(\d{4})-(\d{4})$/.exec(v);
      return m !== null && Number(m[2]) === Number(m[1]) + 1;
    }, M.season),
);

/** The dashboard's stage form (ADMIN): the same rules in the browser and on the server. */
export const competitionStageFields = z
  .object({
    season: seasonLabel,
    stage: blank(z.enum(STAGE_KINDS, { error: M.stage })),
    name: requiredText(M.name, { length: 3, message: M.name }, 200),
    city: requiredText(M.city, undefined, 120),
    dateStart: day(M.dateStart),
    dateEnd: day(M.dateEnd),
    link: optionalLink(M.link),
  })
  .refine((v) => v.dateEnd >= v.dateStart, { message: M.dateOrder, path: ['dateEnd'] });
export type CompetitionStageInput = z.output<typeof competitionStageFields>;

export const competitionStageUpdate = z.object({ id: idSchema, stage: competitionStageFields });
export const competitionStageId = z.object({ id: idSchema });

/** A stage as the dashboard lists it: with its season. */
export const competitionStageRow = competitionStageOutput.extend({ season: z.string() });
export type CompetitionStageRow = z.infer<typeof competitionStageRow>;
