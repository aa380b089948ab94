// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
import { sql, type Kysely } from 'kysely';

const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const statements = [
  `CREATE TABLE app_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`,
  `CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    user_type TEXT NOT NULL DEFAULT 'TEAM' CHECK (user_type IN ('ADMIN', 'EDITOR', 'TEAM')),
    disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // One row per signed-in browser: the refresh-token family. Revoking it ends the session at once.
  `CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    last_used_at TEXT NOT NULL DEFAULT ${NOW},
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    revoked_reason TEXT,
    user_agent TEXT,
    ip TEXT
  )`,
  `CREATE INDEX sessions_user ON sessions(user_id)`,
  // Every refresh token ever issued, hashed. replaced_at is set when it is rotated; presenting it again is reuse.
  `CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    replaced_at TEXT
  )`,
  `CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id)`,
  `CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    ip TEXT NOT NULL,
    failed_at INTEGER NOT NULL
  )`,
  `CREATE INDEX login_failures_key ON login_failures(email, ip, failed_at)`,
  // AUTOINCREMENT: a file id is never reused, so a URL cached as immutable can never show other bytes.
  `CREATE TABLE files (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    storage_key TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL CHECK (size >= 0),
    mime_type TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('image', 'document')),
    entity_type TEXT,
    sha256 TEXT NOT NULL,
    uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE home_posts (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    priority INTEGER NOT NULL DEFAULT 5 CHECK (priority BETWEEN 1 AND 5),
    image_position TEXT NOT NULL DEFAULT 'LEFT' CHECK (image_position IN ('LEFT', 'RIGHT', 'BIG')),
    announcement INTEGER NOT NULL DEFAULT 0 CHECK (announcement IN (0, 1)),
    image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE resources (
    id INTEGER PRIMARY KEY,
    page TEXT NOT NULL CHECK (page IN ('team-resources', 'season-materials')),
    section TEXT NOT NULL,
    subsection TEXT NOT NULL,
    description TEXT NOT NULL,
    link TEXT NOT NULL DEFAULT '',
    category TEXT NOT NULL CHECK (category IN ('Video', 'Document', 'Link')),
    priority INTEGER NOT NULL DEFAULT 1 CHECK (priority >= 1),
    image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX resources_page ON resources(page, section, subsection, priority)`,
  `CREATE TABLE seasons (
    id INTEGER PRIMARY KEY,
    season_number INTEGER NOT NULL UNIQUE CHECK (season_number >= 1),
    season_name TEXT NOT NULL,
    registration_start TEXT,
    registration_end TEXT,
    is_current INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // At most one current season, enforced by the database; the service keeps it at exactly one.
  `CREATE UNIQUE INDEX seasons_one_current ON seasons(is_current) WHERE is_current = 1`,
  `CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    short_description TEXT NOT NULL,
    description TEXT NOT NULL,
    location TEXT NOT NULL,
    address TEXT,
    latitude REAL CHECK (latitude BETWEEN -90 AND 90),
    longitude REAL CHECK (longitude BETWEEN -180 AND 180),
    organizer TEXT NOT NULL,
    date_start TEXT NOT NULL,
    date_end TEXT NOT NULL,
    link TEXT NOT NULL,
    brochure_link TEXT,
    category TEXT NOT NULL,
    ftc_event_code TEXT UNIQUE,
    applications_deadline TEXT,
    tags TEXT NOT NULL DEFAULT '[]',
    season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE RESTRICT,
    image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (date_end >= date_start)
  )`,
  `CREATE INDEX events_season ON events(season_id, date_start)`,
  `CREATE TABLE regions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
  )`,
  `CREATE TABLE teams (
    id INTEGER PRIMARY KEY,
    team_number INTEGER NOT NULL UNIQUE CHECK (team_number >= 0),
    name TEXT NOT NULL,
    city TEXT,
    school TEXT,
    rookie_year INTEGER,
    motto TEXT,
    about TEXT,
    website TEXT,
    facebook TEXT,
    instagram TEXT,
    linkedin TEXT,
    email TEXT,
    other_link TEXT,
    video_url TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE TABLE team_registrations (
    id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE RESTRICT,
    region_id INTEGER REFERENCES regions(id) ON DELETE SET NULL,
    registration_status TEXT NOT NULL DEFAULT 'PENDING',
    romanian_number TEXT,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (team_id, season_id)
  )`,
  `CREATE INDEX team_registrations_season ON team_registrations(season_id)`,
  `CREATE TABLE sponsors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    size TEXT NOT NULL,
    legal_name TEXT NOT NULL,
    email TEXT,
    link TEXT,
    logo_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    event_id INTEGER REFERENCES events(id) ON DELETE SET NULL,
    team_season_id INTEGER REFERENCES team_registrations(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX sponsors_event ON sponsors(event_id)`,
  `CREATE INDEX sponsors_team_season ON sponsors(team_season_id)`,
  `CREATE TABLE event_teams (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    PRIMARY KEY (event_id, team_id)
  )`,
  `CREATE INDEX event_teams_team ON event_teams(team_id)`,
  // The competitions calendar (/concursuri): stages of each season, as the spec lists them.
  `CREATE TABLE competition_stages (
    id INTEGER PRIMARY KEY,
    season_label TEXT NOT NULL,
    stage TEXT NOT NULL CHECK (stage IN ('regional', 'national', 'international')),
    name TEXT NOT NULL,
    city TEXT NOT NULL,
    date_start TEXT NOT NULL,
    date_end TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'competition_stages', 'event_teams', 'sponsors', 'team_registrations', 'teams', 'regions', 'events',
    'seasons', 'resources', 'home_posts', 'files', 'login_failures', 'refresh_tokens', 'sessions', 'users', 'app_meta',
  ];
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
