// What the server agrees to read as a request body, decided before any of it is read or parsed: JSON only up to
// 64 KB and 20 levels deep, a route that takes no body at most 1 KB, and no body at all for a URL no route answers
// (nor for any OPTIONS request: the site answers no preflight). Multipart forms stream through @fastify/multipart with its own
// file limits. The anti-forgery check (csrf.ts) runs in onRequest too, so it also comes before any body is read.
import type { FastifyBodyParser, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';

/** Every JSON body, REST and tRPC (a post's 20,000-character text is well under it). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Routes that take no body still get `{}` from the spec's client (a JSON content type on every call). */
export const EMPTY_BODY_LIMIT = 1024;
/** Deeper JSON than this is refused before it is parsed; the site's deepest input is 3 levels. */
export const MAX_JSON_DEPTH = 20;

/** Route options of a POST that takes no body (logout, refresh, set-current...). */
export const NO_BODY = { bodyLimit: EMPTY_BODY_LIMIT } as const;

export const TOO_DEEP = 'The JSON body is nested too deeply.';

/** True when the JSON text opens more than `max` arrays/objects inside each other; one pass, nothing allocated. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Installs the JSON parser (Fastify's secure one behind the depth check; an empty body is no body, as the spec's
 * client sends a JSON content type on DELETE) and returns it, for the tRPC guard to run over tRPC's own input.
 */
export function registerJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  const parseJson: FastifyBodyParser<string> = (request, body, done) => {
    if (jsonDeeperThan(body, MAX_JSON_DEPTH)) return done(new AppError('BAD_REQUEST', TOO_DEEP), undefined);
    return secureParse(request, body, done);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  // JSON and forms only: a text/plain body is a 415 like any other type, not a string handed to a route.
  app.removeContentTypeParser('text/plain');
  // DELETE routes take no body; every other route keeps the app's JSON_BODY_LIMIT unless it says otherwise.
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && [route.method].flat().every((m) => m === 'DELETE')) route.bodyLimit = EMPTY_BODY_LIMIT;
  });
  return parseJson;
}

const READS_NO_BODY = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * A request no route answers gets its 404 in onRequest, before its body is read: Fastify would otherwise read and
 * parse it for the not-found handler. Registered after the security headers and the anti-forgery check, so the answer
 * carries the same headers and a forged request still gets its 403.
 */
export function answerUnroutedEarly(app: FastifyInstance, notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply): void {
  // A callback hook (no promise per request); answering without calling done() ends the request here.
  app.addHook('onRequest', (request, reply, done) => {
    // OPTIONS too: tRPC's route takes every method, but this site answers no preflight (no CORS).
    if (request.method === 'OPTIONS' || (request.is404 && !READS_NO_BODY.has(request.method))) {
      notFound(request, reply);
      return;
    }
    done();
  });
}

