// Romanian counts (issue 24, defect 8): one helper for every count the site writes. Intl.PluralRules('ro') gives the
// category: 'one' (1: "1 echipă"), 'few' (0, 2-19 and n % 100 in 1-19: "5 echipe", "101 echipe") and 'other' (20-100,
// 120...: "21 de echipe"), the last taking "de" before the noun.

const rules = new Intl.PluralRules('ro');

/** The words after a count: "echipă", "echipe" or "de echipe". */
export function roCountWords(n: number, one: string, many: string): string {
  switch (rules.select(n)) {
    case 'one':
      return one;
    case 'other':
      return `de ${many}`;
    default:
      return many;
  }
}

/** "1 echipă", "5 echipe", "21 de echipe", "101 echipe". */
export const roCount = (n: number, one: string, many: string): string => `${n} ${roCountWords(n, one, many)}`;

/**
 * The number in a figure as people write it ("4500+", "peste 4.500", "10.800", "750.000 €"): its digits, with dots and
 * spaces as thousands separators; null when it holds no number.
 */
export function figureNumber(figure: string): number | null {
  const match = /\d[\d. ]*/.exec(figure);
  if (!match) return null;
  const n = Number(match[0].replace(/[. ]/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** The words after a written figure ("4500+" -> "de elevi"); the plural when the figure holds no number. */
export const roFigureWords = (figure: string, one: string, many: string): string => {
  const n = figureNumber(figure);
  return n === null ? many : roCountWords(n, one, many);
};

const enRules = new Intl.PluralRules('en');

/** English counts: "1 event", "21 events" (decision 200). */
export const enCount = (n: number, one: string, many: string): string => `${n} ${enRules.select(n) === 'one' ? one : many}`;

/** English words after a written figure ("1" -> "student", "4500+" -> "students"): the singular only for exactly one. */
export const enFigureWords = (figure: string, one: string, many: string): string => (figureNumber(figure) === 1 ? one : many);

const enOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const EN_ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** An English ordinal: "1st", "2nd", "3rd", "11th", "22nd" (an award's place). */
export const enOrdinal = (n: number): string => `${n}${EN_ORDINAL_SUFFIX[enOrdinals.select(n)] ?? 'th'}`;
