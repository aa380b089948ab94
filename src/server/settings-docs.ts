// What each setting means and its default: the one source of the settings' documentation. `help` prints it
// (src/server/cli/help.ts) and `npm run docs:settings` (scripts/docs-settings.ts) writes it as the Settings table of
// docs/operations.md; a test checks that table is current. Typed over every key of Config, so a setting added to
// config.ts without a line here does not compile.
//
// Texts are plain sentences; `code` spans mark names and values to type (the table shows them as code, `help`
// without the backticks). No `|` and no line breaks: a text is one cell of a table.
import type { Config } from './config';

export interface SettingDoc {
  /** The default: a value in a `code` span, or words when there is no single value (none, generated...). */
  default: string;
  /** What the setting does. */
  meaning: string;
  /** The section of docs/operations.md that says more: its heading and its anchor there. */
  see?: { section: string; anchor: string };
}

const MAIL = { section: 'E-mail', anchor: '#e-mail' };
const SYNC = { section: 'Sync with FIRST', anchor: '#sync-with-first-ftc-events-api' };

export const SETTING_DOCS: { readonly [K in keyof Config]-?: SettingDoc } = {
  NODE_ENV: {
    default: '`production`',
    meaning: '`development`, `production` or `test`; `npm start` sets `production`, `npm run dev` sets `development`',
  },
  PORT: { default: '`3000`', meaning: 'HTTP port' },
  HOST: { default: '`127.0.0.1`', meaning: 'address to listen on; `0.0.0.0` to accept connections from other machines' },
  DATABASE_PATH: { default: '`db/site.sqlite`', meaning: 'the SQLite database file; created (with its folder) and migrated when missing' },
  UPLOADS_DIR: { default: '`uploads`', meaning: 'where uploaded files are stored' },
  ADMIN_EMAIL: { default: '`admin@ftcromania.local`', meaning: 'e-mail of the first administrator, created when the database has no user' },
  ADMIN_PASSWORD: { default: 'generated and printed once', meaning: 'password of the first administrator (at least 8 characters)' },
  ADMIN_NAME: { default: '`Administrator`', meaning: 'display name of the first administrator' },
  SEED_DEMO: {
    default: 'demo content on a new database',
    meaning:
      '`false`: an empty site with only the built-in content; `true`: also add the demo content to an existing database that never had it (`true`/`false`, `1`/`0`, `yes`/`no`)',
  },
  JWT_SECRET: { default: 'generated once, kept in the database', meaning: 'key that signs access tokens (at least 32 characters)' },
  TRUST_PROXY: { default: 'none', meaning: 'comma-separated addresses of reverse proxies whose `X-Forwarded-*` headers are trusted' },
  PUBLIC_URL: {
    default: 'none',
    meaning:
      "the public origin (e.g. `https://ftcromania.ro`), accepted in the `Origin` check; without it, changes are accepted only from pages opened at an IP address or `localhost` (set it whenever the site has a domain name). It also makes the absolute URLs of the pages' canonical and Open Graph tags, sitemap.xml, robots.txt, the news feed and the calendars; without it they name the host the request came to. Required in production (`NODE_ENV=production`) when `HOST` is not a loopback address: the server then refuses to start without it (one line, exit code 2)",
  },
  LOG_LEVEL: { default: '`warn` (`info` in development)', meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`' },
  CONTACT_EMAIL: {
    default: '`info@ftcromania.ro`',
    meaning:
      "the association's contact address, given to the public pages (`GET /api/site/settings`); the first value of the dashboard's Site settings, which override it once saved",
  },
  TEAM_PORTAL_URL: {
    default: 'none',
    meaning: "where the LOGIN link of the navbar and footer points; without it, this site's `/login` (first value of Site settings)",
  },
  STRIPE_PUBLISHABLE_KEY: { default: 'none', meaning: 'card-payment publishable key for the donate button' },
  STRIPE_BUY_BUTTON_ID: {
    default: 'none',
    meaning: 'the buy-button id; the payment settings reach the pages only when both Stripe settings are set and Site settings offers card donations',
  },
  ANALYTICS_ID: { default: 'none', meaning: 'analytics id for page-view reporting; without it there is no analytics' },
  SESSION_IDLE_DAYS: { default: '`7`', meaning: 'a session unused for this many days ends' },
  SESSION_MAX_DAYS: { default: '`30`', meaning: 'a session ends this many days after sign-in, however active' },
  REQUEST_TIMEOUT_SECONDS: {
    default: '`120`',
    meaning: 'a request whose headers and body have not all arrived by then is answered 408 and its connection closed (a 10 MB upload needs about 1 Mbit/s)',
  },
  HEADERS_TIMEOUT_SECONDS: { default: '`20`', meaning: 'the same for the headers alone (never more than the request timeout)' },
  KEEP_ALIVE_TIMEOUT_SECONDS: {
    default: '`72`',
    meaning: "an idle kept-alive connection is closed after this long (longer than the proxies' own idle timeouts, so the proxy closes first)",
  },
  MAX_CONNECTIONS: { default: '`500`', meaning: 'open connections at most; a connection past it is closed as it arrives' },
  TRPC_MAX_BATCH: {
    default: '`10`',
    meaning: 'calls one `/trpc` request may carry in a batch; a larger batch is answered 400 before any call runs (at least 5, the most the dashboard sends at once)',
  },
  PASSWORD_HASH_QUEUE: {
    default: '`16`',
    meaning:
      'password hashes (sign-in, registration, password changes) that may wait their turn; past it the request is answered 429 at once. One fewer hash runs at a time than libuv has threads (`UV_THREADPOOL_SIZE`, 2 for the server), so file reads always find a free thread',
  },
  IMAGE_JOB_TIMEOUT_SECONDS: {
    default: '`30`',
    meaning:
      'an image job (size probe or resized copies) running longer, counted from when the image worker begins it, is stopped: the worker is killed (the next job starts another) and the upload is refused with 413',
  },
  IMAGE_MAX_MEGAPIXELS: {
    default: '`25`',
    meaning:
      'the largest image, in decoded pixels (megapixels), an EDITOR or ADMIN may upload (and the budget of the start-up pass and `check --fix`); a larger one is refused with 413 before it is decoded',
  },
  IMAGE_MAX_MEGAPIXELS_TEAM: { default: '`4`', meaning: 'the same for TEAM accounts (team logos)' },
  IMAGE_QUEUE_PER_ACCOUNT: {
    default: '`2`',
    meaning: 'images one account may have waiting or in work in the image worker; one more is refused with 429. The worker takes images in turn from each account',
  },
  UPLOAD_DAILY_FILES: { default: '`200`', meaning: 'files an EDITOR account may upload in any 24 hours (ADMIN: no quota; `0`: no limit); past it, 429' },
  UPLOAD_DAILY_MB: { default: '`1000`', meaning: 'megabytes an EDITOR account may upload in any 24 hours (`0`: no limit)' },
  UPLOAD_TEAM_DAILY_FILES: { default: '`20`', meaning: 'files a TEAM account may upload in any 24 hours (`0`: no limit)' },
  UPLOAD_TEAM_DAILY_MB: { default: '`50`', meaning: 'megabytes a TEAM account may upload in any 24 hours (`0`: no limit)' },
  UPLOAD_UNATTACHED_HOURS: {
    default: '`24`',
    meaning:
      'an uploaded file that nothing uses (no post, event, resource, sponsor, team or site setting) is removed this many hours after its upload; `check` lists it until then',
  },
  MAX_CONNECTIONS_PER_ADDRESS: {
    default: '`50`',
    meaning:
      "open connections from one client address at most; a connection past it is closed as it arrives. Not applied to the addresses in `TRUST_PROXY`: behind a proxy, the proxy's own per-client limit applies",
    see: { section: 'Deploy on a VPS', anchor: '#deploy-on-a-vps' },
  },
  FTC_API_URL: {
    default: '`https://ftc-api.firstinspires.org/v2.0`',
    meaning: "FIRST's FTC Events API, the source of the teams and events sync",
    see: SYNC,
  },
  FTC_API_USERNAME: { default: 'none', meaning: 'the FTC Events API user name; without it and `FTC_API_KEY` the sync is off' },
  FTC_API_KEY: {
    default: 'none',
    meaning: 'the FTC Events API authorization key: a secret, never logged, never sent to a browser (the dashboard shows it masked)',
  },
  FTC_MAX_RESPONSE_MB: {
    default: '`20`',
    meaning:
      "the largest answer read from the FTC Events API, in megabytes: an answer is read as a stream and refused once past it, or at once when its declared size is larger (one event's list: that event keeps its list; the events list: the run fails and nothing changes)",
  },
  FTC_COUNTRY: { default: '`Romania`', meaning: 'the country whose events and teams are synced, as FIRST writes it' },
  FTC_SYNC_INTERVAL_MINUTES: {
    default: '`360`',
    meaning: 'minutes between automatic syncs while the server runs; `0` turns the schedule off (`sync` and "Sync now" still work)',
  },
  FTC_LIVE_SYNC_MINUTES: {
    default: '`5`',
    meaning:
      'on competition days: minutes between live results runs (rankings, matches, alliances, awards) for the events running today, Romania time, with `If-Modified-Since`; `0` turns them off (the regular sync still reads every event\'s results)',
    see: SYNC,
  },
  FTC_REGION_CODE: { default: '`RO`', meaning: "FIRST's region code of the country's events; an event without one is matched by `FTC_COUNTRY`" },
  FTC_MAX_WITHDRAW_PERCENT: {
    default: '`20`',
    meaning:
      "the wipe guard: a sync that would withdraw more than this share of the season's teams (and at least 3) is held, not applied; an ADMIN can apply it from the dashboard",
  },  SMTP_URL: {
    default: 'none (no e-mail)',
    meaning:
      'the SMTP server as one URL (`smtp://user:password@host:587`, `smtps://` for TLS from the start); with it (or `SMTP_HOST`) the site sends e-mail: password resets, invitations, notices of registrations. A secret: never logged',
    see: MAIL,
  },
  SMTP_HOST: { default: 'none (no e-mail)', meaning: 'the SMTP server\'s host name, when `SMTP_URL` is not set', see: MAIL },
  SMTP_PORT: { default: '`587`', meaning: 'the SMTP server\'s port (with `SMTP_HOST`)' },
  SMTP_SECURE: { default: '`true` on port 465, else `false`', meaning: '`true`: TLS from the first byte; `false`: STARTTLS when the server offers it (with `SMTP_HOST`)' },
  SMTP_USER: { default: 'none', meaning: 'the SMTP user name (with `SMTP_HOST`); none: no authentication' },
  SMTP_PASSWORD: { default: 'none', meaning: 'the SMTP password (with `SMTP_HOST`): a secret, never logged' },
  MAIL_FROM: { default: '`FTC Romania <no-reply@ftcromania.ro>`', meaning: 'the sender of every e-mail the site sends: an address or `Name <address>`' },
};

/** A text of this table as `help` prints it: without the backticks of its `code` spans. */
export const plainText = (text: string): string => text.replaceAll('`', '');

/** A setting's meaning with its pointer to docs/operations.md, as `help` prints it. */
export function plainMeaning(doc: SettingDoc): string {
  return plainText(doc.see ? `${doc.meaning} (see docs/operations.md, "${doc.see.section}")` : doc.meaning);
}
