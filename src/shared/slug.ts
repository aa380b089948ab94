// A news post's address (issue 24, point 2): /news/{slug}, the slug made from the title. Diacritics are folded the way
// search folds them (ș, ş → s; ț, ţ → t; ă, â → a; î → i), letters lower-cased, everything that is not a letter or a
// digit becomes one hyphen. The server makes it unique (-2, -3...) and keeps the old ones (posts.service.ts, table post_slugs).
import { foldForSearch } from './search';

/** A slug never grows past this: cut at a hyphen before it. */
export const SLUG_MAX = 80;

/** The slug of a title whose own letters give none (only signs or emoji). */
export const EMPTY_TITLE_SLUG = 'postare';

/** What a slug looks like: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug there can be: SLUG_MAX and the suffix that makes it unique (-2, -3, ...; room for 11 digits). */
export const SLUG_LONGEST = SLUG_MAX + 12;

/** A slug as slugify and the server make them: the one check the API, the server render and the router use. */
export const isSlug = (value: string): boolean => value.length <= SLUG_LONGEST && SLUG_PATTERN.test(value);

/**
 * The base slug of a title. Digits alone are reserved for the rows no service named (their id, given by the database:
 * migration 2026-11-27-200), so a title of digits only becomes `postare-<digits>`.
 */
export function slugify(title: string): string {
  const words = foldForSearch(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = words;
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX + 1);
    const hyphen = cut.lastIndexOf('-');
    slug = (hyphen > SLUG_MAX / 2 ? cut.slice(0, hyphen) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
  }
  if (!slug) return EMPTY_TITLE_SLUG;
  return /^\d+$/.test(slug) ? `${EMPTY_TITLE_SLUG}-${slug}` : slug;
}

/** `base`, then `base-2`, `base-3`... : the n-th candidate (n from 1). */
export const slugCandidate = (base: string, n: number): string => (n <= 1 ? base : `${base}-${n}`);
