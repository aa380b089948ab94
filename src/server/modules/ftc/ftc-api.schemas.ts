// The FTC Events API's answers, as far as the sync reads them (ftc-events-api.md; FTCScout's client agrees). Any
// string may be null; fields the sync does not read are dropped. A body that does not fit is an error, never data.
import { z } from 'zod';
import { freeText } from '../../../shared/schemas/fields';

/** Outside text is cleaned like ours (no XML-forbidden characters): it reaches the feed, calendars and CSV too. */
const text = freeText().nullish();

// FIRST's own clients type code and name as nullable: such an event is read (not a broken answer) and left out.
export const ftcEventSchema = z.object({
  code: text,
  name: text,
  type: z.union([z.string(), z.number()]).nullish(),
  typeName: text,
  venue: text,
  address: text,
  city: text,
  stateprov: text,
  country: text,
  website: text,
  timezone: text,
  dateStart: z.string().min(10),
  dateEnd: z.string().min(10),
  published: z.boolean().nullish(),
});
export type FtcEvent = z.infer<typeof ftcEventSchema>;
/** An event the sync can match: it has a code. */
export type CodedFtcEvent = FtcEvent & { code: string };

export const ftcEventsResponse = z.object({
  events: z.array(ftcEventSchema),
  eventCount: z.number().int().nullish(),
});

export const ftcTeamSchema = z.object({
  teamNumber: z.number().int().min(0),
  nameFull: text,
  nameShort: text,
  schoolName: text,
  city: text,
  stateProv: text,
  country: text,
  website: text,
  rookieYear: z.number().int().nullish(),
});
export type FtcTeam = z.infer<typeof ftcTeamSchema>;

export const ftcTeamsPage = z.object({
  teams: z.array(ftcTeamSchema),
  teamCountTotal: z.number().int().nullish(),
  teamCountPage: z.number().int().nullish(),
  pageCurrent: z.number().int().nullish(),
  pageTotal: z.number().int().min(0),
});
export type FtcTeamsPage = z.infer<typeof ftcTeamsPage>;
