// An entry's stored values as the dashboard shows them (decision 197): shared by an item's history and the Activity
// screen. A rich description's document is shown through its visible text (description); a setting's value is
// JSON text, shown as its text when it is one, and a setting at its default (null) shows the default. An id that
// names another row (an event's season, an item's image) is shown by that row's name.
import type { HistoryChange } from '../../../shared/schemas/history';
import type { Executor } from '../../db/connection';

export type Changes = Record<string, [unknown, unknown]>;

export const parseChanges = (json: string | null): Changes | null => (json === null ? null : (JSON.parse(json) as Changes));

/** Columns holding another row's id, shown by its name. */
const REFERENCES = {
  season_id: (db: Executor, ids: number[]) => db.selectFrom('seasons').select(['id', 'season_name as name']).where('id', 'in', ids).execute(),
  image_id: (db: Executor, ids: number[]) => db.selectFrom('files').select(['id', 'name']).where('id', 'in', ids).execute(),
};
type Reference = keyof typeof REFERENCES;
const isReference = (field: string): field is Reference => field in REFERENCES;

/** Column -> id -> name, for the ids these entries name (one query per kind of reference). */
export type ReferenceNames = Map<string, Map<number, string>>;

export async function referenceNames(db: Executor, entries: (Changes | null)[]): Promise<ReferenceNames> {
  const ids = new Map<Reference, Set<number>>();
  for (const changes of entries) {
    for (const [field, pair] of Object.entries(changes ?? {})) {
      if (!isReference(field)) continue;
      for (const id of pair) if (typeof id === 'number') ids.set(field, (ids.get(field) ?? new Set()).add(id));
    }
  }
  const names: ReferenceNames = new Map();
  for (const [field, set] of ids) names.set(field, new Map((await REFERENCES[field](db, [...set])).map((r) => [r.id, r.name])));
  return names;
}

function shown(entityType: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (entityType === 'site-settings' && typeof value === 'string') {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Context {
  /** The site settings' defaults: a setting stored as absent reads as the value the site then used. */
  defaults?: Record<string, unknown>;
  names?: ReferenceNames;
}

/** The changed fields the dashboard lists; null for an entry written before values were kept. */
export function listedChanges(entityType: string, changes: Changes | null, { defaults = {}, names = new Map() }: Context = {}): HistoryChange[] | null {
  if (changes === null) return null;
  const value = (field: string, stored: unknown) => {
    if (stored === null && entityType === 'site-settings' && field in defaults) return shown(entityType, JSON.stringify(defaults[field]));
    if (typeof stored === 'number' && isReference(field)) return names.get(field)?.get(stored) ?? `#${stored} (deleted)`;
    return shown(entityType, stored);
  };
  return Object.entries(changes)
    .filter(([field]) => !field.endsWith('_doc'))
    .map(([field, [before, after]]) => ({ field, old: value(field, before), new: value(field, after) }));
}
