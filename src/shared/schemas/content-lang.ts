// Content translations (issue 24, What visitors cannot find 1; decision 203): the pieces every translatable content
// shares. A public read answers the spec's Romanian shape without `lang`; with `?lang=en` each translatable field holds
// its English version where there is one, and `contentLang` says which language each field is in, so that a page marks
// the Romanian ones with lang="ro".
import { z } from 'zod';
import { LOCALES, type Locale } from '../locale';
import { blankToUndefined, freeText } from './fields';
import { optionalRichTextField } from './rich-text';

const LANG_MESSAGE = `lang must be one of: ${LOCALES.join(', ')}`;

/** `?lang=` of a public read (declared, so the answer cache keys on it and the API document names it). */
export const contentLangQuery = z.object({ lang: z.enum(LOCALES, { error: LANG_MESSAGE }).optional() });

/** The language each translatable field of an answer is in (present only when the read named a `lang`). */
export const fieldLangs = <K extends string>(...fields: K[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, z.enum(LOCALES)])) as Record<K, z.ZodEnum<{ ro: 'ro'; en: 'en' }>>);

/** The translation's value if the reader's language has one, else the Romanian, with the language it is in. */
export function translated<T>(lang: Locale | undefined, romanian: T, english: T | null): { value: T; lang: Locale } {
  return lang === 'en' && english !== null ? { value: english, lang: 'en' } : { value: romanian, lang: 'ro' };
}

/**
 * Plain texts as a public read answers them in `lang`: each field's English twin (column `<field>_en`) where the row
 * has one, else the Romanian, and `contentLang` naming the language each is in (resources, decision 204).
 */
export function textsIn<K extends string>(row: Record<K, string> & Record<`${K}_en`, string | null>, fields: readonly K[], lang: Locale | undefined) {
  const values = {} as Record<K, string>;
  const contentLang = {} as Record<K, Locale>;
  for (const field of fields) {
    const text = translated<string>(lang, row[field], row[`${field}_en`] as string | null);
    values[field] = text.value;
    contentLang[field] = text.lang;
  }
  return { values, contentLang };
}

/** The English plain texts' columns an input sets (`<field>En` to `<field>_en`): absent leaves one, null empties it. */
export function englishColumns<K extends string>(input: Partial<Record<`${K}En`, string | null>>, fields: readonly K[]) {
  const columns: Partial<Record<`${K}_en`, string | null>> = {};
  for (const field of fields) {
    const value = input[`${field}En`];
    if (value !== undefined) columns[`${field}_en`] = value;
  }
  return columns;
}

/**
 * An optional translated text (decision 203): absent leaves it as it is (an update), null or blank removes it (null),
 * anything else follows `text`'s rules (the Romanian twin's).
 */
const translationText = (text: z.ZodString, message: string) =>
  z.preprocess(
    (v: string | null | undefined) => (v === undefined ? undefined : blankToUndefined(v) === undefined ? null : v),
    z.union([z.null(), text], { error: message }).optional(),
  );

/** Free text for a translation, trimmed, between `min` and `max` characters, with its field's name in the messages. */
const translationString = (name: string, min: number, max: number) =>
  freeText({ error: `${name} must be text` })
    .trim()
    .min(min, `${name} must be at least ${min} characters`)
    .max(max, `${name} must be at most ${max} characters`);

/**
 * An optional English plain text (decisions 203, 204): its Romanian twin's lengths, its own messages ("English
 * section must be at most 200 characters"); absent leaves it, null or blank removes it.
 */
export const englishText = (name: string, min: number, max: number) => translationText(translationString(name, min, max), `${name} must be text`);

/**
 * The English title and rich description of a post or an event (decision 203): their Romanian twins' lengths, their
 * own messages; absent leaves them, null or blank removes them.
 */
export function englishTitleAndDescription(title: { min: number; max: number }, description: { min: number; max: number }) {
  return {
    titleEn: englishText('English title', title.min, title.max),
    descriptionEn: optionalRichTextField({
      name: 'English description',
      min: { length: description.min, message: `English description must be at least ${description.min} characters` },
      max: description.max,
    }),
  };
}
