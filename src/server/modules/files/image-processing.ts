// Resized copies of an uploaded image (issue 14, "images the right size"), asked of the image worker: a child process
// that holds sharp (libvips) and ends once it has had nothing to do for a few seconds (image-worker.ts). The server
// itself never loads sharp: libvips, its thread arenas and the decoded pixels took about 50 MB of the server's RSS for
// good after the first image (issue 11, fifth pass). One image at a time, whoever asks (uploads, the start-up pass,
// check --fix), so a burst of uploads on a small VPS neither takes every core nor a few hundred MB at once; and a
// crash of the image library (a hostile image) ends the worker, not the site. Issue 21, finding 3: an image's whole
// work (its size probe and its variants) is one turn of a fair queue (fair-queue.ts: round robin over accounts, a cap
// per account), each job has a time limit past which the worker is killed (the next job starts a new one), and each
// job carries the uploader's decoded-pixel budget.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { isSea } from 'node:sea';
import { fileURLToPath } from 'node:url';
import { FairQueue } from './fair-queue';
import {
  IMAGE_WORKER_COMMAND,
  OverPixelBudget,
  VARIANT_FORMATS,
  variantWidths,
  type ImageAnswer,
  type ImageInfo,
  type ImageJob,
  type MadeVariant,
  type VariantOutput,
} from './image-jobs';

export type { ImageInfo, MadeVariant } from './image-jobs';
export { OverPixelBudget } from './image-jobs';
export { QueueFull } from './fair-queue';

/** sharp could not be loaded, or the worker could not start: not the image's fault, nothing is to be recorded. */
export class ImageLibraryUnavailable extends Error {}

/** A job ran past its time limit: the worker was killed (the next job starts another). */
export class ImageJobTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`the image took more than ${limitMs / 1000} s to process`);
  }
}

/** What a job may cost: its time once started, and the pixels it may decode. */
export interface JobLimits {
  timeoutMs: number;
  maxPixels: number;
}

/** How long the worker waits for more work before it ends (a burst of uploads shares one worker). */
export const WORKER_IDLE_MS = 5_000;

/** What a job's `ok` answer carries (image-jobs.ts): an info job's size, a variants job's files. */
type JobResult = Extract<ImageAnswer, { ok: true }>['result'];

interface Pending {
  resolve: (result: JobResult) => void;
  reject: (error: Error) => void;
  timeoutMs: number;
  timer?: NodeJS.Timeout;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
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
    for (const { reject, timer } of self.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    self.pending.clear();
  };
  child.on('message', (answer: ImageAnswer) => {
    const waiting = self.pending.get(answer.id);
    if (!waiting) return;
    if ('started' in answer) {
      // The job's time limit counts from here (the worker's own start and sharp's loading are not the image's doing).
      waiting.timer = setTimeout(() => timedOut(self, answer.id), waiting.timeoutMs);
      return;
    }
    clearTimeout(waiting.timer);
    self.pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.result);
    else if (answer.overBudget) waiting.reject(new OverPixelBudget(answer.overBudget.width, answer.overBudget.height, answer.overBudget.maxPixels));
    else waiting.reject(answer.unavailable ? new ImageLibraryUnavailable(answer.error) : new Error(answer.error));
    if (self.pending.size === 0) rest(self);
  });
  child.once('error', (error) => fail(new ImageLibraryUnavailable(`the image worker could not start: ${error.message}`)));
  child.once('exit', (code, signal) => fail(new Error(`the image worker stopped (${signal ?? `exit code ${code}`})`)));
  return self;
}

/** A job past its limit: its answer is a timeout, and the worker (busy with it, perhaps for good) is killed. */
function timedOut(self: Worker, id: number): void {
  const waiting = self.pending.get(id);
  if (!waiting) return;
  self.pending.delete(id);
  if (worker === self) worker = undefined; // the next job starts a new worker at once
  waiting.reject(new ImageJobTimeout(waiting.timeoutMs));
  self.child.kill('SIGKILL');
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

type JobBody = ImageJob extends infer J ? (J extends ImageJob ? Omit<J, 'id' | 'maxPixels'> : never) : never;

function ask(job: JobBody, limits: JobLimits): Promise<JobResult> {
  worker ??= startWorker();
  const self = worker;
  clearTimeout(self.idle);
  // While a job is in flight the worker keeps this process alive (check --fix waits for its answers).
  self.child.ref();
  self.child.channel?.ref();
  const id = nextId++;
  return new Promise<JobResult>((resolve, reject) => {
    self.pending.set(id, { resolve, reject, timeoutMs: limits.timeoutMs });
    self.child.send({ ...job, id, maxPixels: limits.maxPixels } as ImageJob, (error) => {
      if (!error || !self.pending.has(id)) return;
      self.pending.delete(id);
      reject(new ImageLibraryUnavailable(`the image worker could not be reached: ${error.message}`));
    });
  });
}

/** The worker's jobs, for the task of one turn (withImageTurn). */
export interface ImageJobs {
  /** Reads an image's size; throws when libvips cannot decode it (corrupt, truncated), OverPixelBudget, ImageJobTimeout. */
  readInfo(file: string): Promise<ImageInfo>;
  /**
   * Writes every variant of `file` (an image whose size is `info`) to paths from `tempPath`; answers them in order.
   * On a failure the files already written are left for the caller to discard (it knows their paths from `onWritten`).
   */
  makeVariants(file: string, info: ImageInfo, tempPath: () => string, onWritten: (path: string) => void): Promise<MadeVariant[]>;
}

// The worker is another process: an answer of the wrong kind is its bug, refused rather than passed on as the other.
const infoOf = (result: JobResult): ImageInfo => {
  if (Array.isArray(result)) throw new Error('The image worker answered an info job with variants.');
  return result;
};
const variantsOf = (result: JobResult): MadeVariant[] => {
  if (!Array.isArray(result)) throw new Error('The image worker answered a variants job with an image size.');
  return result;
};

const jobsWithin = (limits: JobLimits): ImageJobs => ({
  readInfo: async (file) => infoOf(await ask({ op: 'info', file }, limits)),
  makeVariants(file, info, tempPath, onWritten) {
    const outputs: VariantOutput[] = [];
    for (const width of variantWidths(info.width)) {
      for (const format of VARIANT_FORMATS) {
        const output = { format, width, path: tempPath() };
        onWritten(output.path);
        outputs.push(output);
      }
    }
    return ask({ op: 'variants', file, outputs }, limits).then(variantsOf);
  },
});

// One image at a time, whoever asks (uploads, the start-up pass, check --fix), in turn per owner.
const turns = new FairQueue();

export interface ImageTurn extends JobLimits {
  /** Whose work it is ('user:12', or 'system' for the start-up pass and check --fix). */
  owner: string;
  /** How many images the owner may have waiting or in work; past it QueueFull is thrown at once. */
  perOwner?: number;
}

/** Runs `task` (an image's size probe and variants) when it is its owner's turn; throws QueueFull past the cap. */
export function withImageTurn<T>(turn: ImageTurn, task: (jobs: ImageJobs) => Promise<T>): Promise<T> {
  return turns.run(turn.owner, () => task(jobsWithin(turn)), turn.perOwner);
}
