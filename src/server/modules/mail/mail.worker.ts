// The mail worker (issue 25): sends the queued messages in the server process, one at a time, like the publishing
// scheduler (publishing.scheduler.ts): one timer armed for the earliest due message, re-armed at start (sending what
// waited while the server was down), after each queued message (kick) and after each run. A request only inserts a
// row (mail.service.ts queueMail): it never waits for the SMTP server.
// Each attempt is counted and the next one booked before sending, so a crash mid-send retries later (at least once).
// A failure retries after the next step of RETRY_STEPS_MS; a permanent refusal (an SMTP 5xx answer) or the last step
// gives up, keeping the error in last_error.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DB } from '../../db/connection';
import * as repo from './mail.repository';
import type { MailTransport } from './mail.transport';

/** The waits after the 1st, 2nd... failed attempt; past the last the message is given up. */
export const RETRY_STEPS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
const IDLE_MS = 6 * 3_600_000;
const KEEP_SENT_MS = 30 * 24 * 3_600_000;
const ERROR_CHARS = 500;

export interface Mailer {
  /** Looks for due messages now (after one was queued). */
  kick(): void;
  /** Sends everything due now; answers how many were sent. */
  runNow(): Promise<number>;
  /** Clears the timer and waits for a send in flight (before the database closes). */
  stop(): Promise<void>;
}

/** What the worker needs, named here: deps.ts holds the Mailer, so importing Deps would be an import cycle. */
export interface MailerDeps {
  db: DB;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface MailerOptions {
  transport: MailTransport;
  from: string;
  retryStepsMs?: readonly number[];
}

/** A refusal that will not change on retry: an SMTP 5xx answer (unknown mailbox, refused sender). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);

export function createMailer(deps: MailerDeps, options: MailerOptions): Mailer {
  const steps = options.retryStepsMs ?? RETRY_STEPS_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Closing the app aborts a send in flight (a slow SMTP server does not hold the shutdown); it is retried later.
  const closing = new AbortController();
  let chain: Promise<number> = Promise.resolve(0);
  const iso = (ms: number) => new Date(ms).toISOString();

  const arm = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void enqueue(), Math.max(0, Math.min(delay, IDLE_MS)));
    timer.unref();
  };

  async function sendOne(row: NonNullable<Awaited<ReturnType<typeof repo.nextDue>>>): Promise<boolean> {
    const now = deps.clock.now();
    const step = steps[Math.min(row.attempts, steps.length - 1)]!;
    await repo.startAttempt(deps.db, row.id, iso(now + step));
    try {
      await options.transport.send({ from: options.from, to: row.to_address, subject: row.subject, text: row.text_body }, closing.signal);
      await repo.markSent(deps.db, row.id, iso(deps.clock.now()));
      deps.log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts + 1 }, 'e-mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = isPermanent(error) || attempts > steps.length;
      await repo.markFailedAttempt(deps.db, row.id, errorText(error), giveUp ? iso(deps.clock.now()) : null);
      deps.log.warn({ mailId: row.id, kind: row.kind, attempt: attempts, error: errorText(error), gaveUp: giveUp }, 'e-mail not sent');
      return false;
    }
  }

  async function run(): Promise<number> {
    if (stopped) return 0;
    let sent = 0;
    try {
      for (;;) {
        if (stopped) return sent;
        const row = await repo.nextDue(deps.db, iso(deps.clock.now()));
        if (!row) break;
        if (await sendOne(row)) sent++;
      }
      await repo.pruneMail(deps.db, iso(deps.clock.now() - KEEP_SENT_MS));
      const next = await repo.nextAttemptAt(deps.db);
      arm(next === null ? IDLE_MS : Date.parse(next) - deps.clock.now());
    } catch (error) {
      deps.log.error({ err: error }, 'the mail queue failed');
      arm(steps[0]!);
    }
    return sent;
  }

  const enqueue = (): Promise<number> => (chain = chain.then(run, run));

  return {
    kick: () => void enqueue(),
    runNow: enqueue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      closing.abort();
      await chain.catch(() => undefined);
      options.transport.close();
    },
  };
}
