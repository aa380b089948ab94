// Anti-forgery (double submit, signed): every unsafe request under /api and /trpc must carry X-XSRF-TOKEN equal to
// the XSRF-TOKEN cookie, and the token must be one this server made. A foreign Origin is refused outright.
// The cookie is handed out only where it is needed (issueXsrfCookie): with pages (web-app.ts), by GET /api/auth/csrf
// (API clients without pages, and the web app when its page came from a cache) and with a refused unsafe request.
// API reads never set it, so a proxy or CDN may keep them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/constants';
import { AppError } from '../../shared/errors';
import type { Deps } from '../deps';
import { cookieOf } from './cookies';
import { isValidXsrfToken, newXsrfToken } from '../modules/auth/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PROTECTED_PREFIXES = ['/api', '/trpc'];

export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

// The request's own origin (from Host) is trusted only when Host is an IP address or localhost: a DNS name there may
// be an attacker's name pointed at this server (DNS rebinding), so a name is trusted only when PUBLIC_URL gives it.
const ADDRESS_HOST = /^(localhost|[^:/]+\.localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

function allowedOrigins(request: FastifyRequest, deps: Deps): string[] {
  const origins = ADDRESS_HOST.test(request.host) ? [`${request.protocol}://${request.host}`] : [];
  if (deps.config.PUBLIC_URL) origins.push(new URL(deps.config.PUBLIC_URL).origin);
  return origins;
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, deps: Deps): string {
  const token = newXsrfToken(deps.keys.xsrf);
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'strict',
    httpOnly: false, // the page's script reads it to send the header back
    secure: isHttps(request),
  });
  return token;
}

const hasValidCookie = (request: FastifyRequest, deps: Deps) => {
  const cookie = cookieOf(request, XSRF_COOKIE);
  return typeof cookie === 'string' && isValidXsrfToken(deps.keys.xsrf, cookie);
};

/** Sets the cookie unless the request already holds a valid one; returns the token in force. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply, deps: Deps): string {
  return hasValidCookie(request, deps) ? cookieOf(request, XSRF_COOKIE)! : setXsrfCookie(request, reply, deps);
}

export function registerCsrf(app: FastifyInstance, deps: Deps): void {
  // A callback hook: reads (most requests) leave at the first line, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    try {
      checkUnsafeRequest(request, reply, deps);
    } catch (error) {
      return done(error as Error);
    }
    return done();
  });
}

function checkUnsafeRequest(request: FastifyRequest, reply: FastifyReply, deps: Deps): void {
  const cookie = cookieOf(request, XSRF_COOKIE);
  const cookieValid = hasValidCookie(request, deps);
  // The matched route's pattern, not the raw URL: the router decodes percent-escapes, so `/%61pi/...` reaches the
  // `/api/...` routes and must be checked like them.
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (!PROTECTED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return;

  const origin = request.headers.origin;
  if (origin && origin !== 'null' && !allowedOrigins(request, deps).includes(origin)) {
    throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
  }
  if (origin === 'null') throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
  const header = request.headers[XSRF_HEADER];
  if (!cookieValid || typeof header !== 'string' || header !== cookie) {
    if (!cookieValid) setXsrfCookie(request, reply, deps);
    throw new AppError('FORBIDDEN', 'Missing or invalid anti-forgery token. Reload the page and try again.');
  }
}
