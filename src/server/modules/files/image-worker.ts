// The image worker: a child process of the server (or of `check --fix`) that holds sharp and libvips, so that their
// memory (the library, its thread arenas, the decoded pixels: about 50 MB that glibc does not give back) never
// stays in the long-lived server. It answers jobs over the IPC channel (image-jobs.ts) and ends when the server
// disconnects, which the server does once it has had no image work for a few seconds (image-processing.ts).
// The server gives each job a time limit, counted from the `started` message, past which it kills this process.
import { loadSharp, readImageInfo, writeVariants } from './image-sharp';
import { OverPixelBudget, type ImageAnswer, type ImageJob } from './image-jobs';

async function answer(job: ImageJob, send: (message: ImageAnswer) => void): Promise<ImageAnswer> {
  try {
    await loadSharp();
  } catch (error) {
    return { id: job.id, ok: false, unavailable: true, error: (error as Error).message };
  }
  send({ id: job.id, started: true });
  try {
    const result = job.op === 'info' ? await readImageInfo(job.file, job.maxPixels) : await writeVariants(job.file, job.outputs, job.maxPixels);
    return { id: job.id, ok: true, result };
  } catch (error) {
    const overBudget = error instanceof OverPixelBudget ? { width: error.width, height: error.height, maxPixels: error.maxPixels } : undefined;
    return { id: job.id, ok: false, error: (error as Error).message, ...(overBudget ? { overBudget } : {}) };
  }
}

export function runImageWorker(): void {
  const send = process.send?.bind(process);
  if (!send) {
    console.error('The image worker runs only as a child of the server.');
    process.exit(2);
  }
  process.on('disconnect', () => process.exit(0));
  process.on('message', (job: ImageJob) => {
    void answer(job, (message) => send(message)).then((reply) => send(reply));
  });
}
