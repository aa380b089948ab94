// Every request gets a fresh id: Fastify logs it as `reqId`, and the reply carries it as X-Request-Id, so a user's
// report or the proxy's access log (nginx: $upstream_http_x_request_id) leads to the server's log lines. An id sent
// by the client is not taken: anyone could forge one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const newRequestId = (): string => randomUUID();

export function registerRequestIdHeader(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
