// The filter card's state: page, category and a free text. The text goes to the server after a short pause, so
// typing does not send a request per key.
import { useEffect, useState } from 'react';
import type { ResourceCategory, ResourcePage } from '../../../../shared/constants';

export interface ResourceFilterState {
  page: ResourcePage | '';
  category: ResourceCategory | '';
  search: string;
}

export const NO_FILTERS: ResourceFilterState = { page: '', category: '', search: '' };
const SEARCH_PAUSE_MS = 250;

export function useResourceFilters() {
  const [filters, setFilters] = useState<ResourceFilterState>(NO_FILTERS);
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filters.search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters.search]);

  const active = Boolean(filters.page || filters.category || filters.search.trim());
  return {
    filters,
    active,
    /** What the list query sends: only the filters in use. */
    query: { page: filters.page || undefined, category: filters.category || undefined, search: search || undefined },
    set: <K extends keyof ResourceFilterState>(key: K, value: ResourceFilterState[K]) => setFilters((f) => ({ ...f, [key]: value })),
    clear: () => {
      setFilters(NO_FILTERS);
      setSearch('');
    },
  };
}
