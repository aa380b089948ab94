// The words of /en/search in English (typed by messages/ro/search.ts).
import { enCount } from '../../plural';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../../search-query';
import type { SearchMessages } from '../ro/search';

export const search: SearchMessages = {
  title: 'Search',
  documentTitle: (q) => `Search: ${q}`,
  label: 'Search the site: news, events, teams, resources and pages',
  button: 'Search',
  searching: 'Searching...',
  failed: 'The search did not work. Please try again.',
  retry: 'Try again',
  none: (q) => `No results for “${q}”.`,
  noneHint: 'Check the spelling, or try other or fewer words.',
  count: (n, q) => `${enCount(n, 'result', 'results')} for “${q}”`,
  kinds: { post: 'Post', event: 'Event', team: 'Team', resource: 'Resource', page: 'Page' },
  problems: {
    empty: 'Type what you are looking for: one word or more.',
    tooShort: `Type at least ${SEARCH_QUERY_MIN} characters.`,
    tooLong: `A search can have at most ${SEARCH_QUERY_MAX} characters.`,
    noWords: 'A search must contain letters or digits.',
  },
};
