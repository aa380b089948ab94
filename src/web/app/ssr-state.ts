// What a server-rendered page hands to the browser in `<script type="application/json" id="ssr-state">` (the CSP
// allows no inline script; JSON is data): the dehydrated queries and the page modules the render used. A query that
// failed with "not found" travels as its status and message, so the page's not-found state hydrates as rendered.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, isSentApiError } from '../../shared/api-error';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  queries: DehydratedState;
  /** Source files of the page modules rendered (route-table.tsx), loaded before hydrating. */
  pages: string[];
}

/** The state into the browser's client, errors made ApiErrors again. */
export function hydrateState(client: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((q) => {
    const sent: unknown = q.state.error;
    if (!isSentApiError(sent)) return q;
    return { ...q, state: { ...q.state, error: new ApiError(sent.message, sent.status) } };
  });
  hydrate(client, { ...state, queries });
}

export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
