// The spec's auth calls. The refresh token travels only in an httpOnly cookie scoped to /api/auth.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../shared/constants';
import { loginInput, registerInput } from '../../../shared/schemas/auth';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf, clientMeta } from '../../http/actor';
import { isHttps, issueXsrfCookie } from '../../http/csrf';
import { ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import type { RestOptions } from '../../http/rest-module';
import { requireActor } from './permissions';
import { login, logout, refresh, register, type SessionTokens } from './auth.service';
import { toUserOutput } from '../users/users.mapper';
import { findUserById } from '../users/users.repository';

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    expires: tokens.refreshExpiresAt,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: isHttps(request) });
}

export function authRoutes(api: FastifyInstance, deps: Deps, options: RestOptions) {
  // Per client address; @fastify/rate-limit counts an IPv6 client by its /64 (ipv6Subnet 64), as the lockout does.
  const limited = { config: { rateLimit: { max: options.authRateLimit, timeWindow: '1 minute' } } };

  api.post('/auth/register', limited, async (request, reply) => {
    const tokens = await register(deps, parseInput(registerInput, request.body), clientMeta(request));
    setRefreshCookie(request, reply, tokens);
    return ok(reply, tokens.auth, 201);
  });

  api.post('/auth/login', limited, async (request, reply) => {
    const tokens = await login(deps, parseInput(loginInput, request.body), clientMeta(request), request.cookies[REFRESH_COOKIE]);
    setRefreshCookie(request, reply, tokens);
    return ok(reply, tokens.auth);
  });

  api.post('/auth/refresh', { ...limited, ...NO_BODY }, async (request, reply) => {
    try {
      const tokens = await refresh(deps, request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(request, reply, tokens);
      return ok(reply, tokens.auth);
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  api.post('/auth/logout', NO_BODY, async (request, reply) => {
    await logout(deps, request.cookies[REFRESH_COOKIE], await actorOf(request, deps));
    clearRefreshCookie(request, reply);
    return ok(reply, 'Logged out.');
  });

  // The anti-forgery cookie for a client that loads no page (curl, scripts) or whose page came from a cache. The token
  // is in the answer too, for the X-XSRF-TOKEN header; the cookie must still come back with it.
  api.get('/auth/csrf', async (request, reply) => ok(reply, { header: 'X-XSRF-TOKEN', token: issueXsrfCookie(request, reply, deps) }));

  api.get('/auth/profile', async (request, reply) => {
    const actor = await actorOf(request, deps);
    requireActor(actor);
    const user = await findUserById(deps.db, actor.id);
    requireActor(user ? actor : null);
    return ok(reply, toUserOutput(user!));
  });
}
