// Site settings (issue 13): what the association changes without a developer. One schema validates the dashboard
// form, the tRPC input and the server's write. Blank text means "not set": the block it feeds is hidden.
import { z } from 'zod';
import { fieldLangs } from './content-lang';
import { fileOutput, imageVariantOutput } from './files';
import { EMBED_PROBLEMS, readGoogleForm, readGoogleMap, readYouTubePlaylist, readYouTubeVideo, type Reading } from '../embed-inputs';
import { freeText, idSchema, type TextInput } from './fields';

export const SITE_SETTINGS_MESSAGES = {
  email: 'Please enter a valid e-mail address',
  link: 'Please enter a valid URL starting with http:// or https://',
  iban: 'Please enter a valid IBAN (RO followed by 22 letters and digits, with a correct checksum)',
  deadline: 'Please enter a valid date',
  statValue: 'Each statistic needs a value and a label',
  statEnglish: 'An English label needs its statistic\'s value and label',
  slideCaption: 'Each slide needs a caption',
} as const;

const M = SITE_SETTINGS_MESSAGES;
const MAX = 500;

/** Trimmed text; blank is ''. */
const text = (max = MAX) => z.preprocess((v: TextInput) => (v == null ? '' : v), freeText({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`));

const matching = (pattern: RegExp, message: string, max = MAX) => text(max).refine((v) => v === '' || pattern.test(v), message);

/** A web link (http:// or https://) or blank. */
export const optionalLink = matching(/^https?:\/\/[^\s]+$/i, M.link, 1000);
/**
 * An embed: blank, or what its reader understood in the pasted text (a link, the embed code, an id), which is what is
 * stored; the reader's explanation otherwise (issue 25, forgiving inputs).
 */
const embed = (read: (input: string) => Reading) =>
  text(4000).transform((value, ctx) => {
    if (value === '') return '';
    const reading = read(value);
    if ('value' in reading) return reading.value;
    ctx.addIssue({ code: 'custom', message: EMBED_PROBLEMS[reading.problem] });
    return z.NEVER;
  });
const youTubeId = embed(readYouTubeVideo);
const playlistId = embed(readYouTubePlaylist);
const mapEmbed = embed(readGoogleMap);
const formLink = embed(readGoogleForm);

/** ISO 13616 mod-97 on the IBAN without spaces. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A Romanian IBAN (RO + 22 characters), spaces allowed on input, stored without them in upper case; or blank. */
const iban = z
  .preprocess((v: TextInput) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v == null ? '' : v), z.string({ error: 'Must be text' }))
  .refine((v) => v === '' || (/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(v) && ibanChecksumOk(v)), M.iban);

/** An e-mail address or blank (a role's mailbox: blank means the role is not listed). */
const emailOrBlank = text(254).refine((v) => v === '' || z.email().safeParse(v).success, M.email);

const deadline = text(10).refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), M.deadline);
const fileId = z.preprocess((v: number | string | null | undefined) => (v === '' || v === undefined ? null : v), idSchema.nullable());

/**
 * The figures other pages quote (issue 24, defect 7): a home statistic may name the figure it is, so /contribute and
 * /contribute/companies read the same value as the home page (one source). Blank: a statistic no other page quotes.
 */
export const FIGURE_KEYS = ['students', 'teams', 'seasons', 'volunteers'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** `labelEn`, `captionEn`: the optional English versions (decision 203); blank (or absent, as in values saved before
 * them) is none, and /en/home shows the Romanian text marked lang="ro". */
export const homeStat = z
  .object({
    value: text(20),
    label: text(80),
    labelEn: text(80).default(''),
    figure: z.preprocess((v: TextInput) => (v == null ? '' : v), z.enum([...FIGURE_KEYS, ''], { error: 'Unknown figure' })),
  })
  .refine((s) => (s.value === '') === (s.label === ''), { message: M.statValue })
  .refine((s) => s.labelEn === '' || s.label !== '', { message: M.statEnglish });
export const homeSlide = z.object({
  imageId: idSchema,
  caption: text(200).refine((v) => v !== '', M.slideCaption),
  captionEn: text(200).default(''),
});

export const BROCHURE_KEYS = ['presentationRo', 'presentationEn', 'contractTemplate', 'sponsorshipPackages'] as const;
export type BrochureKey = (typeof BROCHURE_KEYS)[number];
/**
 * The contact page's role and topic mailboxes (issue 24, defect 1): each is its own setting; a blank one is not listed
 * (never an address made up from the contact e-mail's domain).
 */
export const CONTACT_ROLE_KEYS = ['presidentEmail', 'programmeEmail', 'alumniEmail', 'marketingEmail', 'graphicsEmail', 'judgingEmail', 'partnershipsEmail'] as const;
export type ContactRoleKey = (typeof CONTACT_ROLE_KEYS)[number];
/** The association's legal details (issue 24): shown on the contact and donate pages where set. */
export const LEGAL_KEYS = ['legalName', 'legalCif', 'legalRegistration', 'legalAddress', 'legalPhone'] as const;
const phone = matching(/^\+?[0-9 ().-]{6,30}$/, 'Please enter a phone number (digits, spaces, + ( ) . -)', 30);

export const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok', 'reddit'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** The whole settings document as the dashboard saves it (flat, so the form shows each field's message). */
export const siteSettingsInput = z.object({
  contactEmail: z.preprocess((v: string) => (typeof v === 'string' ? v.trim() : v), z.email({ error: M.email })),
  teamPortalUrl: optionalLink,
  facebook: optionalLink,
  instagram: optionalLink,
  youtube: optionalLink,
  linkedin: optionalLink,
  tiktok: optionalLink,
  reddit: optionalLink,
  presidentEmail: emailOrBlank,
  programmeEmail: emailOrBlank,
  alumniEmail: emailOrBlank,
  marketingEmail: emailOrBlank,
  graphicsEmail: emailOrBlank,
  judgingEmail: emailOrBlank,
  partnershipsEmail: emailOrBlank,
  /** The association's name as registered, its tax id (CIF), registry number, registered office and phone. */
  legalName: text(200),
  legalCif: text(20),
  legalRegistration: text(60),
  legalAddress: text(300),
  legalPhone: phone,
  /** Home page: the playlist of competition videos. */
  playlistId,
  /** Home page and /teams: a Google Maps embed link (…/maps/d/embed?mid=… or …/maps/embed?pb=…). */
  teamMapUrl: mapEmbed,
  /** /about/first-and-ftc. */
  firstVideoId: youTubeId,
  /** /about/values: three training videos. */
  trainingVideo1Id: youTubeId,
  trainingVideo2Id: youTubeId,
  trainingVideo3Id: youTubeId,
  /** /resources/get-started. */
  getStartedVideoId: youTubeId,
  /** /about/volunteer: Google Forms links (…/viewform). */
  volunteerFormUrl: formLink,
  alumniFormUrl: formLink,
  homeStats: z.array(homeStat).max(8, 'At most 8 statistics'),
  /** /contribute and /contribute/companies: the money invested in the programme (e.g. "750.000 €"); blank hides it. */
  investedFigure: text(40),
  slides: z.array(homeSlide).max(12, 'At most 12 slides'),
  presentationRo: fileId,
  presentationEn: fileId,
  contractTemplate: fileId,
  sponsorshipPackages: fileId,
  iban,
  bankName: text(120),
  beneficiary: text(200),
  cardEnabled: z.boolean({ error: 'Must be true or false' }),
  form230Url: optionalLink,
  form230FileId: fileId,
  form230Deadline: deadline,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettingsValues = z.output<typeof siteSettingsInput>;

/** What the dashboard reads: the values, the files they name, and whether card keys exist in the environment. */
export const siteSettingsOutput = z.object({
  values: siteSettingsInput,
  files: z.array(fileOutput),
  cardKeysConfigured: z.boolean(),
});
export type SiteSettingsOutput = z.infer<typeof siteSettingsOutput>;

const link = z.string().nullable();
/** GET /api/site/settings: what the public pages need; a null or empty entry hides its block. */
export const publicSiteSettings = z.object({
  contactEmail: z.string(),
  teamPortalUrl: link,
  analyticsId: link,
  payment: z.object({ publishableKey: z.string(), buyButtonId: z.string() }).nullable(),
  social: z.array(z.object({ key: z.enum(SOCIAL_KEYS), href: z.string() })),
  embeds: z.object({
    playlistId: link,
    teamMapUrl: link,
    firstVideoId: link,
    trainingVideoIds: z.array(z.string()),
    getStartedVideoId: link,
    volunteerFormUrl: link,
    alumniFormUrl: link,
  }),
  /** `contentLang` (only with `?lang=`, decision 203): the language `label` / `caption` is in. */
  homeStats: z.array(z.object({ value: z.string(), label: z.string(), figure: z.enum([...FIGURE_KEYS, '']), contentLang: fieldLangs('label').optional() })),
  /** The figures other pages quote: a home statistic's value by its figure, and the money invested; null when not set. */
  figures: z.object({ students: link, teams: link, seasons: link, volunteers: link, invested: link }),
  /** Each role's mailbox; null: the role is not listed. An object of the named keys (not a record over an enum,
   * whose JSON Schema names required keys it does not define: redocly's lint refuses it). */
  roleEmails: z.object(Object.fromEntries(CONTACT_ROLE_KEYS.map((key) => [key, link])) as { [K in (typeof CONTACT_ROLE_KEYS)[number]]: typeof link }),
  /** The association's legal details; null where not set. */
  legal: z.object({ name: link, cif: link, registration: link, address: link, phone: link }),
  /** Uploaded slides with their image's size and resized variants (issue 14), for srcset and a reserved box. */
  slides: z.array(
    z.object({
      id: z.number(),
      src: z.string(),
      caption: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      variants: z.array(imageVariantOutput),
      contentLang: fieldLangs('caption').optional(),
    }),
  ),
  /** Uploaded brochure URLs; null where none was uploaded (the pages then offer the built-in one). */
  brochures: z.object({ presentationRo: link, presentationEn: link, contractTemplate: link, sponsorshipPackages: link } satisfies Record<BrochureKey, typeof link>),
  bank: z.object({ iban: z.string(), bankName: z.string(), beneficiary: z.string() }).nullable(),
  redirect: z.object({ url: link, pdf: link, deadline: link }).nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettings>;
