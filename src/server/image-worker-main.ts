// The image worker's entry when the server runs from its TypeScript sources (tests, `npm run dev`): only the worker's
// few modules are loaded. The bundle and the executable run it through their own entry (bin.ts, sea-main.ts).
import { runImageWorker } from './modules/files/image-worker';

runImageWorker();
