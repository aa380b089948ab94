// Business constants from the specification (01 §9, 02 §9). Layout constants live with the UI.

export const MB = 1024 * 1024;

export const POST_PRIORITY = { min: 1, max: 5, default: 5 } as const;
export const POST_PRIORITY_LABELS: Record<number, string> = {
  1: '1 Highest',
  2: '2 High',
  3: '3 Medium',
  4: '4 Low',
  5: '5 Lowest',
};
export const IMAGE_POSITIONS = ['LEFT', 'RIGHT', 'BIG'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
export const DEFAULT_IMAGE_POSITION: ImagePosition = 'LEFT';
export const HOME_MAX_POSTS = 3;

export const RESOURCE_PAGES = ['team-resources', 'season-materials'] as const;
export type ResourcePage = (typeof RESOURCE_PAGES)[number];
export const RESOURCE_CATEGORIES = ['Video', 'Document', 'Link'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export const RESOURCE_PRIORITY = { min: 1, default: 1 } as const;

export const EVENT_CATEGORIES = [
  'FTC',
  'Kickoff',
  'League Tournament',
  'National Championship',
  'World Championship',
  'Workshop',
  'Other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const DEFAULT_ORGANIZER = 'Asociația Nație prin Educație';
export const DEFAULT_UPCOMING_LIMIT = 10;
export const MAX_UPCOMING_LIMIT = 100;
export const EVENT_SPONSOR_PREVIEW = 3;
export const EVENT_PARTNERS_MAX = 6;

export const SPONSOR_SIZES = [
  'Startup',
  'Small (1-50 employees)',
  'Medium (51-250)',
  'Large (250+)',
  'Enterprise',
] as const;
export type SponsorSize = (typeof SPONSOR_SIZES)[number];
export const SPONSOR_TIERS = ['PLATINUM', 'GOLD', 'SILVER'] as const;

export const REGISTRATION_STATUSES = ['CONFIRMED', 'PENDING', 'WITHDRAWN'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Upload limits (02 §5, §9). */
export const UPLOAD_LIMITS = {
  image: 5 * MB,
  document: 10 * MB,
} as const;

export const FILE_ENTITY_TYPES = ['home_post_image', 'resource_file', 'event_image', 'sponsor_logo', 'site_image', 'site_document', 'team_logo', 'rich_text_image', 'library_image'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

/** Session timing (02 §9). The access token must outlive the client's 5-minute "expiring" rule. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_EXPIRING_THRESHOLD_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_AHEAD_MS = 2 * 60 * 1000;
export const REGISTRATION_REDIRECT_MS = 2000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Brute-force protection: this many failed logins for one account from one address within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Per account, whatever the address: from the 5th failed sign-in within a day, each attempt waits 1 s, 2 s, 4 s ...
 * (at most 15 minutes) after the latest failure, so guesses spread over many addresses are slowed too.
 */
export const ACCOUNT_BACKOFF_AFTER = 5;
export const ACCOUNT_BACKOFF_BASE_MS = 1000;
export const ACCOUNT_BACKOFF_MAX_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Calls the dashboard's tRPC client puts in one HTTP request at most; the server refuses larger batches
 * (TRPC_MAX_BATCH, never below this), so a request cannot carry many slow calls at once (issue 21, finding 1).
 */
export const TRPC_CLIENT_BATCH_ITEMS = 5;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth';
/** The access token again, httpOnly and sent only to the file routes: an `<img>` cannot carry a bearer header, and an
 * editor's dashboard and previews show images of drafts (issue 21, finding 4). Honoured only by file reads. */
export const MEDIA_COOKIE = 'media_token';
export const MEDIA_COOKIE_PATH = '/api/files';
