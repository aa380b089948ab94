// The anti-forgery token every unsafe call sends back in X-XSRF-TOKEN. The page the app loaded with brings the
// cookie, but a page served from a cache (back/forward cache, a proxy or CDN) may come without it, and the browser may
// have dropped it since: then one GET /api/auth/csrf fetches it first. Parallel calls share that one request.
import { readCookie } from './cookies';

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

let pending: Promise<string | null> | null = null;

export function xsrfToken(): Promise<string | null> {
  const token = readCookie(XSRF_COOKIE_NAME);
  if (token) return Promise.resolve(token);
  pending ??= fetch('/api/auth/csrf', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(() => readCookie(XSRF_COOKIE_NAME))
    .catch(() => null) // the call itself then fails with the server's own answer
    .finally(() => {
      pending = null;
    });
  return pending;
}
