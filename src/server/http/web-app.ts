// Serves the built React app: hashed assets with immutable caching, and index.html for page routes only.
// /api and /trpc paths that match nothing stay JSON 404s.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/trpc'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

export async function registerWebApp(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const root = clientDir && existsSync(path.join(clientDir, 'index.html')) ? path.resolve(clientDir) : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!root) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app has not been built yet. Run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url)) return reply.status(404).send({ success: false, message: 'Not found.' });
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url.split('?')[0] ?? '');
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
