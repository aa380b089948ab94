// The address of a dashboard area's list and item (issue 15): /dashboard/<tab> for the list (its filters in the
// query), /dashboard/<tab>/new for the create form, /dashboard/<tab>/<id>/edit for an item's form. Back and reload
// return to the same place; moves go through the unsaved-changes guard.
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../lib/paths';
import { useGuardedNavigate, type GuardedNavigateOptions } from './unsaved';

export type ItemMode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

export function itemModeOf(pathname: string): ItemMode {
  const [, , item, action] = pathname.split('/').filter(Boolean);
  if (item === 'new' && action === undefined) return { kind: 'new' };
  if (item && /^\d+$/.test(item) && action === 'edit') return { kind: 'edit', id: Number(item) };
  return { kind: 'list' };
}

export function useItemAddress(tab: string) {
  const [location] = useLocation();
  const search = useSearch();
  const navigate = useGuardedNavigate();
  const query = new URLSearchParams(search);
  return {
    mode: itemModeOf(location),
    /** The list's filters, as the address holds them. */
    query,
    toList: (options?: GuardedNavigateOptions, filters?: Record<string, string | undefined>) =>
      navigate(paths.dashboardTab(tab, filters ?? Object.fromEntries(query)), options),
    toNew: () => navigate(paths.dashboardNew(tab)),
    toEdit: (id: number, options?: GuardedNavigateOptions) => navigate(paths.dashboardEdit(tab, id), options),
    /** A list filter changed: the address follows (replacing, so Back leaves the list rather than undoing filters). */
    setFilters: (filters: Record<string, string | undefined>) => navigate(paths.dashboardTab(tab, filters), { replace: true, force: true }),
  };
}
