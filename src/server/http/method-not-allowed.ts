// Issue 23: a method a known /api address does not take is a 405 with `Allow` (RFC 9110 §15.5.6), in the API's error
// envelope; an address no route has stays a 404. Fastify's router answers 404 for both (fastify/fastify#862), so the
// unrouted answer asks the router, through Fastify's own findRoute, which methods the address does take.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The methods the API's routes use; HEAD comes with every GET (Fastify's exposeHeadRoutes). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods some route takes at this URL, a catch-all (`*`) aside: a page or asset wildcard is no API route. */
export function allowedMethods(request: FastifyRequest): string[] {
  const url = request.url.split('?')[0] ?? request.url;
  return METHODS.filter((method) => {
    const found = request.server.findRoute({ method, url });
    return found !== null && !('*' in (found.params ?? {}));
  });
}

/** The answer of an /api request no route takes: 405 and `Allow` when the address is known, else 404. */
export function unroutedApiAnswer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const allow = allowedMethods(request);
  if (allow.length === 0) return reply.status(404).send({ success: false, message: 'Not found.' });
  return reply
    .status(405)
    .header('Allow', allow.join(', '))
    .send({ success: false, message: `This address does not take ${request.method}; it takes ${allow.join(', ')}.` });
}
