// Answers that carry a token or a signed-in user's data are never stored by a browser or a shared cache: everything
// under /api/auth (login, refresh, register, profile, logout) and every answer to a request with a bearer token (REST
// and tRPC). A route that set its own caching for public content (a stored file) keeps it.
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.url ?? request.url;
    const auth = path === '/api/auth' || path.startsWith('/api/auth/');
    if (auth || (request.headers.authorization !== undefined && !reply.hasHeader('Cache-Control'))) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
