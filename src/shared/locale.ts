// The site's two languages (issue 24, What visitors cannot find 1; decision 200): Romanian at today's addresses, English
// under /en. A page's language comes from its address alone, so the server and the browser agree without asking.

export const LOCALES = ['ro', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the addresses without a prefix, and hreflang's x-default. */
export const DEFAULT_LOCALE: Locale = 'ro';

/** Each language's address prefix (the browser router's base). */
export const LOCALE_BASE: Readonly<Record<Locale, string>> = { ro: '', en: '/en' };

/** Dates and numbers as each language writes them (times are always Romania's: bucharest-time.ts). */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { ro: 'ro-RO', en: 'en-GB' };

/** Open Graph's og:locale. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { ro: 'ro_RO', en: 'en_GB' };

export const otherLocale = (locale: Locale): Locale => (locale === 'ro' ? 'en' : 'ro');

/** An address's language and its path without the language's prefix: `/en/news` -> en, `/news`; `/en` -> en, `/`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const base = LOCALE_BASE.en;
  if (pathname === base) return { locale: 'en', path: '/' };
  if (pathname.startsWith(`${base}/`)) return { locale: 'en', path: pathname.slice(base.length) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

export const localeOfPath = (pathname: string): Locale => splitLocale(pathname).locale;

/** A path (without prefix) in a language: `/news` -> `/en/news`; `/` -> `/en`. */
export const localePath = (locale: Locale, path: string): string => {
  const base = LOCALE_BASE[locale];
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
};

/** The `lang` a public read asks its content in on a page in `locale` (decision 203): none on a Romanian page, whose
 * reads stay the spec's calls (and its answers' bytes the same); `en` on an English one. */
export const readLang = (locale: Locale): Locale | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** `?lang=...` for a public read's address, or nothing. */
export const langQuery = (lang: Locale | undefined): string => (lang ? `?lang=${lang}` : '');
