// The dashboard's typed client: tRPC over HTTP with the bearer token and the anti-forgery header, and the same
// one-refresh-then-retry rule as the REST client on a 401 (then the sign-in dialog, when the dashboard shows one).
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { TRPC_CLIENT_BATCH_ITEMS } from '../../shared/constants';
import type { AppRouter } from '../../server/trpc/app-router';
import { TEAM_CSV_PROCEDURES } from '../../shared/schemas/team-csv';
import { renewSessionAfter } from './auth-session';
import { getSession } from './session-store';
import { xsrfToken } from './xsrf';

export const trpc = createTRPCReact<AppRouter>();

async function headers(method: string | undefined): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const token = getSession().token;
  if (token) out.Authorization = `Bearer ${token}`;
  if (method && method !== 'GET') {
    const xsrf = await xsrfToken();
    if (xsrf) out['X-XSRF-TOKEN'] = xsrf;
  }
  return out;
}

async function fetchWithRefresh(url: URL | RequestInfo, init?: RequestInit): Promise<Response> {
  const used = getSession().token;
  const first = await fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...(await headers(init?.method)) } });
  if (first.status !== 401 || !(await renewSessionAfter(used))) return first;
  return fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...(await headers(init?.method)) } });
}

/** Calls that carry a whole CSV go alone, to the route whose body limit is the CSV's (server/trpc/large-bodies.ts). */
const ALONE: ReadonlySet<string> = new Set(TEAM_CSV_PROCEDURES);

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => ALONE.has(op.path),
        true: httpLink({ url: '/trpc', fetch: fetchWithRefresh }),
        false: httpBatchLink({ url: '/trpc', fetch: fetchWithRefresh, maxItems: TRPC_CLIENT_BATCH_ITEMS }),
      }),
    ],
  });
}
