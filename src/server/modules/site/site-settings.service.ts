// Site settings (issue 13): read with their defaults, saved by an ADMIN, and shaped for the public pages.
import { AppError } from '../../../shared/errors';
import type { Locale } from '../../../shared/locale';
import { translated } from '../../../shared/schemas/content-lang';
import { publicFileUrl } from '../../../shared/schemas/files';
import {
  BROCHURE_KEYS,
  CONTACT_ROLE_KEYS,
  FIGURE_KEYS,
  SOCIAL_KEYS,
  type FigureKey,
  siteSettingsInput,
  type PublicSiteSettings,
  type SiteSettingsOutput,
  type SiteSettingsValues,
} from '../../../shared/schemas/site-settings';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { discardIfUnused, fileOutputs } from '../files/files.service';
import { defaultSiteSettings } from './site-settings.defaults';
import * as repo from './site-settings.repository';

type Key = keyof SiteSettingsValues;
const KEYS = Object.keys(siteSettingsInput.shape) as Key[];

/** The saved values over the defaults; a saved value the schema no longer accepts gives way to its default. */
export async function readSiteSettings(deps: Deps): Promise<SiteSettingsValues> {
  const values: Record<string, unknown> = { ...defaultSiteSettings(deps.config) };
  for (const row of await repo.listSettingRows(deps.db)) {
    if (!(KEYS as string[]).includes(row.key)) continue;
    try {
      const parsed = siteSettingsInput.shape[row.key as Key].safeParse(JSON.parse(row.value));
      if (parsed.success) values[row.key] = parsed.data;
    } catch {
      deps.log.warn({ key: row.key }, 'site setting with an unreadable value; its default is used');
    }
  }
  return values as SiteSettingsValues;
}

const fileIdsOf = (v: SiteSettingsValues): number[] =>
  [...v.slides.map((s) => s.imageId), ...BROCHURE_KEYS.map((k) => v[k]), v.form230FileId].filter((id): id is number => id !== null);

const cardKeysConfigured = (deps: Deps) => Boolean(deps.config.STRIPE_PUBLISHABLE_KEY && deps.config.STRIPE_BUY_BUTTON_ID);

export async function getSiteSettings(deps: Deps, actor: Actor | null): Promise<SiteSettingsOutput> {
  authorize(actor, 'site:settings');
  const values = await readSiteSettings(deps);
  const files = await fileOutputs(deps.db, fileIdsOf(values));
  return { values, files: [...files.values()], cardKeysConfigured: cardKeysConfigured(deps) };
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });
}

/** Every file the settings name must exist: images for slides, PDFs for brochures and the Formular 230. */
async function checkFiles(deps: Deps, v: SiteSettingsValues): Promise<void> {
  const files = await fileOutputs(deps.db, fileIdsOf(v));
  for (const slide of v.slides) {
    if (files.get(slide.imageId)?.kind !== 'image') throw invalid('slides', 'Each slide needs an uploaded image');
  }
  for (const key of [...BROCHURE_KEYS, 'form230FileId'] as const) {
    const id = v[key];
    if (id !== null && files.get(id)?.mimeType !== 'application/pdf') throw invalid(key, 'Please upload a PDF file');
  }
}

/** Saves the whole document: a value equal to its default is not stored (so the environment keeps applying). */
export async function updateSiteSettings(deps: Deps, actor: Actor | null, input: SiteSettingsValues): Promise<SiteSettingsOutput> {
  authorize(actor, 'site:settings');
  await checkFiles(deps, input);
  const defaults = defaultSiteSettings(deps.config);
  const previousFiles = await repo.listSettingFileIds(deps.db);
  const now = isoNow(deps.clock);
  const nextFiles = [...new Set(fileIdsOf(input))];
  await deps.db.transaction().execute(async (trx) => {
    const same: string[] = [];
    for (const key of KEYS) {
      const value = JSON.stringify(input[key]);
      if (value === JSON.stringify(defaults[key])) same.push(key);
      else await repo.upsertSetting(trx, key, value, now);
    }
    await repo.deleteSettings(trx, same);
    await repo.replaceSettingFiles(trx, nextFiles);
  });
  for (const id of previousFiles) if (!nextFiles.includes(id)) await discardIfUnused(deps, id);
  return getSiteSettings(deps, actor);
}

const orNull = (value: string) => (value === '' ? null : value);

/** A setting's text in the reader's language (decision 203): without `lang` the spec's answer (no `contentLang`);
 * with it the English where there is one, and the language each text is in. */
function settingText<K extends string>(lang: Locale | undefined, field: K, romanian: string, english: string) {
  if (!lang) return { value: romanian };
  const { value, lang: fieldLang } = translated(lang, romanian, english === '' ? null : english);
  return { value, contentLang: { [field]: fieldLang } as Record<K, Locale> };
}

/** GET /api/site/settings[?lang=]: what the public pages show; never a secret, never a placeholder. */
export async function publicSiteSettings(deps: Deps, lang?: Locale): Promise<PublicSiteSettings> {
  const v = await readSiteSettings(deps);
  const { config } = deps;
  const fileUrl = (id: number | null) => (id === null ? null : publicFileUrl(id));
  const slideImages = await fileOutputs(deps.db, v.slides.map((s) => s.imageId));
  const hasBank = v.iban !== '';
  const hasRedirect = v.form230Url !== '' || v.form230FileId !== null;
  return {
    contactEmail: v.contactEmail,
    teamPortalUrl: orNull(v.teamPortalUrl),
    analyticsId: config.ANALYTICS_ID ?? null,
    payment:
      v.cardEnabled && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_BUY_BUTTON_ID
        ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY, buyButtonId: config.STRIPE_BUY_BUTTON_ID }
        : null,
    social: SOCIAL_KEYS.filter((key) => v[key] !== '').map((key) => ({ key, href: v[key] })),
    embeds: {
      playlistId: orNull(v.playlistId),
      teamMapUrl: orNull(v.teamMapUrl),
      firstVideoId: orNull(v.firstVideoId),
      trainingVideoIds: [v.trainingVideo1Id, v.trainingVideo2Id, v.trainingVideo3Id].filter((id) => id !== ''),
      getStartedVideoId: orNull(v.getStartedVideoId),
      volunteerFormUrl: orNull(v.volunteerFormUrl),
      alumniFormUrl: orNull(v.alumniFormUrl),
    },
    homeStats: v.homeStats
      .filter((s) => s.value !== '')
      .map((s) => {
        const { value: label, contentLang } = settingText(lang, 'label', s.label, s.labelEn);
        return { value: s.value, label, figure: s.figure, ...(contentLang && { contentLang }) };
      }),
    figures: {
      ...(Object.fromEntries(FIGURE_KEYS.map((key) => [key, v.homeStats.find((s) => s.figure === key && s.value !== '')?.value ?? null])) as Record<FigureKey, string | null>),
      invested: orNull(v.investedFigure),
    },
    roleEmails: Object.fromEntries(CONTACT_ROLE_KEYS.map((key) => [key, orNull(v[key])])) as PublicSiteSettings['roleEmails'],
    legal: { name: orNull(v.legalName), cif: orNull(v.legalCif), registration: orNull(v.legalRegistration), address: orNull(v.legalAddress), phone: orNull(v.legalPhone) },
    slides: v.slides.map((s) => {
      const image = slideImages.get(s.imageId);
      const { value: caption, contentLang } = settingText(lang, 'caption', s.caption, s.captionEn);
      return {
        id: s.imageId,
        src: publicFileUrl(s.imageId),
        caption,
        width: image?.width ?? null,
        height: image?.height ?? null,
        variants: image?.variants ?? [],
        ...(contentLang && { contentLang }),
      };
    }),
    brochures: Object.fromEntries(BROCHURE_KEYS.map((k) => [k, fileUrl(v[k])])) as PublicSiteSettings['brochures'],
    bank: hasBank ? { iban: v.iban, bankName: v.bankName, beneficiary: v.beneficiary } : null,
    redirect: hasRedirect ? { url: orNull(v.form230Url), pdf: fileUrl(v.form230FileId), deadline: orNull(v.form230Deadline) } : null,
  };
}
