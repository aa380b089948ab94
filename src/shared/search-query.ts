// The search query's rules (issue 24, point 3), without zod: the /search page and the server render check a query
// with them before asking, and the API's schema (schemas/search.ts) applies the same function, so the three agree.
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

export const SEARCH_MESSAGES = {
  empty: 'Scrie ce cauți: un cuvânt sau mai multe.',
  tooShort: `Scrie cel puțin ${SEARCH_QUERY_MIN} caractere.`,
  tooLong: `Căutarea poate avea cel mult ${SEARCH_QUERY_MAX} de caractere.`,
  noWords: 'Căutarea trebuie să conțină litere sau cifre.',
} as const;

/** Which rule a (trimmed) query breaks, or null when it can be searched (the page shows it in its language). */
export function searchQueryProblemKey(q: string): keyof typeof SEARCH_MESSAGES | null {
  if (q.length === 0) return 'empty';
  if (q.length < SEARCH_QUERY_MIN) return 'tooShort';
  if (q.length > SEARCH_QUERY_MAX) return 'tooLong';
  if (!/[\p{L}\p{N}]/u.test(q)) return 'noWords';
  return null;
}

/** Why a (trimmed) query cannot be searched, or null when it can. */
export function searchQueryProblem(q: string): string | null {
  const key = searchQueryProblemKey(q);
  return key === null ? null : SEARCH_MESSAGES[key];
}
