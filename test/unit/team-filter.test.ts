import { describe, expect, it } from 'vitest';
import type { TeamListItem } from '../../src/shared/schemas/teams';
import { filterTeams, isActive, matchesText, normalize } from '../../src/web/features/public/teams/team-filter';

function item(number: number, name: string, city: string, regionName: string | null, registrationStatus = 'CONFIRMED'): TeamListItem {
  return {
    id: number,
    name,
    city,
    regionName,
    registrationStatus,
    romanianNumber: null,
    seasonId: 1,
    team: { id: number, internationalNumber: number, name, city, school: null, rookieYear: 2020 },
  };
}

const teams = [
  item(15033, 'RoboVolt', 'Timișoara', 'Vest'),
  item(23890, 'Banat Mechanics', 'Timişoara', 'Vest', 'PENDING'), // cedilla ş, as some sources write it
  item(14120, 'Cyber Dacians', 'Cluj-Napoca', 'Nord'),
  item(13310, 'Quantum Gears', 'Iași', 'Est', 'WITHDRAWN'),
  item(12853, 'Capital Circuits', 'București', 'București-Ilfov'),
  item(99999, 'No Region', 'Brașov', null),
];

const numbers = (list: TeamListItem[]) => list.map((t) => t.team.internationalNumber);

describe('team filter', () => {
  it('CONFIRMED is active; other statuses are not', () => {
    expect(isActive({ registrationStatus: 'CONFIRMED' })).toBe(true);
    expect(isActive({ registrationStatus: 'PENDING' })).toBe(false);
    expect(isActive({ registrationStatus: 'confirmed' })).toBe(false);
  });

  it('normalizes case and Romanian diacritics (comma and cedilla forms)', () => {
    expect(normalize('Timișoara')).toBe('timisoara');
    expect(normalize('Timişoara')).toBe('timisoara');
    expect(normalize('ȘTEFĂNEȘTI Țânțăreni Îngust')).toBe('stefanesti tantareni ingust');
  });

  it('with no filter keeps every team in order', () => {
    expect(numbers(filterTeams(teams, { onlyActive: false, text: '' }))).toEqual(numbers(teams));
    expect(numbers(filterTeams(teams, { onlyActive: false, text: '   ' }))).toEqual(numbers(teams));
  });

  it('only active keeps CONFIRMED registrations', () => {
    expect(numbers(filterTeams(teams, { onlyActive: true, text: '' }))).toEqual([15033, 14120, 12853, 99999]);
  });

  it('matches the city case-insensitively and without diacritics', () => {
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'TIMISOARA' }))).toEqual([15033, 23890]);
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'timișoara' }))).toEqual([15033, 23890]);
    expect(numbers(filterTeams(teams, { onlyActive: true, text: 'timisoara' }))).toEqual([15033]);
  });

  it('matches the international number, the name and the region name', () => {
    expect(numbers(filterTeams(teams, { onlyActive: false, text: '1412' }))).toEqual([14120]);
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'quantum' }))).toEqual([13310]);
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'ilfov' }))).toEqual([12853]);
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'vest' }))).toEqual([15033, 23890]);
  });

  it('needs every word to match some field, and tolerates a missing region', () => {
    expect(matchesText(teams[0]!, 'robovolt vest')).toBe(true);
    expect(matchesText(teams[0]!, 'robovolt nord')).toBe(false);
    expect(numbers(filterTeams(teams, { onlyActive: false, text: 'brasov' }))).toEqual([99999]);
    expect(filterTeams(teams, { onlyActive: false, text: 'nothing-like-this' })).toEqual([]);
  });

  it('does not match other fields (school, Romanian number)', () => {
    const withSchool = { ...teams[0]!, romanianNumber: 'RO001', team: { ...teams[0]!.team, school: 'Liceul Moisil' } };
    expect(matchesText(withSchool, 'moisil')).toBe(false);
    expect(matchesText(withSchool, 'RO001')).toBe(false);
  });
});
