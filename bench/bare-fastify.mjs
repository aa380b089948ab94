// The yardstick of bench/api-reads.ts: a bare Fastify process that answers each route with bytes serialized in
// advance (200 with the body, or 304 when If-None-Match names the tag), with the ETag only where ours sends one (not on
// /api/health): the headers a bare server would send. Plain JavaScript, no loader, no hooks.
// Run: node bench/bare-fastify.mjs <routes.json> <port>   where routes.json is [{ url, body (base64), type, etag|null }]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  const [pathname, query] = route.url.split('?');
  app.get(pathname, (request, reply) => {
    if (query && request.url.split('?')[1] !== query) return reply.code(404).send();
    if (!route.etag) return reply.header('content-type', route.type).send(body);
    if (request.headers['if-none-match'] === route.etag) return reply.code(304).header('etag', route.etag).send();
    return reply.header('content-type', route.type).header('etag', route.etag).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
