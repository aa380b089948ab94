// Accent- and case-insensitive search (issue 15): "sasiu" finds "Șasiu", "competitiei" finds "competiției". Text is
// decomposed (NFD), its combining marks dropped and lower-cased; both Romanian spellings of ș and ț (comma below,
// U+0219/U+021B, and the older cedilla, U+015F/U+0163) decompose to s and t. One function for every dashboard list
// and for the server's search (registered in SQLite as fold()).

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Letters NFD does not split into a base letter and a mark. */
const UNSPLIT: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', œ: 'oe', ı: 'i' };
const UNSPLIT_RE = new RegExp(`[${Object.keys(UNSPLIT).join('')}]`, 'g');

/** The form of a text that search compares: no diacritics, lower case. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNSPLIT_RE, (letter) => UNSPLIT[letter] ?? letter);
}

/** True when every word of the query appears (folded) in one of the texts. An empty query matches everything. */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}

/** True when one of the texts contains the whole query (folded, trimmed): a phrase search within one field, as the
 * users, teams and sponsors lists do. An empty query matches everything. */
export function containsSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = foldForSearch(query).trim();
  return !needle || texts.some((text) => text != null && foldForSearch(text).includes(needle));
}
