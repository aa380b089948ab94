// `npm run build`: the production build, always from scratch: the web app into dist/client (Vite) and the server
// into dist/server (esbuild).
import { buildClient, buildServer, SERVER_BUNDLE } from './build-steps.mjs';

buildClient();
const ms = await buildServer();
console.log(`Bundled the server into ${SERVER_BUNDLE} in ${Math.round(ms)} ms`);
