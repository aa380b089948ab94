// What a server-rendered page hands to the browser in `<script type="application/json" id="ssr-state">` (the CSP
// allows no inline script; JSON is data): the dehydrated queries and the page modules the render used. A query that
// failed with "not found" travels as its status and message, so the page's not-found state hydrates as rendered.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  queries: DehydratedState;
  /** Source files of the pages rendered (routes.tsx), loaded before hydrating. */
  pages: string[];
}

interface SentError {
  name: 'ApiError';
  message: string;
  status: number;
}

/** Errors as plain data (an Error's message is not enumerable, JSON would drop it). */
export function sendableErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error as ApiError | null;
      if (!error) return q;
      const sent: SentError = { name: 'ApiError', message: error.message, status: error.status };
      // Cast: the dehydrated state types its error as Error; what crosses to the browser is this plain object (see above).
      return { ...q, state: { ...q.state, error: sent as unknown as Error } };
    }),
  };
}

/** The state into the browser's client, errors made ApiErrors again. */
export function hydrateState(client: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((q) => {
    const sent = q.state.error as SentError | null;
    if (!sent) return q;
    return { ...q, state: { ...q.state, error: new ApiError(sent.message, sent.status) } };
  });
  hydrate(client, { ...state, queries });
}

export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
