// Search, sort and pages of a dashboard list (issue 15), kept in the list's address (?q=&sort=&page=) so Back and
// reload show the same view. The search is accent- and case-insensitive (shared/search.ts): "sasiu" finds "Șasiu".
import { useId } from 'react';
import { Pager } from './pager';

export const PAGE_SIZE = 20;

interface Sort<T> {
  label: string;
  compare: (a: T, b: T) => number;
}

interface Address {
  query: URLSearchParams;
  setFilters: (filters: Record<string, string | undefined>) => unknown;
}

export function useListView<T, K extends string>(
  items: T[] | undefined,
  address: Address,
  sorts: Record<K, Sort<T>>,
  matches: (item: T, query: string) => boolean,
) {
  const keys = Object.keys(sorts) as K[];
  const search = address.query.get('q') ?? '';
  const sortKey = (keys.find((key) => key === address.query.get('sort')) ?? keys[0]) as K;
  const filtered = (items ?? []).filter((item) => matches(item, search)).sort(sorts[sortKey].compare);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const pageNumber = Math.min(pages, Math.max(1, Number(address.query.get('page')) || 1));
  const set = (changes: Record<string, string | undefined>) =>
    address.setFilters({ ...Object.fromEntries(address.query), page: undefined, ...changes });
  return {
    search,
    sortKey,
    pageNumber,
    pages,
    total: filtered.length,
    /** The items of the page shown; undefined while the list loads. */
    page: items ? filtered.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE) : undefined,
    setSearch: (q: string) => set({ q: q || undefined }),
    setSort: (sort: string) => set({ sort }),
    setPage: (page: number) => set({ page: page > 1 ? String(page) : undefined }),
  };
}

type View = ReturnType<typeof useListView<unknown, string>>;

interface ListToolsProps<T> {
  view: View;
  label: string;
  sorts: Record<string, Sort<T>>;
  /** False when the screen has its own search field (the resources' filter card writes the same ?q=). */
  withSearch?: boolean;
}

export function ListTools<T>({ view, label, sorts, withSearch = true }: ListToolsProps<T>) {
  const id = useId();
  return (
    <div className="dash-list-tools" role={withSearch ? 'search' : 'group'} aria-label={withSearch ? `Search ${label}` : `Order of ${label}`}>
      {withSearch && (
        <div className="dash-field">
          <label htmlFor={`${id}-q`}>Search {label}</label>
          <input id={`${id}-q`} type="search" value={view.search} onChange={(e) => view.setSearch(e.target.value)} />
        </div>
      )}
      <div className="dash-field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={view.sortKey} onChange={(e) => view.setSort(e.target.value)}>
          {Object.entries(sorts).map(([key, sort]) => (
            <option key={key} value={key}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <Pager page={view.pageNumber} pages={view.pages} label={`Pages of ${label}`} onPage={view.setPage} />
    </div>
  );
}
