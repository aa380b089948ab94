// An entry's stored values as the dashboard shows them (decision 197): shared by an item's history and the Activity
// screen. A rich description's document is shown through its visible text (description); a setting's value is
// JSON text, shown as its text when it is one, and a setting at its default (null) shows the default.
import type { HistoryChange } from '../../../shared/schemas/history';

export type Changes = Record<string, [unknown, unknown]>;

export const parseChanges = (json: string | null): Changes | null => (json === null ? null : (JSON.parse(json) as Changes));

function shown(entityType: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (entityType === 'site-settings' && typeof value === 'string') {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The changed fields the dashboard lists; null for an entry written before values were kept. `defaults`: the site
 * settings' defaults, so that a setting stored as absent reads as the value the site then used.
 */
export function listedChanges(entityType: string, changes: Changes | null, defaults: Record<string, unknown> = {}): HistoryChange[] | null {
  if (changes === null) return null;
  const value = (field: string, stored: unknown) =>
    shown(entityType, stored === null && entityType === 'site-settings' && field in defaults ? JSON.stringify(defaults[field]) : stored);
  return Object.entries(changes)
    .filter(([field]) => !field.endsWith('_doc'))
    .map(([field, [before, after]]) => ({ field, old: value(field, before), new: value(field, after) }));
}
