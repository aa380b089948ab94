// The spec's auth calls. The refresh token travels only in an httpOnly cookie scoped to /api/auth.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MEDIA_COOKIE, MEDIA_COOKIE_PATH, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../shared/constants';
import {
  authOptionsOutput,
  authOutput,
  csrfOutput,
  forgotPasswordInput,
  loginInput,
  passwordLinkInput,
  passwordLinkOutput,
  registerInput,
  resetWithLinkInput,
  userOutput,
} from '../../../shared/schemas/auth';
import { okEnvelope } from '../../../shared/schemas/envelope';
import type { Deps } from '../../deps';
import { actorOf, clientMeta } from '../../http/actor';
import { cookieOf } from '../../http/cookies';
import { isHttps, issueXsrfCookie } from '../../http/csrf';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import type { RestOptions } from '../../http/rest-module';
import { isMailEnabled } from '../mail/mail.service';
import { login, logout, profile, refresh, register, type SessionTokens } from './auth.service';
import { checkPasswordLink, requestPasswordReset, resetWithLink } from './password-links';

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    expires: tokens.refreshExpiresAt,
  });
  // The same access token for the file routes' `<img>` requests (MEDIA_COOKIE), living as long as the token does.
  reply.setCookie(MEDIA_COOKIE, tokens.auth.access_token, {
    path: MEDIA_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    maxAge: tokens.auth.expires_in,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: isHttps(request) });
  reply.clearCookie(MEDIA_COOKIE, { path: MEDIA_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: isHttps(request) });
}

export function authRoutes(api: RestApi, deps: Deps, options: RestOptions) {
  // Per client address; @fastify/rate-limit counts an IPv6 client by its /64 (ipv6Subnet 64), as the lockout does.
  const limited = { rateLimit: { max: options.authRateLimit, timeWindow: '1 minute' } };
  const session = { 200: okEnvelope(authOutput) };

  api.post('/auth/register', { config: limited, schema: { summary: 'Create an account and sign in', operationId: 'register', body: registerInput, response: { 201: okEnvelope(authOutput) } } }, async (request, reply) => {
    const tokens = await register(deps, request.body, clientMeta(request));
    setRefreshCookie(request, reply, tokens);
    return ok(reply, tokens.auth, 201);
  });

  api.post('/auth/login', { config: limited, schema: { summary: 'Sign in with e-mail and password', operationId: 'login', body: loginInput, response: session } }, async (request, reply) => {
    const tokens = await login(deps, request.body, clientMeta(request), cookieOf(request, REFRESH_COOKIE));
    setRefreshCookie(request, reply, tokens);
    return ok(reply, tokens.auth);
  });

  api.post('/auth/refresh', { ...NO_BODY, config: limited, schema: { summary: 'New access token from the refresh cookie', operationId: 'refreshSession', security: [{ refreshCookie: [] }], response: session } }, async (request, reply) => {
    try {
      const tokens = await refresh(deps, cookieOf(request, REFRESH_COOKIE));
      setRefreshCookie(request, reply, tokens);
      return ok(reply, tokens.auth);
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  api.post('/auth/logout', { ...NO_BODY, schema: { summary: 'Sign out and revoke the refresh token', operationId: 'logout', security: [{}, { refreshCookie: [] }], response: { 200: okEnvelope(z.string()) } } }, async (request, reply) => {
    await logout(deps, cookieOf(request, REFRESH_COOKIE), await actorOf(request, deps));
    clearRefreshCookie(request, reply);
    return ok(reply, 'Logged out.');
  });

  // The anti-forgery cookie for a client that loads no page (curl, scripts) or whose page came from a cache. The token
  // is in the answer too, for the X-XSRF-TOKEN header; the cookie must still come back with it.
  api.get('/auth/csrf', { schema: { summary: 'Anti-forgery cookie and its header value', operationId: 'getCsrfToken', response: { 200: okEnvelope(csrfOutput) } } }, async (request, reply) =>
    ok(reply, { header: 'X-XSRF-TOKEN', token: issueXsrfCookie(request, reply, deps) }),
  );

  // What the sign-in page offers here: "Forgot password?" only where the site sends e-mail.
  api.get('/auth/options', { schema: { summary: 'What the sign-in page offers on this site', operationId: 'getAuthOptions', response: { 200: okEnvelope(authOptionsOutput) } } }, async (_request, reply) =>
    ok(reply, { passwordReset: isMailEnabled(deps) }),
  );

  // "Forgot password?" (issue 25): the same answer whether the address has an account or not (password-links.ts).
  api.post('/auth/forgot-password', { config: limited, schema: { summary: 'Send a password link to an account, if one exists', operationId: 'forgotPassword', body: forgotPasswordInput, response: { 200: okEnvelope(z.string()) } } }, async (request, reply) =>
    ok(reply, await requestPasswordReset(deps, request.body, request.ip)),
  );

  // A link's state (valid, used, expired, invalid), so the page says so before a password is typed. A POST: the
  // token stays out of URLs and logs.
  api.post('/auth/password-link', { config: limited, schema: { summary: 'The state of a password link', operationId: 'checkPasswordLink', body: passwordLinkInput, response: { 200: okEnvelope(passwordLinkOutput) } } }, async (request, reply) =>
    ok(reply, await checkPasswordLink(deps, request.body.token)),
  );

  api.post('/auth/reset-password', { config: limited, schema: { summary: 'Choose a new password with a link', operationId: 'resetPassword', body: resetWithLinkInput, response: { 200: okEnvelope(z.string()) } } }, async (request, reply) =>
    ok(reply, await resetWithLink(deps, request.body)),
  );

  api.get('/auth/profile', { schema: { summary: 'The signed-in user', operationId: 'getProfile', security: [{ bearer: [] }], response: { 200: okEnvelope(userOutput) } } }, async (request, reply) =>
    ok(reply, await profile(deps, await actorOf(request, deps))),
  );
}
