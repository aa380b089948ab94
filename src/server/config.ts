// Settings come from the environment, validated here once. Defaults work on a fresh clone.
import { isIP } from 'node:net';
import { z } from 'zod';
import { TRPC_CLIENT_BATCH_ITEMS } from '../shared/constants';
import type { PublicSettings } from '../shared/schemas/site';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'must start with http:// or https://')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A duration in seconds (fractions allowed, so tests can use short ones). */
const seconds = (fallback: number) =>
  z.coerce.number({ error: 'must be a number of seconds' }).positive('must be more than 0').max(86_400, 'must be at most 86400').default(fallback);

/** A whole number, 0 or more (0: no limit). */
/** A whole number from `min` up to `max`; `below` is what a smaller one is told. */
const whole = (fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER, below }: { min?: number; max?: number; below?: string } = {}) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, below ?? `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** A whole number, 0 or more (0: no limit). */
const wholeOrZero = (fallback: number) => whole(fallback, { min: 0, below: 'must be 0 (no limit) or more' });

/** Decoded pixels of an image, in megapixels (fractions allowed). */
const megapixels = (fallback: number) =>
  z.coerce.number({ error: 'must be a number of megapixels' }).positive('must be more than 0').max(60, 'must be at most 60').default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_PATH: z.string().trim().min(1, 'must not be empty').default('db/site.sqlite'),
  UPLOADS_DIR: z.string().trim().min(1, 'must not be empty').default('uploads'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_NAME: z.string().trim().min(1).default('Administrator'),
  SEED_DEMO: bool.optional(),
  /** Secret for signing access tokens; when unset one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Comma-separated addresses of reverse proxies whose X-Forwarded-* headers are trusted. */
  TRUST_PROXY: optionalText,
  /** The public origin (https://ftcromania.ro); used for the Origin check behind a proxy. */
  PUBLIC_URL: httpUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@ftcromania.ro'),
  TEAM_PORTAL_URL: httpUrl,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_BUY_BUTTON_ID: optionalText,
  ANALYTICS_ID: optionalText,
  /** Session lifetimes, in days. */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** Slow clients: a whole request (headers and body), its headers alone, an idle kept-alive connection. */
  REQUEST_TIMEOUT_SECONDS: seconds(120),
  HEADERS_TIMEOUT_SECONDS: seconds(20),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  /** Open connections at most; more are closed as they arrive. */
  MAX_CONNECTIONS: whole(500, { below: 'must be more than 0' }),
  /** Calls one tRPC request may carry at most (a larger batch is a 400 before any call runs); at least what the
   *  dashboard sends at once. */
  TRPC_MAX_BATCH: whole(10, {
    min: TRPC_CLIENT_BATCH_ITEMS,
    max: 100,
    below: `must be at least ${TRPC_CLIENT_BATCH_ITEMS} (the dashboard sends up to ${TRPC_CLIENT_BATCH_ITEMS} calls at once)`,
  }),
  /** Password hashes that may wait for their turn (one fewer run at once than libuv has threads); more are a 429. */
  PASSWORD_HASH_QUEUE: whole(16, { max: 1000 }),
  /** The image worker (issue 21, finding 3): a job's time limit (past it the worker is killed and the upload
   *  refused), the decoded-pixel budget of staff uploads and of TEAM uploads, and the images one account may have
   *  waiting or in work (past it a 429). */
  IMAGE_JOB_TIMEOUT_SECONDS: seconds(30),
  IMAGE_MAX_MEGAPIXELS: megapixels(25),
  IMAGE_MAX_MEGAPIXELS_TEAM: megapixels(4),
  IMAGE_QUEUE_PER_ACCOUNT: whole(2, { max: 100 }),
  /**
   * Uploads per account per rolling 24 hours (issue 21): how many files and how many megabytes an EDITOR may store,
   * and (lower) a TEAM account; ADMIN accounts have no quota. 0 means no limit. Refused with a 429.
   */
  UPLOAD_DAILY_FILES: wholeOrZero(200),
  UPLOAD_DAILY_MB: wholeOrZero(1000),
  UPLOAD_TEAM_DAILY_FILES: wholeOrZero(20),
  UPLOAD_TEAM_DAILY_MB: wholeOrZero(50),
  /** Uploaded files that nothing uses (no post, event, resource, sponsor, team or setting) are removed this many hours
   * after their upload; `check` lists them until then. Fractions allowed. */
  UPLOAD_UNATTACHED_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive('must be more than 0').max(24 * 365, 'must be at most a year').default(24),
  /** Open connections from one address at most (more are closed as they arrive); not applied to a TRUST_PROXY address. */
  MAX_CONNECTIONS_PER_ADDRESS: whole(50, { below: 'must be more than 0' }),
  /** FIRST's FTC Events API (issue 12): base URL, HTTP Basic credentials, the country to follow, the schedule. */
  FTC_API_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://ftc-api.firstinspires.org/v2.0'),
  FTC_API_USERNAME: optionalText,
  /** A secret: never logged, never sent to a browser. */
  FTC_API_KEY: optionalText,
  /** The largest answer read from FIRST, in MB: a larger one is refused unread past it (issue 21, finding 7). */
  FTC_MAX_RESPONSE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).positive('must be more than 0').max(1024, 'must be at most 1024').default(20),
  FTC_COUNTRY: z.string().trim().min(1, 'must not be empty').default('Romania'),
  FTC_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 (off) or more')
    .max(7 * 24 * 60, 'must be at most a week')
    .default(360),
  /** Competition days (issue 22, part 2): minutes between live results runs for the events running today (Romania
   * time), results calls only, with If-Modified-Since; 0 turns them off (the regular sync still reads results). */
  FTC_LIVE_SYNC_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 (off) or more')
    .max(24 * 60, 'must be at most a day')
    .default(5),
  /** FIRST's region code of the country (its events carry it); an event without one is matched by FTC_COUNTRY. */
  FTC_REGION_CODE: z.string().trim().min(1, 'must not be empty').default('RO'),
  /** The wipe guard (issue 22, point 5): a run that would withdraw more than this share of the season's teams (and at
   * least 3) is not applied; an ADMIN may apply it on purpose from the dashboard. */
  FTC_MAX_WITHDRAW_PERCENT: z.coerce
    .number({ error: 'must be a percentage' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(20),
  /** E-mail (issue 25): an SMTP server as one URL (smtp://user:pass@host:587, smtps://... for TLS from the start), or
   *  as host, port, user and password. Without either, no e-mail is queued or sent and the site works as before
   *  (one-time passwords, no "Forgot password?"). SMTP_URL and SMTP_PASSWORD are secrets: never logged. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^smtps?:\/\/\S+$/.test(v), 'must start with smtp:// or smtps://')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65535).default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: bool.optional(),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  /** The sender of every message: an address, or `Name <address>`. */
  MAIL_FROM: z.string().trim().min(3, 'must be an e-mail address').default('FTC Romania <no-reply@ftcromania.ro>'),
});

export type Config = z.infer<typeof envSchema>;

/** Every setting's name, in the schema's order (help and docs/operations.md list them all). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as Array<keyof Config>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names the first wrong setting in one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = envSchema
    .refine((c) => !(c.SMTP_URL || c.SMTP_HOST) || c.PUBLIC_URL, {
      // The links in e-mails (password resets, invitations) never come from a visitor's Host header.
      path: ['PUBLIC_URL'],
      message: 'must be set when SMTP_URL or SMTP_HOST is (the links in e-mails are built from it)',
    })
    .safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${key}=${JSON.stringify(relevant[key] ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** An address only this machine reaches: localhost, 127.0.0.0/8, ::1 (and its IPv4-mapped form). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * What a server facing the network needs beyond each setting alone: in production, PUBLIC_URL whenever HOST is not
 * loopback, so the site's absolute URLs (canonical, sitemap, feeds, calendars) never come from a visitor's Host
 * header (issue 21, finding 11). Throws a ConfigError in one line (exit code 2, like any settings error).
 */
export function assertServable(config: Config): void {
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && !isLoopbackHost(config.HOST)) {
    throw new ConfigError(
      `PUBLIC_URL must be set in production when HOST=${config.HOST} is not a loopback address (PUBLIC_URL=https://your.domain, or HOST=127.0.0.1 behind a proxy).`,
    );
  }
}

/** Whether e-mail is configured (SMTP_URL or SMTP_HOST): the mail queue, "Forgot password?" and invitations. */
export const mailEnabled = (config: Config): boolean => Boolean(config.SMTP_URL || config.SMTP_HOST);

/** Settings the public pages need; never secrets. */
export function publicSettings(config: Config): PublicSettings {
  return {
    contactEmail: config.CONTACT_EMAIL,
    teamPortalUrl: config.TEAM_PORTAL_URL ?? null,
    analyticsId: config.ANALYTICS_ID ?? null,
    payment:
      config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_BUY_BUTTON_ID
        ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY, buyButtonId: config.STRIPE_BUY_BUTTON_ID }
        : null,
  };
}
