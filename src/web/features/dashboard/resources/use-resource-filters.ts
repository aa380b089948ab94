// The filter card's state, kept in the list's address (issue 15): ?in=<page>&category=<category>&q=<text>, beside the
// list view's ?sort= and ?page= (the page number). Changing a filter replaces the address and goes back to page 1;
// Back and reload show the same filters. The text is matched as the server matches it (shared/search.ts: accents
// and case ignored, within description, section or subsection).
import { RESOURCE_CATEGORIES, RESOURCE_PAGES, type ResourceCategory, type ResourcePage } from '../../../../shared/constants';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { containsSearch } from '../../../../shared/search';

export interface ResourceFilterState {
  page: ResourcePage | '';
  category: ResourceCategory | '';
  search: string;
}

/** Where each filter lives in the address. */
const PARAM: Record<keyof ResourceFilterState, string> = { page: 'in', category: 'category', search: 'q' };

export const NO_FILTERS: ResourceFilterState = { page: '', category: '', search: '' };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

interface Address {
  query: URLSearchParams;
  setFilters: (filters: Record<string, string | undefined>) => unknown;
}

export function useResourceFilters(address: Address) {
  const filters: ResourceFilterState = {
    page: oneOf(RESOURCE_PAGES, address.query.get(PARAM.page)),
    category: oneOf(RESOURCE_CATEGORIES, address.query.get(PARAM.category)),
    search: address.query.get(PARAM.search) ?? '',
  };
  const active = Boolean(filters.page || filters.category || filters.search.trim());
  const write = (changes: Partial<ResourceFilterState>) => {
    const next = { ...filters, ...changes };
    address.setFilters({
      ...Object.fromEntries(address.query),
      page: undefined, // a new filter starts at the first page
      [PARAM.page]: next.page || undefined,
      [PARAM.category]: next.category || undefined,
      [PARAM.search]: next.search || undefined,
    });
  };
  return {
    filters,
    active,
    /** Whether a resource passes the page and category filters (the text is the list view's search). */
    passes: (resource: ResourceOutput) => (!filters.page || resource.page === filters.page) && (!filters.category || resource.category === filters.category),
    set: <K extends keyof ResourceFilterState>(key: K, value: ResourceFilterState[K]) => write({ [key]: value }),
    clear: () => write(NO_FILTERS),
  };
}

/** The free text over description, section and subsection, as GET /api/resources' search matches it. */
export const resourceMatches = (resource: ResourceOutput, query: string): boolean =>
  containsSearch(query, resource.description, resource.section, resource.subsection);
