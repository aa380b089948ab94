// Registering last season's active teams for a season in one confirmed step (issue 25, point 8; decision 193). "Last
// season" is the season with the next lower season number; "active" is a CONFIRMED registration there.
import { z } from 'zod';
import { idSchema } from './fields';

/** The season to fill (the Teams screen's chosen season). */
export const carryOverInput = z.object({ seasonId: idSchema });
export type CarryOverInput = z.infer<typeof carryOverInput>;

const seasonRef = z.object({ id: z.number().int(), seasonNumber: z.number().int(), seasonName: z.string() });

/** A team that the step registers (or registered): its number and name, and the region it takes along. */
export const carryOverTeam = z.object({
  teamId: z.number().int(),
  internationalNumber: z.number().int(),
  name: z.string(),
  regionName: z.string().nullable(),
});
export type CarryOverTeam = z.infer<typeof carryOverTeam>;

/** What the step would do (the preview) or did (the answer of the apply). */
export const carryOverOutcome = z.object({
  season: seasonRef,
  /** The season before it; null when there is none (nothing to take from). */
  previous: seasonRef.nullable(),
  /** The teams registered (preview: to be registered) now, by team number. */
  teams: z.array(carryOverTeam),
  /** Last season's active teams that already have a registration in the season, whatever its status: left alone. */
  alreadyRegistered: z.number().int(),
});
export type CarryOverOutcome = z.infer<typeof carryOverOutcome>;
