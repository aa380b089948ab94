// The teams table's filters (spec 01 §5 "Team filter"): an 'only active' switch that keeps CONFIRMED registrations,
// and a text filter over international number, name, city and region name that ignores case and diacritics, so
// 'timisoara' finds 'Timișoara'. Every word of the text must match one of those fields.
import type { TeamListItem } from '../../../../shared/schemas/teams';

export interface TeamFilter {
  onlyActive: boolean;
  text: string;
}

/** CONFIRMED means active (spec 01 §3). */
export const isActive = (item: Pick<TeamListItem, 'registrationStatus'>): boolean => item.registrationStatus === 'CONFIRMED';

/** Lower case without diacritics: both ș (comma) and ş (cedilla) become s, ă/â become a, î becomes i... */
export const normalize = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('ro');

const fieldsOf = (item: TeamListItem): string[] =>
  [String(item.team.internationalNumber), item.team.name || item.name, item.city ?? item.team.city ?? '', item.regionName ?? ''].map(normalize);

export function matchesText(item: TeamListItem, text: string): boolean {
  const words = normalize(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = fieldsOf(item);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

export function filterTeams(items: readonly TeamListItem[], filter: TeamFilter): TeamListItem[] {
  return items.filter((item) => (!filter.onlyActive || isActive(item)) && matchesText(item, filter.text));
}
