// The site's search (issue 24, point 3): the query as GET /api/search and the /search page take it, and its answer.
// The matched words come as parts of the text (`match: true`), never as markup: each page marks them itself.
// `?lang=en` (decision 205) searches the English index: English texts where set, Romanian fallbacks named in
// `contentLang`, and addresses of the /en pages; without `lang` the answer is the Romanian search's, unchanged.
import { z } from 'zod';
import { contentLangQuery, fieldLangs } from './content-lang';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryProblem } from '../search-query';

export { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../search-query';

/** At most this many results in one answer. */
export const SEARCH_LIMIT = 30;

export const searchInput = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.empty })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: SEARCH_MESSAGES.tooLong, abort: true })
    .describe(`The words searched for: ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters, at least one letter or digit; case and diacritics do not matter`)
    .superRefine((q, ctx) => {
      const problem = searchQueryProblem(q);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ...contentLangQuery.shape,
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
  /** The language of the title and of the snippet, only when the search named a `lang` (decision 205). */
  contentLang: fieldLangs('title', 'snippet').optional(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResults = z.object({
  query: z.string(),
  hits: z.array(searchHit),
});
export type SearchResults = z.infer<typeof searchResults>;
