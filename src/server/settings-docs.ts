// What each setting means and its default, for `--help` (and checked against README.md by the tests). Typed over
// every key of Config, so a setting added to config.ts without a line here does not compile.
import type { Config } from './config';

export interface SettingDoc {
  default: string;
  meaning: string;
}

export const SETTING_DOCS: { readonly [K in keyof Config]-?: SettingDoc } = {
  NODE_ENV: { default: 'production', meaning: 'development, production or test' },
  PORT: { default: '3000', meaning: 'HTTP port' },
  HOST: { default: '127.0.0.1', meaning: 'address to listen on; 0.0.0.0 for every interface' },
  DATABASE_PATH: { default: 'db/site.sqlite', meaning: 'the SQLite database file; created and migrated when missing' },
  UPLOADS_DIR: { default: 'uploads', meaning: 'folder of the uploaded files' },
  ADMIN_EMAIL: { default: 'admin@ftcromania.local', meaning: 'e-mail of the first administrator, made when there is no user' },
  ADMIN_PASSWORD: { default: 'generated, shown once', meaning: 'password of the first administrator (8+ characters)' },
  ADMIN_NAME: { default: 'Administrator', meaning: 'display name of the first administrator' },
  SEED_DEMO: { default: 'new database only', meaning: 'demo content: false never, true also on an existing database' },
  JWT_SECRET: { default: 'generated, kept in db', meaning: 'key that signs access tokens (32+ characters)' },
  TRUST_PROXY: { default: 'none', meaning: 'comma-separated addresses of trusted reverse proxies' },
  PUBLIC_URL: { default: 'none', meaning: 'public origin, e.g. https://ftcromania.ro (absolute URLs of pages, sitemap, feeds); without it changes come only from IP/localhost pages; required in production unless HOST is loopback' },
  LOG_LEVEL: { default: 'warn (dev: info)', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  CONTACT_EMAIL: { default: 'info@ftcromania.ro', meaning: "the association's contact address shown on the pages (until Site settings change it)" },
  TEAM_PORTAL_URL: { default: 'none', meaning: 'where the LOGIN link points; without it, this site\'s /login' },
  STRIPE_PUBLISHABLE_KEY: { default: 'none', meaning: 'card-payment publishable key for the donate button' },
  STRIPE_BUY_BUTTON_ID: { default: 'none', meaning: 'card-payment buy-button id (both Stripe settings needed)' },
  ANALYTICS_ID: { default: 'none', meaning: 'analytics id; without it there is no analytics' },
  SESSION_IDLE_DAYS: { default: '7', meaning: 'a session unused this many days ends' },
  SESSION_MAX_DAYS: { default: '30', meaning: 'a session ends this many days after sign-in' },
  REQUEST_TIMEOUT_SECONDS: { default: '120', meaning: 'a request (headers and body) not received by then is answered 408 and closed' },
  HEADERS_TIMEOUT_SECONDS: { default: '20', meaning: 'the same for the headers alone (at most the request timeout)' },
  KEEP_ALIVE_TIMEOUT_SECONDS: { default: '72', meaning: 'an idle kept-alive connection is closed after this long' },
  MAX_CONNECTIONS: { default: '500', meaning: 'open connections at most; more are refused as they arrive' },
  TRPC_MAX_BATCH: { default: '10', meaning: 'calls one tRPC request may carry; a larger batch is a 400 (at least 5, what the dashboard sends)' },
  PASSWORD_HASH_QUEUE: { default: '16', meaning: 'password hashes that may wait their turn; more are a 429 (one fewer run at once than libuv threads)' },
  IMAGE_JOB_TIMEOUT_SECONDS: { default: '30', meaning: 'an image job running longer is stopped (its worker killed) and the upload refused' },
  IMAGE_MAX_MEGAPIXELS: { default: '25', meaning: 'largest image (decoded pixels) an EDITOR or ADMIN may upload; more is a 413' },
  IMAGE_MAX_MEGAPIXELS_TEAM: { default: '4', meaning: 'the same for TEAM accounts' },
  IMAGE_QUEUE_PER_ACCOUNT: { default: '2', meaning: 'images one account may have waiting or in work; more are a 429' },
  UPLOAD_DAILY_FILES: { default: '200', meaning: 'files an EDITOR may upload in any 24 hours (ADMIN: no quota; 0: no limit)' },
  UPLOAD_DAILY_MB: { default: '1000', meaning: 'megabytes an EDITOR may upload in any 24 hours (0: no limit)' },
  UPLOAD_TEAM_DAILY_FILES: { default: '20', meaning: 'files a TEAM account may upload in any 24 hours (0: no limit)' },
  UPLOAD_TEAM_DAILY_MB: { default: '50', meaning: 'megabytes a TEAM account may upload in any 24 hours (0: no limit)' },
  UPLOAD_UNATTACHED_HOURS: { default: '24', meaning: 'an upload nothing uses is removed this many hours after it was made' },
  MAX_CONNECTIONS_PER_ADDRESS: { default: '50', meaning: "open connections from one address at most; not applied to TRUST_PROXY's" },
  FTC_API_URL: { default: 'https://ftc-api.firstinspires.org/v2.0', meaning: "FIRST's FTC Events API, the source of the teams and events sync" },
  FTC_API_USERNAME: { default: 'none', meaning: 'FTC Events API user name; without it and FTC_API_KEY the sync is off' },
  FTC_API_KEY: { default: 'none', meaning: 'FTC Events API authorization key (a secret: never logged or shown)' },
  FTC_MAX_RESPONSE_MB: { default: '20', meaning: 'the largest answer read from FIRST, in MB; a larger one is refused unread past it' },
  FTC_COUNTRY: { default: 'Romania', meaning: "the country whose teams and events are synced, as FIRST writes it" },
  FTC_SYNC_INTERVAL_MINUTES: { default: '360', meaning: 'minutes between automatic syncs while the server runs; 0 turns the schedule off' },
  FTC_LIVE_SYNC_MINUTES: { default: '5', meaning: "minutes between live results runs for the events running today (Romania time); 0 turns them off" },
  FTC_REGION_CODE: { default: 'RO', meaning: "FIRST's region code of the country's events; an event without one is matched by FTC_COUNTRY" },
  FTC_MAX_WITHDRAW_PERCENT: {
    default: '20',
    meaning: "a sync that would withdraw more than this share of the season's teams (and at least 3) is held, not applied; an ADMIN can apply it from the dashboard",
  },
};
