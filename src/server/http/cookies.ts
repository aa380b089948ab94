// The request's cookies, parsed on first use: @fastify/cookie runs with `hook: false` (app.ts), because its onRequest
// hook parsed the Cookie header and made a Map for every request, though only the anti-forgery check of unsafe
// requests, the pages and the auth calls read a cookie. Setting a cookie (reply.setCookie) parses them itself.
import type { FastifyRequest } from 'fastify';

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const parsed = request.cookies as FastifyRequest['cookies'] | null; // null until parsed (the plugin's decoration)
  return (parsed ?? (request.cookies = request.server.parseCookie(request.headers.cookie ?? '')))[name];
}
