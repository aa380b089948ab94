// What every service function receives: the app's resources, built once by buildApp (no module singletons).
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { DB } from './db/connection';
import type { FtcApiTiming } from './modules/ftc/ftc-api.client';
import type { Mailer } from './modules/mail/mail.worker';
import type { Publisher } from './modules/publishing/publishing.scheduler';
import type { FileStorage } from './storage/storage';
import type { Clock } from './clock';

export type { Clock };

export interface Keys {
  /** HS256 key for access tokens. */
  jwt: Uint8Array;
  /** HMAC key for anti-forgery tokens. */
  xsrf: Buffer;
}

export interface Deps {
  db: DB;
  /** The health check's question to the database (DatabaseHandle.ping): throws when it does not answer. */
  ping: () => void;
  storage: FileStorage;
  config: Config;
  keys: Keys;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Work started by a request that goes on after it (the FTC sync); aborted and awaited on close. */
  background: BackgroundTasks;
  /** Publishes scheduled posts and events at their time (publishing.scheduler.ts); absent where nothing serves. */
  publisher?: Publisher;
  /** Sends the queued e-mail (mail.worker.ts); absent without SMTP settings, and then nothing is queued. */
  mailer?: Mailer;
  /** The FTC Events API client's timeouts, retries and pacing (tests make them short). */
  ftcTiming?: Partial<FtcApiTiming>;
}
