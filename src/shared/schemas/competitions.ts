/** One stage of the competitions calendar (/concursuri). Dates are calendar days, YYYY-MM-DD. */
export interface CompetitionStageOutput {
  stage: 'regional' | 'national' | 'international';
  name: string;
  city: string;
  dateStart: string;
  dateEnd: string;
}

/** A season tab of the calendar: '2024-2025' and its stages in calendar order. */
export interface CompetitionSeasonOutput {
  season: string;
  stages: CompetitionStageOutput[];
}
