// `npm run dev`'s server (scripts/dev.ts starts it with node --watch): the site as `npm start` serves it, except that
// its pages come from the sources through Vite's module loader instead of a build. Every page is rendered on the
// server as in production (what a developer sees is what a crawler gets); the Vite dev server in front (port 5173)
// serves the modules and hot reload, and forwards page requests, /api and /trpc here (vite.config.ts).
// A change under src/web reaches the next page render (Vite reloads the changed modules); a change of the server
// restarts this process. Decision record 191.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { loadConfig } from '../src/server/config';
import { runServer } from '../src/server/main';
import type { SsrRender } from '../src/server/modules/pages/ssr-bundle';

const root = path.resolve('src/web');
// No HTTP server of its own and no hot-reload channel: it only loads modules for the server render.
// configLoader 'runner': the config is loaded in memory, not through a temporary file beside vite.config.ts, whose
// coming and going would make node --watch restart this process.
const vite = await createServer({ configFile: path.resolve('vite.config.ts'), configLoader: 'runner', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });

const render: SsrRender = async (url, reads, options) => {
  // ssrLoadModule hands back what entry-server.tsx exports; its type is Vite's, not ours.
  const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as { render: SsrRender };
  return entry.render(url, reads, options);
};

// index.html as written: it loads /main.tsx, which Vite serves; the markers are filled as in production.
const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
await runServer(loadConfig(process.env), { clientDir: null, devPages: { shell, render } });
