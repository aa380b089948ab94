// Every request gets a fresh id: Fastify logs it as `reqId`, and the reply carries it as X-Request-Id (set in the
// security headers' hook, security.ts), so a user's report or the proxy's access log (nginx:
// $upstream_http_x_request_id) leads to the server's log lines. An id sent by the client is not taken: anyone could
// forge one.
import { randomUUID } from 'node:crypto';

export const newRequestId = (): string => randomUUID();
