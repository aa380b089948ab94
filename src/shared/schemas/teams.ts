// Teams, regions, season registrations and the teams taking part in events (spec 01 §2-§5, README decisions).
import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../constants';
import { blank, blankToUndefined, freeText, fromDecimalText, idSchema, integer, optionalText, requiredText, webLink, emailAddress, type NumberInput } from './fields';
import { eventRefInput, eventRefSchema } from './events';
import { fileOutput } from './files';

export const TEAM_NAME_MIN = 2;
export const REGION_NAME_MIN = 2;
export const ROOKIE_YEAR = { min: 1990, max: 2100 } as const;
export const TEAM_NUMBER_MAX = 1_000_000;

export const TEAM_MESSAGES = {
  teamNumber: 'Team number is required and must be at least 1',
  name: 'Team name is required and must be at least 2 characters',
  rookieYear: `Rookie year must be between ${ROOKIE_YEAR.min} and ${ROOKIE_YEAR.max}`,
  url: 'Please enter a valid URL starting with http:// or https://',
  email: 'Please enter a valid email address',
  duplicateNumber: 'A team with this number already exists.',
  regionName: 'Region name is required and must be at least 2 characters',
  duplicateRegion: 'A region with this name already exists.',
  registrationStatus: `Registration status must be one of: ${REGISTRATION_STATUSES.join(', ')}`,
  teamId: 'Please choose a team',
  seasonId: 'Please choose a season',
  notYourTeam: 'You can edit only the profile of your own team.',
} as const;

/** A team counts as active when its registration is confirmed (spec 01 §3). */
export const isActiveStatus = (status: string | null | undefined): boolean => status === 'CONFIRMED';

const teamNumber = integer(
  { required: TEAM_MESSAGES.teamNumber, invalid: TEAM_MESSAGES.teamNumber },
  { min: { value: 1, message: TEAM_MESSAGES.teamNumber }, max: { value: TEAM_NUMBER_MAX, message: TEAM_MESSAGES.teamNumber } },
);
const teamName = requiredText(TEAM_MESSAGES.name, { length: TEAM_NAME_MIN, message: TEAM_MESSAGES.name }, 150);
const rookieYear = integer(
  { required: TEAM_MESSAGES.rookieYear, invalid: TEAM_MESSAGES.rookieYear },
  { min: { value: ROOKIE_YEAR.min, message: TEAM_MESSAGES.rookieYear }, max: { value: ROOKIE_YEAR.max, message: TEAM_MESSAGES.rookieYear } },
);
const link = webLink(TEAM_MESSAGES.url);
const email = emailAddress({ invalid: TEAM_MESSAGES.email });

/** Optional on create: blank or null means "none". */
const optional = <S extends z.ZodType>(schema: S) => blank(schema.optional());

/** Optional on update: absent or blank keeps the value, null clears it (as `imageId: null` removes a file). */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v: z.input<S> | null | undefined) => (v === null ? null : blankToUndefined(v)), schema.nullable().optional());

const TEXT_LIMITS = { city: 100, school: 200, motto: 300, about: 10_000 } as const;
const text = (max: number) => freeText().trim().max(max, `Must be at most ${max} characters`);

export const createTeamInput = z.object({
  teamNumber,
  name: teamName,
  city: optionalText(TEXT_LIMITS.city),
  school: optionalText(TEXT_LIMITS.school),
  rookieYear: optional(rookieYear),
  motto: optionalText(TEXT_LIMITS.motto),
  about: optionalText(TEXT_LIMITS.about),
  website: optional(link),
  facebook: optional(link),
  instagram: optional(link),
  linkedin: optional(link),
  email: optional(email),
  otherLink: optional(link),
  videoUrl: optional(link),
  /** An uploaded image (entityType team_logo); null or absent: no logo. */
  logoId: blank(idSchema.optional()),
});
export type CreateTeamInput = z.infer<typeof createTeamInput>;

const updateTeamShape = {
  teamNumber: optional(teamNumber),
  name: optional(teamName),
  city: clearable(text(TEXT_LIMITS.city)),
  school: clearable(text(TEXT_LIMITS.school)),
  rookieYear: clearable(rookieYear),
  motto: clearable(text(TEXT_LIMITS.motto)),
  about: clearable(text(TEXT_LIMITS.about)),
  website: clearable(link),
  facebook: clearable(link),
  instagram: clearable(link),
  linkedin: clearable(link),
  email: clearable(email),
  otherLink: clearable(link),
  videoUrl: clearable(link),
  logoId: clearable(idSchema),
};
export const updateTeamInput = z.object(updateTeamShape);
export type UpdateTeamInput = z.infer<typeof updateTeamInput>;
export const updateTeamWithId = z.object({ id: idSchema, ...updateTeamShape });

export const teamIdInput = z.object({ id: idSchema });
export const registrationIdInput = z.object({ id: idSchema });
/** The team detail page is addressed by the team's international number (0 is the sample team). */
export const teamNumberParam = z.preprocess(
  fromDecimalText(true),
  z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be a team number').max(Number.MAX_SAFE_INTEGER),
);
export const byNumberInput = z.object({ teamNumber: teamNumberParam });

/** GET /teams/all and the dashboard list: a season other than the current one. */
export const teamListQuery = z.object({ seasonId: blank(idSchema.optional()) });
export type TeamListQuery = z.infer<typeof teamListQuery>;

/** The dashboard's filters: registration status for the season ('NONE': not registered), region, text search. */
export const TEAM_STATUS_FILTERS = [...REGISTRATION_STATUSES, 'NONE'] as const;
export const teamAdminListQuery = teamListQuery.extend({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: blank(z.enum(TEAM_STATUS_FILTERS, { error: TEAM_MESSAGES.registrationStatus }).optional()),
  regionId: blank(idSchema.optional()),
});
export type TeamAdminListQuery = z.infer<typeof teamAdminListQuery>;



export const createRegionInput = z.object({
  name: requiredText(TEAM_MESSAGES.regionName, { length: REGION_NAME_MIN, message: TEAM_MESSAGES.regionName }, 100),
});
export type CreateRegionInput = z.infer<typeof createRegionInput>;

const registrationStatus = z.enum(REGISTRATION_STATUSES, { error: TEAM_MESSAGES.registrationStatus });
const requiredId = (message: string) =>
  z.preprocess((v: NumberInput | undefined) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : fromDecimalText()(v)), z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));

/** Creates the team's registration for the season, or changes it. regionId / romanianNumber: absent keeps, null clears. */
export const upsertRegistrationInput = z.object({
  teamId: requiredId(TEAM_MESSAGES.teamId),
  seasonId: requiredId(TEAM_MESSAGES.seasonId),
  regionId: clearable(idSchema),
  registrationStatus,
  romanianNumber: clearable(text(20)),
});
export type UpsertRegistrationInput = z.infer<typeof upsertRegistrationInput>;

/**
 * A team's public profile, the only fields a TEAM user edits (for the team its account is linked to). Absent or
 * blank keeps a value, null clears it.
 */
export const teamProfileShape = {
  about: clearable(text(TEXT_LIMITS.about)),
  website: clearable(link),
  facebook: clearable(link),
  instagram: clearable(link),
  linkedin: clearable(link),
  otherLink: clearable(link),
  logoId: clearable(idSchema),
};
export const teamProfileInput = z.object({ teamId: requiredId(TEAM_MESSAGES.teamId), ...teamProfileShape });
export type TeamProfileInput = z.infer<typeof teamProfileInput>;

export const eventTeamsInput = z.object({ eventId: eventRefSchema });
export const eventTeamBody = z.object({ teamId: requiredId(TEAM_MESSAGES.teamId) });
export const eventTeamInput = z.object({ eventId: eventRefSchema, teamId: requiredId(TEAM_MESSAGES.teamId) });
/** REST path /events/:id/teams/:teamId (/events/:id/teams takes eventRefInput, like every event route). */
export const eventTeamParams = eventRefInput.extend({ teamId: idSchema });

export const teamSummary = z.object({
  id: z.number().int(),
  internationalNumber: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  school: z.string().nullable(),
  rookieYear: z.number().int().nullable(),
});
export type TeamSummary = z.infer<typeof teamSummary>;

export const teamOutput = teamSummary.extend({
  motto: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  email: z.string().nullable(),
  otherLink: z.string().nullable(),
  videoUrl: z.string().nullable(),
  logo: fileOutput.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamOutput = z.infer<typeof teamOutput>;

export const regionOutput = z.object({ id: z.number().int(), name: z.string() });
export type RegionOutput = z.infer<typeof regionOutput>;

export const registrationOutput = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  seasonId: z.number().int(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  /** REGISTRATION_STATUSES for rows written here (the column is free text); CONFIRMED counts as active. */
  registrationStatus: z.string(),
  romanianNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type RegistrationOutput = z.infer<typeof registrationOutput>;

/** A row of GET /teams/all: one registration of the season, with its team (what the teams page reads). */
export const teamListItem = z.object({
  /** The registration's id. */
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  regionName: z.string().nullable(),
  registrationStatus: z.string(),
  romanianNumber: z.string().nullable(),
  seasonId: z.number().int(),
  team: teamSummary,
});
export type TeamListItem = z.infer<typeof teamListItem>;

/** The dashboard's list: every team with its registration for the chosen (by default the current) season. */
export const teamWithRegistration = teamOutput.extend({ registration: registrationOutput.nullable() });
export type TeamWithRegistration = z.infer<typeof teamWithRegistration>;

export const localPartner = z.object({ id: z.number().int(), name: z.string(), link: z.string().nullable(), logo: fileOutput.nullable() });
export type LocalPartner = z.infer<typeof localPartner>;

/** An event of the current season the team takes part in (the team page's list). */
export const teamSeasonEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  ftcEventCode: z.string().nullable(),
  location: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  category: z.string(),
});
export type TeamSeasonEvent = z.infer<typeof teamSeasonEvent>;

/** GET /teams/{teamNumber}: the team detail page. */
export const teamDetail = teamWithRegistration.extend({
  /** The current season's registration is confirmed. */
  active: z.boolean(),
  localPartners: z.array(localPartner),
  /** The current season's events the team takes part in, soonest first. */
  seasonEvents: z.array(teamSeasonEvent),
});
export type TeamDetail = z.infer<typeof teamDetail>;

/** What deleting a team took with it (registrations and event places go; its sponsors stay, unlinked). */
export const teamDeleted = z.object({
  id: z.number().int(),
  internationalNumber: z.number().int(),
  registrationsRemoved: z.number().int(),
  eventsLeft: z.number().int(),
  sponsorsUnlinked: z.number().int(),
});
export type TeamDeleted = z.infer<typeof teamDeleted>;

/** A row of the event page's Participating Teams table (ID, Name, Institution, City, Region). */
export const participatingTeam = z.object({
  /** The team number, shown as ID and used in the row's link /teams/{id}. */
  id: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  institution: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** Only for a team from abroad (not registered in the event's season): its country as FIRST writes it. */
  country: z.string().optional(),
});
export type ParticipatingTeam = z.infer<typeof participatingTeam>;
