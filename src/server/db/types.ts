// Table types for Kysely. Nullable columns are `| null`; columns with a database default are Generated.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BinKind } from '../../shared/schemas/bin';
import type { PublishStatus } from '../../shared/schemas/publishing';

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  user_type: Generated<'ADMIN' | 'EDITOR' | 'TEAM'>;
  disabled: Generated<number>;
  /** The team a TEAM user edits the public profile of. */
  team_id: Generated<number | null>;
  /** 1 while the account signs in with a password someone else chose (a one-time password): it must choose its own. */
  password_change_required: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<string>;
  last_used_at: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<string>;
  replaced_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: number;
}

export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/** Onboarding (decision 195): a TEAM account's request to join a team, or to register a new one. */
export interface TeamRequestsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'join' | 'new';
  team_id: number | null;
  /** The team's number: asked for ('join'), or given by the ADMIN at approval ('new'). */
  team_number: number | null;
  team_name: string | null;
  school: string | null;
  city: string | null;
  mentor_name: string | null;
  mentor_email: string | null;
  mentor_phone: string | null;
  /** 'expired': left pending for TEAM_REQUEST_DAYS days (decision 198). */
  status: Generated<'pending' | 'approved' | 'declined' | 'expired'>;
  decline_reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  outcome_seen_at: string | null;
}

export interface PasswordTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'invite';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  requested_at: number;
}

export interface FilesTable {
  id: Generated<number>;
  name: string;
  storage_key: string;
  size: number;
  mime_type: string;
  kind: 'image' | 'document';
  entity_type: string | null;
  sha256: string;
  uploaded_by: number | null;
  created_at: Generated<string>;
  /** An image's own size (null: not read yet, or not decodable). */
  width: Generated<number | null>;
  height: Generated<number | null>;
  /** When the image's variants were made (null: not yet; set also when its bytes could not be decoded). */
  variants_at: Generated<string | null>;
  /** Its alt text, offered wherever the image is inserted (decision 199). */
  alt_text: Generated<string>;
  /** 1: uploaded to the media library, kept until deleted there (never removed as unused by itself). */
  in_library: Generated<number>;
}

/** One stored upload, for the per-account daily quota (issue 21): kept a day, whatever became of the file. */
export interface UploadLogTable {
  id: Generated<number>;
  user_id: number;
  size: number;
  created_at: string;
}

/** A resized copy of an uploaded image (issue 14), stored next to it under its own key. */
export interface ImageVariantsTable {
  id: Generated<number>;
  file_id: number;
  format: 'webp' | 'avif';
  width: number;
  height: number;
  storage_key: string;
  size: number;
}

export interface HomePostsTable {
  id: Generated<number>;
  title: string;
  /** The visible text of the description; description_doc is its rich document as JSON (decision 196). */
  description: string;
  description_doc: string | null;
  /** The optional English version (migration 2026-11-30-300-content-translations, decision 203): null where there is none. */
  title_en: string | null;
  description_en: string | null;
  description_en_doc: string | null;
  priority: Generated<number>;
  image_position: Generated<'LEFT' | 'RIGHT' | 'BIG'>;
  announcement: Generated<number>;
  image_id: number | null;
  /** draft / scheduled / published (migration 2026-11-25-010); only published rows are public. */
  status: Generated<PublishStatus>;
  /** A scheduled row's publish time; a published row's time it went public; null or stale for a draft. */
  publish_at: string | null;
  /** The post's address, /news/{slug} (migration 2026-11-27-200): unique; a row inserted without one gets its id. */
  slug: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Every slug a post has had (its current one included): an old one redirects to the current (migration 2026-11-27-200). */
export interface PostSlugsTable {
  slug: string;
  post_id: number;
  created_at: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  page: 'team-resources' | 'season-materials';
  section: string;
  subsection: string;
  description: string;
  /** The English version (decision 204): NULL when there is none. */
  section_en: string | null;
  subsection_en: string | null;
  description_en: string | null;
  link: Generated<string>;
  category: 'Video' | 'Document' | 'Link';
  priority: Generated<number>;
  image_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SeasonsTable {
  id: Generated<number>;
  season_number: number;
  season_name: string;
  registration_start: string | null;
  registration_end: string | null;
  is_current: Generated<number>;
  /** The season's starting year in FIRST's FTC Events API (DECODE 2025-2026: 2025). */
  ftc_year: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  short_description: string;
  /** The visible text of the description; description_doc is its rich document as JSON (decision 196). */
  description: string;
  description_doc: string | null;
  /** The optional English version (migration 2026-11-30-300-content-translations, decision 203): null where there is none. */
  title_en: string | null;
  description_en: string | null;
  description_en_doc: string | null;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  organizer: string;
  date_start: string;
  date_end: string;
  link: string;
  brochure_link: string | null;
  category: string;
  ftc_event_code: string | null;
  applications_deadline: string | null;
  /** JSON array of strings. */
  tags: Generated<string>;
  season_id: number;
  image_id: number | null;
  /** When the FTC Events sync last wrote FIRST's fields; null for the site's own events. */
  ftc_synced_at: string | null;
  /** draft / scheduled / published (migration 2026-11-25-010); only published rows are public. */
  status: Generated<PublishStatus>;
  /** A scheduled row's publish time; a published row's time it went public; null or stale for a draft. */
  publish_at: string | null;
  /** JSON array of the FIRST-owned columns staff changed by hand: the sync keeps them (migration 2026-11-26-051). */
  ftc_overrides: Generated<string>;
  /** FIRST's typeName as given (the category is mapped from it). */
  ftc_type_name: string | null;
  /** A division's parent event code (FIRST's divisionCode), in the same season. */
  ftc_parent_code: string | null;
  /** FIRST's league code (ftc_leagues). */
  ftc_league_code: string | null;
  /** https only. */
  live_stream_url: string | null;
  /** JSON array of https URLs. */
  webcasts: Generated<string>;
  website: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface FtcLeaguesTable {
  id: Generated<number>;
  season_id: number;
  code: string;
  name: string;
  region_code: string | null;
  parent_code: string | null;
  location: string | null;
  remote: Generated<number>;
}

export interface FtcHttpCacheTable {
  url: string;
  last_modified: string;
  body: string;
  stored_at: string;
}

export interface RegionsTable {
  id: Generated<number>;
  name: string;
}

export interface TeamsTable {
  id: Generated<number>;
  team_number: number;
  name: string;
  city: string | null;
  school: string | null;
  rookie_year: number | null;
  motto: string | null;
  about: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  email: string | null;
  other_link: string | null;
  video_url: string | null;
  logo_id: Generated<number | null>;
  ftc_synced_at: string | null;
  /** FIRST's country text (a foreign team on a Romanian event's list keeps it). */
  country: string | null;
  /** JSON array of the FIRST-owned columns staff changed by hand (migration 2026-11-26-051). */
  ftc_overrides: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface TeamRegistrationsTable {
  id: Generated<number>;
  team_id: number;
  season_id: number;
  region_id: number | null;
  registration_status: Generated<string>;
  romanian_number: string | null;
  /** 1 when FIRST listed the team for the season at the last sync that saw it. */
  ftc_synced: Generated<number>;
  created_at: Generated<string>;
}

export interface SponsorsTable {
  id: Generated<number>;
  name: string;
  size: string;
  legal_name: string;
  email: string | null;
  link: string | null;
  logo_id: number | null;
  /** Emptied by migration 020 and no longer read: links live in event_sponsors. */
  event_id: number | null;
  team_season_id: number | null;
  /** The association's own partner tier (/about/sponsors), or null for a sponsor of events only. */
  tier: 'PLATINUM' | 'GOLD' | 'SILVER' | null;
  tier_order: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Which events a library sponsor supports (migration 020). */
export interface EventSponsorsTable {
  id: Generated<number>;
  event_id: number;
  sponsor_id: number;
  created_at: Generated<string>;
}

/** Rows the demo seed inserted (migration 022), so they can be removed and nothing else. */
export interface DemoRowsTable {
  table_name: string;
  row_id: number;
}

export interface EventTeamsTable {
  event_id: number;
  team_id: number;
  created_at: Generated<string>;
}

export interface CompetitionStagesTable {
  id: Generated<number>;
  season_label: string;
  stage: 'regional' | 'national' | 'international';
  name: string;
  city: string;
  date_start: string;
  date_end: string;
  sort_order: Generated<number>;
  link: string | null;
}

export interface FtcSyncRunsTable {
  id: Generated<number>;
  trigger: 'schedule' | 'manual' | 'cli';
  user_id: number | null;
  ftc_year: number | null;
  status: Generated<'running' | 'success' | 'failed'>;
  started_at: string;
  finished_at: string | null;
  /** JSON: FtcSyncProgress. */
  progress: Generated<string>;
  /** JSON: FtcSyncReport, once finished. */
  report: string | null;
  error: string | null;
}

export interface FtcSyncLockTable {
  id: number;
  owner: string;
  run_id: number | null;
  expires_at: string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: Generated<string>;
}

/** An uploaded image a post's or an event's rich description shows (decision 196): exactly one holder. */
export interface RichTextImagesTable {
  file_id: number;
  home_post_id: number | null;
  event_id: number | null;
}

/** A deleted post, event or resource, restorable until purged (decision 198): `snapshot` is a BinSnapshot as JSON. */
export interface BinTable {
  id: Generated<number>;
  kind: BinKind;
  item_id: number;
  title: string;
  snapshot: string;
  deleted_by: number | null;
  deleted_at: string;
}

/** The files a binned item used: kept on disk, counted as used and never public while the item is in the bin. */
export interface BinFilesTable {
  bin_id: number;
  file_id: number;
}

export interface SiteSettingFilesTable {
  file_id: number;
}

/** The activity log (issue 15): written by the TEMP triggers of modules/activity/activity-triggers.ts. */
export interface ActivityTable {
  id: Generated<number>;
  at: string;
  actor_user_id: number | null;
  actor_label: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  entity_label: Generated<string>;
  /** entity_label folded for search (no diacritics, lower case). */
  entity_search: Generated<string>;
  detail: string | null;
  /** An edit's changed columns as JSON {column: [old, new]} (decision 197); {} for a creation; never a secret's value. */
  changes: string | null;
}

/** Results of FIRST events (migration 2026-11-27-010): when each event's results were last read. */
export interface FtcEventResultsTable {
  event_id: number;
  synced_at: string;
  error: string | null;
}

export interface FtcRankingsTable {
  event_id: number;
  team_number: number;
  team_name: string | null;
  rank: number;
  wins: Generated<number>;
  losses: Generated<number>;
  ties: Generated<number>;
  matches_played: Generated<number>;
  sort_order1: number | null;
  sort_order2: number | null;
  dq: Generated<number>;
}

export interface FtcMatchesTable {
  id: Generated<number>;
  event_id: number;
  level: 'QUALIFICATION' | 'PLAYOFF';
  description: string;
  series: Generated<number>;
  match_number: number;
  /** ISO 8601 UTC. */
  start_time: string | null;
  played: Generated<0 | 1>;
  red_score: number | null;
  blue_score: number | null;
}

export interface FtcMatchTeamsTable {
  match_id: number;
  team_number: number;
  team_name: string | null;
  alliance: 'red' | 'blue';
  /** 1, 2 (3 in older games): Red1 → alliance red, station 1. */
  station: number;
  surrogate: Generated<0 | 1>;
  dq: Generated<0 | 1>;
}

export interface FtcAlliancesTable {
  event_id: number;
  number: number;
  name: string;
  /** JSON array of team numbers: captain, picks in order, then the backup. */
  team_numbers: Generated<string>;
}

export interface FtcAwardsTable {
  id: Generated<number>;
  event_id: number;
  award_id: number | null;
  name: string;
  /** FIRST's series: 1 = winner, 2 = finalist...; Judges' Choice may start at 0. */
  place: Generated<number>;
  team_number: number | null;
  team_name: string | null;
  person: string | null;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  mail_queue: MailQueueTable;
  team_requests: TeamRequestsTable;
  password_tokens: PasswordTokensTable;
  password_reset_requests: PasswordResetRequestsTable;
  files: FilesTable;
  image_variants: ImageVariantsTable;
  home_posts: HomePostsTable;
  post_slugs: PostSlugsTable;
  resources: ResourcesTable;
  seasons: SeasonsTable;
  events: EventsTable;
  regions: RegionsTable;
  teams: TeamsTable;
  team_registrations: TeamRegistrationsTable;
  sponsors: SponsorsTable;
  event_teams: EventTeamsTable;
  competition_stages: CompetitionStagesTable;
  event_sponsors: EventSponsorsTable;
  demo_rows: DemoRowsTable;
  ftc_sync_runs: FtcSyncRunsTable;
  ftc_sync_lock: FtcSyncLockTable;
  ftc_leagues: FtcLeaguesTable;
  ftc_http_cache: FtcHttpCacheTable;
  ftc_event_results: FtcEventResultsTable;
  ftc_rankings: FtcRankingsTable;
  ftc_matches: FtcMatchesTable;
  ftc_match_teams: FtcMatchTeamsTable;
  ftc_alliances: FtcAlliancesTable;
  ftc_awards: FtcAwardsTable;
  site_settings: SiteSettingsTable;
  site_setting_files: SiteSettingFilesTable;
  rich_text_images: RichTextImagesTable;
  bin: BinTable;
  bin_files: BinFilesTable;
  activity: ActivityTable;
  upload_log: UploadLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type ImageVariantRow = Selectable<ImageVariantsTable>;
export type HomePostRow = Selectable<HomePostsTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type SeasonRow = Selectable<SeasonsTable>;
export type EventRow = Selectable<EventsTable>;
export type TeamRow = Selectable<TeamsTable>;
export type SponsorRow = Selectable<SponsorsTable>;
export type RegistrationRow = Selectable<TeamRegistrationsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TeamRequestRow = Selectable<TeamRequestsTable>;
export type EventUpdate = Updateable<EventsTable>;
export type FtcSyncRunRow = Selectable<FtcSyncRunsTable>;
export type BinRow = Selectable<BinTable>;
