// Slow clients cannot hold the server: a request must arrive whole (headers and body) within REQUEST_TIMEOUT_SECONDS,
// its headers within HEADERS_TIMEOUT_SECONDS, a connection idle that long is closed, and at most MAX_CONNECTIONS are
// open at once. A body that trickles in one byte at a time no longer keeps its connection for ever.
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

type Limits = Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: ServerOptions };

export function serverLimits(config: Config): Limits {
  const requestMs = Math.round(config.REQUEST_TIMEOUT_SECONDS * 1000);
  const headersMs = Math.min(Math.round(config.HEADERS_TIMEOUT_SECONDS * 1000), requestMs); // Node wants headers <= request
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: Math.round(config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    // A socket silent for a whole request timeout (one that never even sends a request line) is closed too.
    connectionTimeout: requestMs,
    // Node checks the two timeouts every 30 s by default: a quarter of the shorter one keeps them close to exact.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.round(headersMs / 4))) },
  };
}

export function capConnections(app: FastifyInstance, config: Config): void {
  app.server.maxConnections = config.MAX_CONNECTIONS;
}
