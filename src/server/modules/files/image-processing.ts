// Resized copies of an uploaded image (issue 14, "images the right size"), asked of the image worker: a child process
// that holds sharp (libvips) and ends once it has had nothing to do for a few seconds (image-worker.ts). The server
// itself never loads sharp: libvips, its thread arenas and the decoded pixels took about 50 MB of the server's RSS for
// good after the first image (issue 11, fifth pass). One image at a time, whoever asks (uploads, the start-up pass,
// check --fix), so a burst of uploads on a small VPS neither takes every core nor a few hundred MB at once; and a
// crash of the image library (a hostile image) ends the worker, not the site.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { isSea } from 'node:sea';
import { fileURLToPath } from 'node:url';
import {
  IMAGE_WORKER_COMMAND,
  VARIANT_FORMATS,
  variantWidths,
  type ImageAnswer,
  type ImageInfo,
  type ImageJob,
  type MadeVariant,
  type VariantOutput,
} from './image-jobs';

export type { ImageInfo, MadeVariant } from './image-jobs';

/** sharp could not be loaded, or the worker could not start: not the image's fault, nothing is to be recorded. */
export class ImageLibraryUnavailable extends Error {}

/** How long the worker waits for more work before it ends (a burst of uploads shares one worker). */
export const WORKER_IDLE_MS = 5_000;

interface Worker {
  child: ChildProcess;
  pending: Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 1;

/** How to run this very program as the worker: the executable, the bundle, or (tests, dev) the sources through tsx. */
function workerCommand(): { args: string[]; cwd?: string } {
  if (isSea()) return { args: [IMAGE_WORKER_COMMAND] };
  // In the CommonJS bundle (dist/server/cli.cjs) __filename is the bundle; from the sources, this file.
  const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return { args: [here, IMAGE_WORKER_COMMAND] };
  const root = path.resolve(path.dirname(here), '../../../..');
  return { args: ['--import', 'tsx', path.join(root, 'src/server/image-worker-main.ts')], cwd: root };
}

function startWorker(): Worker {
  const { args, cwd } = workerCommand();
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
  const self: Worker = { child, pending: new Map() };
  const fail = (error: Error) => {
    if (worker === self) worker = undefined;
    clearTimeout(self.idle);
    for (const { reject } of self.pending.values()) reject(error);
    self.pending.clear();
  };
  child.on('message', (answer: ImageAnswer) => {
    const waiting = self.pending.get(answer.id);
    if (!waiting) return;
    self.pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(answer.unavailable ? new ImageLibraryUnavailable(answer.error) : new Error(answer.error));
    if (self.pending.size === 0) rest(self);
  });
  child.once('error', (error) => fail(new ImageLibraryUnavailable(`the image worker could not start: ${error.message}`)));
  child.once('exit', (code, signal) => fail(new Error(`the image worker stopped (${signal ?? `exit code ${code}`})`)));
  return self;
}

/** Nothing in flight: the worker no longer holds this process open, and ends after WORKER_IDLE_MS without work. */
function rest(self: Worker): void {
  self.child.unref();
  self.child.channel?.unref();
  self.idle = setTimeout(() => {
    if (worker !== self || self.pending.size) return;
    worker = undefined;
    self.child.disconnect(); // the worker exits on disconnect
  }, WORKER_IDLE_MS);
  self.idle.unref();
}

type JobBody = ImageJob extends infer J ? (J extends ImageJob ? Omit<J, 'id'> : never) : never;

function ask<T>(job: JobBody): Promise<T> {
  worker ??= startWorker();
  const self = worker;
  clearTimeout(self.idle);
  // While a job is in flight the worker keeps this process alive (check --fix waits for its answers).
  self.child.ref();
  self.child.channel?.ref();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    self.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    self.child.send({ ...job, id } as ImageJob, (error) => {
      if (!error || !self.pending.has(id)) return;
      self.pending.delete(id);
      reject(new ImageLibraryUnavailable(`the image worker could not be reached: ${error.message}`));
    });
  });
}

// One image at a time, whoever asks (uploads, the start-up pass, check --fix).
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Reads an image's size; throws when libvips cannot decode it (corrupt, truncated, over the pixel limit). */
export function readImageInfo(file: string): Promise<ImageInfo> {
  return ask<ImageInfo>({ op: 'info', file });
}

/**
 * Writes every variant of `file` (an image whose size is `info`) to paths from `tempPath`; answers them in order.
 * On a failure the files already written are left for the caller to discard (it knows their paths from `onWritten`).
 */
export function makeVariants(file: string, info: ImageInfo, tempPath: () => string, onWritten: (path: string) => void): Promise<MadeVariant[]> {
  return serially(() => {
    const outputs: VariantOutput[] = [];
    for (const width of variantWidths(info.width)) {
      for (const format of VARIANT_FORMATS) {
        const output = { format, width, path: tempPath() };
        onWritten(output.path);
        outputs.push(output);
      }
    }
    return ask<MadeVariant[]>({ op: 'variants', file, outputs });
  });
}
