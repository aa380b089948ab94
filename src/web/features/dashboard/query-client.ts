// The dashboard's TanStack Query client (with tRPC's hooks over it: providers.tsx). Part of the dashboard's lazy chunk:
// the public pages read through their own small store (lib/read-store.ts, decision record 201).
import { QueryClient } from '@tanstack/react-query';

/** How long the dashboard's data counts as fresh (its lists are invalidated by its own writes anyway). */
const DASHBOARD_FRESH_MS = 10_000;

export function createQueryClient(): QueryClient {
  // No retry: a failed read shows its error state at once, as the spec's screens expect (a Retry button where they have one).
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: DASHBOARD_FRESH_MS } } });
}
