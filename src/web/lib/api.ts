// The client of the REST API under /api, as the spec's calls describe it: bearer token when one is stored, JSON
// unless the body is form data, the anti-forgery header on unsafe requests, and the `message` of the envelope.
import { ApiError } from '../../shared/api-error';
import { getSession } from './session-store';
import { xsrfToken } from './xsrf';

export { ApiError };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls whose 401 is an answer, not an expired token: a wrong password, or the refresh itself. Every other call
 * (the profile fetch included, spec 02 §7) refreshes once on a 401 and retries.
 */
const NO_REFRESH = new Set(['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout']);

/** Set by the session module: given the token a call refused with 401 carried, renews the session; says whether to retry. */
let refreshHandler: ((usedToken: string | null) => Promise<boolean>) | null = null;
export const setRefreshHandler = (handler: ((usedToken: string | null) => Promise<boolean>) | null) => {
  refreshHandler = handler;
};

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const xsrf = await xsrfToken();
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  const body = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  return fetch(`/api${path}`, { method, headers, body, credentials: 'same-origin', signal: options.signal });
}

/** Calls the API and returns the envelope's `message`; throws ApiError (status 0 when the server is unreachable). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    const used = getSession().token;
    response = await send(path, options);
    if (response.status === 401 && refreshHandler && !NO_REFRESH.has(path) && (await refreshHandler(used))) {
      response = await send(path, options);
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Cannot reach the server.', 0);
  }
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: unknown; data?: unknown; errors?: Record<string, string[]> } | null;
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' ? payload.message : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, payload?.errors ?? {});
  }
  return (payload && 'message' in payload ? payload.message : payload) as T;
}

/** Like apiRequest but returns the whole JSON body (for GET /teams/all, whose list is in `data`). */
export async function apiRaw<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await send(path, { signal });
  if (!response.ok) throw new ApiError(`Request failed (${response.status})`, response.status);
  return (await response.json()) as T;
}

export const fileUrl = (fileId: number | null | undefined): string | null => (fileId ? `/api/files/public/${fileId}` : null);
