// Recording the activity log (issue 15): TEMP triggers on every content and account table, created on the app's
// connection when it opens the database, write one `activity` row in the very statement (so the transaction) that
// changes a row. Who acts, the time and the search fold come from JavaScript functions registered on the connection
// (activity-context.ts holds who acts). Triggers and not the repositories' helpers: a write path added later (a new
// service, a scheduler, a bulk statement, a cascade) is recorded without anyone remembering to, and a rolled-back
// write takes its entry with it. TEMP (this connection's only, like table_versions' bump in the read cache): another
// program that opens the file (the sqlite3 shell) is never broken by a function it does not have.
//
// A table added later is recorded once it is named in TRACKED below. An update that changes only housekeeping
// columns (updated_at, created_at, a sync's timestamp) is not an edit and leaves no entry.
//
// History with values (decision 197): an update's entry also keeps {column: [old, new]} of its changed columns in
// `changes` (texts whole, so an earlier version can be restored); a creation's is {}. A secret's value is never
// written: its column is left out by name (SECRET_COLUMN, or `secret`), and ftc_activity_values drops a secret-named
// key that only the row knows (a site setting's key) before the JSON is stored.
import type Database from 'better-sqlite3';
import type { Clock } from '../../clock';
import { foldForSearch } from '../../../shared/search';
import { currentMark, currentWho } from './activity-context';

type Op = 'insert' | 'update' | 'delete';
const OPS: Op[] = ['insert', 'update', 'delete'];

interface TrackedTable {
  table: string;
  /** The item the entry is about (a link table names its parent: an event's sponsors are the event's). */
  entity: string;
  /** SQL over R (the row: NEW, or OLD for a delete). Default R.id. */
  id?: string;
  /** SQL over R: the item's name at the time. */
  label: string;
  ops?: Op[];
  /** Columns whose change alone is not an edit. created_at and updated_at always are. */
  ignore?: string[];
  /** Columns shown under another name in the detail (never a secret's value: only names are written). */
  rename?: Record<string, string>;
  /** Extra condition (SQL over R, or per operation). */
  when?: string | Partial<Record<Op, string>>;
  /** The action (SQL over R, NEW and OLD) per operation; created / updated / deleted by default. */
  action?: Partial<Record<Op, string>>;
  /** The detail (SQL) per operation; an update's default lists the changed columns. */
  detail?: Partial<Record<Op, string>>;
  /** An update counted as an edit although only ignored columns changed (SQL over NEW and OLD). */
  alsoChanged?: string;
  /** Columns whose values are never recorded (beside any whose name SECRET_COLUMN matches). */
  secret?: string[];
  /** The changed values (SQL, JSON text) per operation; by default an update's changed columns and a creation's {}
   * for a table with the default detail, none otherwise (a link table's entry names what it added or removed). */
  values?: Partial<Record<Op, string>>;
}

/** A column or setting whose value is a secret by its name: only its name ever reaches the log. */
export const SECRET_COLUMN = /password|passwd|hash|token|secret|api_?key|private/i;

const eventTitle = (id: string) => `(SELECT title FROM main.events WHERE id = ${id})`;
const teamLabel = (id: string) => `(SELECT team_number || ' ' || name FROM main.teams WHERE id = ${id})`;
const seasonName = (id: string) => `coalesce((SELECT season_name FROM main.seasons WHERE id = ${id}), '')`;
const exists = (table: string, id: string) => `EXISTS (SELECT 1 FROM main.${table} WHERE id = ${id})`;

/** Publishing (issue 15, drafts): when a status column exists and becomes published, the action says so. */
const PUBLISH_ACTION = (columns: Set<string>) =>
  columns.has('status') ? `CASE WHEN NEW.status IS NOT OLD.status AND lower(NEW.status) = 'published' THEN 'published' ELSE 'updated' END` : undefined;

export const TRACKED: TrackedTable[] = [
  { table: 'home_posts', entity: 'post', label: 'R.title', ignore: ['slug'] },
  { table: 'events', entity: 'event', label: 'R.title', ignore: ['ftc_synced_at'] },
  { table: 'resources', entity: 'resource', label: 'substr(R.description, 1, 100)' },
  {
    table: 'seasons',
    entity: 'season',
    label: 'R.season_name',
    ignore: ['is_current'],
    alsoChanged: 'NEW.is_current = 1 AND OLD.is_current = 0',
    action: { update: `CASE WHEN NEW.is_current = 1 AND OLD.is_current = 0 THEN 'set-current' ELSE 'updated' END` },
  },
  { table: 'sponsors', entity: 'sponsor', label: 'R.name', ignore: ['event_id'] },
  { table: 'teams', entity: 'team', label: `R.team_number || ' ' || R.name`, ignore: ['ftc_synced_at'] },
  { table: 'users', entity: 'user', label: 'R.email', rename: { password_hash: 'password', user_type: 'role' }, secret: ['password_hash'] },
  { table: 'competition_stages', entity: 'competition', label: `R.name || ' (' || R.season_label || ')'` },
  { table: 'regions', entity: 'region', label: 'R.name' },
  { table: 'files', entity: 'file', label: 'R.name', ops: ['insert', 'delete'] },
  {
    table: 'site_settings',
    entity: 'site-settings',
    id: 'NULL',
    label: `'Site settings'`,
    action: { insert: `'updated'`, delete: `'updated'` },
    detail: { insert: `'changed: ' || R.key`, update: `'changed: ' || R.key`, delete: `'reset: ' || R.key` },
    // Keyed by the setting (one row per key); a value absent before or after (its default) is null.
    values: {
      insert: `json_object(NEW.key, json_array(NULL, NEW.value))`,
      update: `json_object(NEW.key, json_array(OLD.value, NEW.value))`,
      delete: `json_object(OLD.key, json_array(OLD.value, NULL))`,
    },
  },
  {
    table: 'event_sponsors',
    entity: 'event',
    id: 'R.event_id',
    label: eventTitle('R.event_id'),
    ops: ['insert', 'delete'],
    when: `${exists('events', 'R.event_id')} AND ${exists('sponsors', 'R.sponsor_id')}`,
    action: { insert: `'updated'`, delete: `'updated'` },
    detail: {
      insert: `'sponsor added: ' || (SELECT name FROM main.sponsors WHERE id = R.sponsor_id)`,
      delete: `'sponsor removed: ' || (SELECT name FROM main.sponsors WHERE id = R.sponsor_id)`,
    },
  },
  {
    table: 'event_teams',
    entity: 'event',
    id: 'R.event_id',
    label: eventTitle('R.event_id'),
    ops: ['insert', 'delete'],
    when: `${exists('events', 'R.event_id')} AND ${exists('teams', 'R.team_id')}`,
    action: { insert: `'updated'`, delete: `'updated'` },
    detail: {
      insert: `'team added: ' || ${teamLabel('R.team_id')}`,
      delete: `'team removed: ' || ${teamLabel('R.team_id')}`,
    },
  },
  {
    table: 'team_registrations',
    entity: 'team',
    id: 'R.team_id',
    label: teamLabel('R.team_id'),
    ignore: ['ftc_synced'],
    when: exists('teams', 'R.team_id'),
    action: { insert: `'updated'`, delete: `'updated'` },
    detail: {
      insert: `'registration ' || ${seasonName('R.season_id')} || ': ' || R.registration_status`,
      delete: `'registration removed: ' || ${seasonName('R.season_id')}`,
    },
  },
  {
    table: 'ftc_sync_runs',
    entity: 'ftc-sync',
    label: `'FTC sync run ' || R.id`,
    ops: ['insert', 'update'],
    when: { insert: `R.status = 'failed'`, update: `NEW.status IS NOT OLD.status AND NEW.status IN ('success', 'failed')` },
    action: { insert: `'sync-failed'`, update: `CASE NEW.status WHEN 'success' THEN 'synced' ELSE 'sync-failed' END` },
    detail: {
      insert: 'R.error',
      update: `CASE WHEN NEW.status = 'success' THEN printf('events: %d added, %d changed; teams: %d added, %d changed, %d withdrawn',
        json_array_length(NEW.report, '$.events.added'), json_array_length(NEW.report, '$.events.changed'),
        json_array_length(NEW.report, '$.teams.added'), json_array_length(NEW.report, '$.teams.changed'),
        json_array_length(NEW.report, '$.teams.withdrawn')) ELSE NEW.error END`,
    },
  },
];

const ALWAYS_IGNORED = new Set(['created_at', 'updated_at']);

function tableColumns(sqlite: Database.Database, table: string): Set<string> {
  const rows = sqlite.prepare(`SELECT name FROM pragma_table_info(?, 'main')`).all(table) as { name: string }[];
  return new Set(rows.map((r) => r.name));
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An update's {column: [old, new]} of the watched columns that changed, secrets left out; a creation's {}. */
function defaultValues(spec: TrackedTable, op: Op, watched: string[]): string | undefined {
  if (op === 'insert') return `'{}'`;
  if (op === 'delete') return undefined;
  const valued = watched.filter((c) => !SECRET_COLUMN.test(c) && !(spec.secret ?? []).includes(c));
  if (valued.length === 0) return `'{}'`;
  const pairs = valued.map((c) => `SELECT ${quote(c)} AS k, json_array(OLD."${c}", NEW."${c}") AS v WHERE NEW."${c}" IS NOT OLD."${c}"`);
  return `(SELECT coalesce(json_group_object(k, json(v)), '{}') FROM (${pairs.join(' UNION ALL ')}))`;
}

/** The last guard before a value is stored: drops every key named like a secret (ftc_activity_values). */
function withoutSecrets(json: string | null): string | null {
  if (json === null) return null;
  const values: unknown = JSON.parse(json);
  if (typeof values !== 'object' || values === null) return null; // the triggers write an object; anything else keeps nothing
  return JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_COLUMN.test(key))));
}

function triggerSql(spec: TrackedTable, op: Op, columns: Set<string>): string {
  const row = op === 'delete' ? 'OLD' : 'NEW';
  const over = (expr: string) => expr.replaceAll(/\bR\./g, `${row}.`);
  const watched = [...columns].filter((c) => !ALWAYS_IGNORED.has(c) && !(spec.ignore ?? []).includes(c));
  const conditions = ['ftc_activity_on()'];
  const when = typeof spec.when === 'string' ? spec.when : spec.when?.[op];
  if (when) conditions.push(over(when));
  let detail = spec.detail?.[op] ? over(spec.detail[op]) : 'NULL';
  if (op === 'update') {
    const differs = watched.map((c) => `NEW."${c}" IS NOT OLD."${c}"`);
    if (spec.alsoChanged) differs.push(spec.alsoChanged);
    conditions.push(`(${differs.join(' OR ') || '0'})`);
    if (!spec.detail?.update && watched.length) {
      const names = watched.map((c) => `CASE WHEN NEW."${c}" IS NOT OLD."${c}" THEN ${quote(`, ${spec.rename?.[c] ?? c}`)} ELSE '' END`);
      detail = `nullif('changed: ' || substr(${names.join(' || ')}, 3), 'changed: ')`;
    }
  }
  const values = spec.values?.[op] ?? (spec.detail ? undefined : defaultValues(spec, op, watched));
  const defaultAction = { insert: `'created'`, update: PUBLISH_ACTION(columns) ?? `'updated'`, delete: `'deleted'` }[op];
  const action = spec.action?.[op] ? over(spec.action[op]) : defaultAction;
  const label = `coalesce(${over(spec.label)}, '')`;
  return `CREATE TEMP TRIGGER IF NOT EXISTS ftc_activity_${spec.table}_${op} AFTER ${op.toUpperCase()} ON main.${spec.table}
    WHEN ${conditions.join(' AND ')}
    BEGIN
      INSERT INTO main.activity (at, actor_user_id, actor_label, action, entity_type, entity_id, entity_label, entity_search, detail, changes)
      VALUES (ftc_activity_now(), ftc_activity_user(), ftc_activity_label(), coalesce(ftc_activity_action(), ${action}),
        ${quote(spec.entity)}, ${over(spec.id ?? 'R.id')}, ${label}, ftc_fold(${label}), ftc_activity_detail(${detail}),
        ${values ? `ftc_activity_values(${values})` : 'NULL'});
    END`;
}

/**
 * Registers the functions and creates the triggers on this connection. Call once the migrations ran; a database
 * without the activity table (an older schema a test plays with) is left as it is.
 */
export function installActivityRecording(sqlite: Database.Database, clock: Clock): void {
  const hasTable = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'activity'`).get();
  if (!hasTable) return;
  // Not deterministic: each reads the request's scope or the clock, so SQLite must call it every time.
  const fn = (name: string, impl: () => unknown) => sqlite.function(name, { deterministic: false }, impl);
  fn('ftc_activity_on', () => (currentMark().quiet ? 0 : 1));
  fn('ftc_activity_now', () => new Date(clock.now()).toISOString());
  fn('ftc_activity_user', () => currentWho().userId);
  fn('ftc_activity_label', () => currentWho().label);
  fn('ftc_activity_action', () => currentMark().action);
  sqlite.function('ftc_activity_detail', { deterministic: false }, (base: string | null) => {
    const extra = currentMark().detail;
    return [base, extra].filter(Boolean).join(' · ') || null;
  });
  sqlite.function('ftc_activity_values', { deterministic: false }, withoutSecrets);
  sqlite.function('ftc_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldForSearch(text) : ''));
  for (const spec of TRACKED) {
    const columns = tableColumns(sqlite, spec.table);
    if (columns.size === 0) continue;
    for (const op of spec.ops ?? OPS) sqlite.exec(triggerSql(spec, op, columns));
  }
}
