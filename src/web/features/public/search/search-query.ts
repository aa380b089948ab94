// The search page's query (issue 24), in the page's folder so that /home's first-visit JavaScript does not carry it.
// The server render builds the same definition over its reads (lib/page-queries.ts). `lang` is the page's readLang
// (decision 205): none on /search, whose read and key stay as they were; `en` on /en/search.
import type { Locale } from '../../../../shared/locale';
import type { PostSearchReads } from '../../../../shared/public-reads';
import type { SearchResults } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

export const searchQuery =
  (read: PostSearchReads['search']) =>
  (q: string, lang: Locale | undefined): PublicRead<SearchResults> => ({
    key: lang ? ['search', q, lang] : ['search', q],
    load: (signal) => read(q, lang, signal),
    operation: 'Search',
  });

export const searchOverApi = searchQuery((q, lang, signal) => apiRequest(`/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`, { signal }));
