// Slow clients cannot hold the server: a request must arrive whole (headers and body) within REQUEST_TIMEOUT_SECONDS,
// its headers within HEADERS_TIMEOUT_SECONDS, a connection idle that long is closed, and at most MAX_CONNECTIONS are
// open at once, at most MAX_CONNECTIONS_PER_ADDRESS of them from one address (issue 21: one client could hold the whole
// pool). A body that trickles in one byte at a time no longer keeps its connection for ever.
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { compile } from '@fastify/proxy-addr';
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

/** TRUST_PROXY as a list (Fastify's `trustProxy` and the per-address cap read it alike); empty when unset. */
export function trustedProxies(config: Config): string[] {
  return (config.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function capConnections(app: FastifyInstance, config: Config): void {
  app.server.maxConnections = config.MAX_CONNECTIONS;
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, trustedProxies(config));
}

/**
 * A connection past `cap` open ones from the same address is closed as it arrives (as Node closes those past
 * maxConnections). Not applied to a trusted proxy's address: every visitor comes through it, and the proxy keeps its
 * own per-client limit (deploy/nginx.conf). A listener added to the server's 'connection' event, after Node's own.
 */
export function capConnectionsPerAddress(server: Server, cap: number, proxies: string[]): void {
  const isProxy = proxies.length ? compile(proxies) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
