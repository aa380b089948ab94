// Sponsors: the sponsor form's rules and messages (spec 02 §5 "Sponsor form") and what the API answers.
// legal_name stays in snake case: the spec's client sends and reads it so.
import { z } from 'zod';
import { SPONSOR_SIZES, SPONSOR_TIERS } from '../constants';
import { blank, blankToUndefined, idSchema, integer, optionalEmail, optionalLink, partialFields, requiredText, type NumberInput } from './fields';
import { fileOutput } from './files';

export const SPONSOR_MESSAGES = {
  name: 'Company name is required and must be at least 2 characters',
  size: 'Company size is required',
  legalName: 'Legal company name is required and must be at least 2 characters',
  email: 'Please enter a valid email address',
  link: 'Please enter a valid URL starting with http:// or https://',
  eventId: 'Event is required',
  eventMissing: 'The selected event does not exist.',
  teamSeasonMissing: 'The selected team registration does not exist.',
  notFound: 'Sponsor not found.',
  tier: 'Tier must be PLATINUM, GOLD or SILVER',
  tierOrder: 'Order must be a whole number from 0 to 9999',
} as const;

const M = SPONSOR_MESSAGES;

export const sponsorSizeSchema = z.enum(SPONSOR_SIZES, { error: M.size });

const optionalId = blank(idSchema.optional());

export const sponsorFields = z.object({
  name: requiredText(M.name, { length: 2, message: M.name }, 200),
  size: blank(sponsorSizeSchema),
  legal_name: requiredText(M.legalName, { length: 2, message: M.legalName }, 300),
  email: optionalEmail(M.email),
  link: optionalLink(M.link),
  eventId: optionalId,
  /** The team registration (team in a season) this company sponsors. */
  teamSeasonId: optionalId,
});

export const sponsorCreateInput = sponsorFields;
export type SponsorCreateInput = z.output<typeof sponsorCreateInput>;

/** Optional fields an update may empty (a form only sends non-empty ones; the event link has its own calls). */
export const SPONSOR_CLEARABLE = ['email', 'link', 'teamSeasonId'] as const;
export type SponsorClearable = (typeof SPONSOR_CLEARABLE)[number];

const clearList = z.preprocess(
  (v: string | string[] | null | undefined) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? blank.split(',').map((s) => s.trim()) : blank;
  },
  z.array(z.enum(SPONSOR_CLEARABLE, { error: `Only these fields can be cleared: ${SPONSOR_CLEARABLE.join(', ')}` })).optional(),
);

export const sponsorUpdateInput = z.object({ ...partialFields(sponsorFields.shape), clear: clearList });
export type SponsorUpdateInput = z.output<typeof sponsorUpdateInput>;

/** An uploaded file's id (uploaded first, with progress), or null to remove the logo. */
const fileRef = z.union([z.null(), idSchema]).optional();

/** tRPC inputs: the same fields, plus the id and the logo by file id. */
export const sponsorCreateRequest = sponsorFields.extend({ logoId: fileRef });
export const sponsorUpdateRequest = sponsorUpdateInput.extend({ id: idSchema, logoId: fileRef });
export const sponsorIdInput = z.object({ id: idSchema });
export const sponsorsByEventInput = z.object({ eventId: idSchema });
export const linkEventBody = z.object({ eventId: integer({ required: M.eventId, invalid: 'Event must be a number' }) });
export const linkEventInput = z.object({ id: idSchema, eventId: idSchema });
/** tRPC: unlink from one event (the event form), or from every event when eventId is left out (the REST call). */
export const unlinkEventInput = z.object({ id: idSchema, eventId: idSchema.optional() });

export const sponsorTierSchema = z.enum(SPONSOR_TIERS, { error: M.tier });
export type SponsorTier = z.infer<typeof sponsorTierSchema>;
/** The partner tier form (ADMIN): no tier (null) takes the sponsor off /about/sponsors. */
export const sponsorTierFields = z.object({
  tier: blank(sponsorTierSchema.nullable().optional()).transform((v) => v ?? null),
  tierOrder: z.preprocess(
    (v: NumberInput | undefined) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : (v ?? 0)),
    z.number({ error: M.tierOrder }).int(M.tierOrder).min(0, M.tierOrder).max(9999, M.tierOrder),
  ),
});
export const sponsorTierInput = sponsorTierFields.extend({ id: idSchema });

export const sponsorOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.string(),
  /** The company's legal name and e-mail are for the dashboard: null on every public read (issue 21). */
  legal_name: z.string().nullable(),
  email: z.string().nullable(),
  link: z.string().nullable(),
  logo: fileOutput.nullable(),
  /** The event it was most recently linked to (the spec's single event), or null. */
  eventId: z.number().int().nullable(),
  /** Every event it supports, oldest link first (one library sponsor, many events). */
  eventIds: z.array(z.number().int()),
  teamSeasonId: z.number().int().nullable(),
  tier: sponsorTierSchema.nullable(),
  tierOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SponsorOutput = z.infer<typeof sponsorOutput>;

/** One partner of /about/sponsors (GET /api/partners): what the public page shows, nothing more. */
export const partnerOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
  logo: fileOutput.nullable(),
  tier: sponsorTierSchema,
});
export type PartnerOutput = z.infer<typeof partnerOutput>;
