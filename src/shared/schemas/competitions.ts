import { z } from 'zod';

/** One stage of the competitions calendar (/concursuri). Dates are calendar days, YYYY-MM-DD. */
export const competitionStageOutput = z.object({
  stage: z.enum(['regional', 'national', 'international']),
  name: z.string(),
  city: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
});
export type CompetitionStageOutput = z.infer<typeof competitionStageOutput>;

/** A season tab of the calendar: '2024-2025' and its stages in calendar order. */
export const competitionSeasonOutput = z.object({
  season: z.string(),
  stages: z.array(competitionStageOutput),
});
export type CompetitionSeasonOutput = z.infer<typeof competitionSeasonOutput>;
