// The Host a request names (or X-Forwarded-Host from a trusted proxy: Fastify's `request.host`) must be a host name,
// an IPv4 address or a bracketed IPv6 address, with an optional port: anything else is a 400 in onRequest, before any
// route. Without PUBLIC_URL the site builds its absolute URLs from it (site-origin.ts), and a malformed one made the
// feed and the calendars fail with a 500 (issue 21, finding 11).
import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';

export const BAD_HOST = 'The Host header is not valid.';

/** A DNS label (underscores allowed, as some internal names have them). */
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const NAME = new RegExp(`^(?:${LABEL}\\.)*${LABEL}\\.?$`);
const PORT = /^[0-9]{1,5}$/;

/** True for `name`, `name:port`, `1.2.3.4:port`, `[v6]` or `[v6]:port`. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 260) return false;
  let port: string | null = null;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0 || !isIPv6(host.slice(1, end))) return false;
    const rest = host.slice(end + 1);
    if (rest === '') return true;
    if (!rest.startsWith(':')) return false;
    port = rest.slice(1);
  } else {
    const colon = host.lastIndexOf(':');
    const name = colon >= 0 ? host.slice(0, colon) : host;
    if (colon >= 0) port = host.slice(colon + 1);
    if (!NAME.test(name) || name.length > 253) return false;
  }
  return port === null || (PORT.test(port) && Number(port) <= 65535);
}

/** Call first on the app: its onRequest hook runs before every other (and before the 404 of an unknown URL). */
export function refuseMalformedHost(app: FastifyInstance): void {
  // A callback hook (no promise per request).
  app.addHook('onRequest', (request, _reply, done) => {
    if (isValidHost(request.headers.host) && (request.host === request.headers.host || isValidHost(request.host))) done();
    else done(new AppError('BAD_REQUEST', BAD_HOST));
  });
}
