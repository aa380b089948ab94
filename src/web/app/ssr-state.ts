// What a server-rendered page hands to the browser in `<script type="application/json" id="ssr-state">` (the CSP
// allows no inline script; JSON is data): the reads of its store (lib/read-store.ts: answers, and a "not found" as its
// status and message, so the page's not-found state hydrates as rendered) and the page modules the render used.
import type { SentRead } from '../lib/read-store';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  reads: SentRead[];
  /** Source files of the page modules rendered (route-table.tsx), loaded before hydrating. */
  pages: string[];
}

export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
