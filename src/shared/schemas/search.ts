// The site's search (issue 24, point 3): the query as GET /api/search and the /search page take it, and its answer.
// The matched words come as parts of the text (`match: true`), never as markup: each page marks them itself.
import { z } from 'zod';

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** At most this many results in one answer. */
export const SEARCH_LIMIT = 30;

export const SEARCH_MESSAGES = {
  empty: 'Scrie ce cauți: un cuvânt sau mai multe.',
  tooShort: `Scrie cel puțin ${SEARCH_QUERY_MIN} caractere.`,
  tooLong: `Căutarea poate avea cel mult ${SEARCH_QUERY_MAX} de caractere.`,
  noWords: 'Căutarea trebuie să conțină litere sau cifre.',
} as const;

export const searchInput = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.empty })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.empty, abort: true })
    .min(SEARCH_QUERY_MIN, { error: SEARCH_MESSAGES.tooShort, abort: true })
    .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong)
    .refine((q) => /[\p{L}\p{N}]/u.test(q), SEARCH_MESSAGES.noWords),
});
export type SearchInput = z.output<typeof searchInput>;

export const SEARCH_KINDS = ['post', 'event', 'team', 'resource', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A piece of a text: `match` when it is one of the words searched for. */
export const textPart = z.object({ text: z.string(), match: z.boolean() });
export type TextPart = z.infer<typeof textPart>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The page to open (a path of this site), or a resource's own link. */
  url: z.string(),
  title: z.string(),
  titleParts: z.array(textPart),
  /** Where the words were found in the item's text, cut around them (an ellipsis where cut). */
  snippet: z.array(textPart),
  /** A post's publication, an event's start (ISO 8601); null for the others. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResults = z.object({
  query: z.string(),
  hits: z.array(searchHit),
});
export type SearchResults = z.infer<typeof searchResults>;
