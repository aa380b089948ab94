// The teams CSV reader and writer, and the diacritic-insensitive search (src/shared/search.ts) the teams and users
// lists use.
import { describe, expect, it } from 'vitest';
import { parseTeamsCsv, writeTeamsCsv } from '../../src/server/modules/teams/team-csv.parse';
import { TEAM_CSV_HEADER, TEAM_CSV_MESSAGES } from '../../src/shared/schemas/team-csv';
import { containsSearch, foldForSearch } from '../../src/shared/search';

describe('foldForSearch / containsSearch', () => {
  it('ignores case and Romanian diacritics, comma-below and cedilla alike', () => {
    expect(foldForSearch('  ȘTEFAN Mureșan Țară Îngerul Ăla ').trim()).toBe('stefan muresan tara ingerul ala');
    expect(foldForSearch('Şcoala Ţepeş')).toBe('scoala tepes');
    expect(containsSearch('brasov', 'Brașov')).toBe(true);
    expect(containsSearch('BRAȘOV', null, 'brasov')).toBe(true);
    expect(containsSearch('cluj', 'Iași')).toBe(false);
    expect(containsSearch('  ', 'anything')).toBe(true);
  });
});

describe('parseTeamsCsv', () => {
  it('reads ; with a BOM, quoted separators, quotes and line breaks, columns in any order', () => {
    const csv = `\uFEFFstatus;Team_Number;name;city;region;school;website;description\r\nactive;7;"Robo; Brașov";Brașov;Centru;"Liceul ""Șaguna""";https://robo.ro;"două\nrânduri"\r\n`;
    const file = parseTeamsCsv(csv);
    expect(file.fileError).toBeNull();
    expect(file.rows[0]).toMatchObject({
      line: 3,
      status: 'CONFIRMED',
      region: 'Centru',
      reasons: [],
      team: { teamNumber: 7, name: 'Robo; Brașov', school: 'Liceul "Șaguna"', about: 'două\nrânduri', website: 'https://robo.ro' },
    });
  });

  it('reads , separated files and gives each invalid row its reasons by column', () => {
    const file = parseTeamsCsv('team_number,name,city,region,school,website,description,status\nabc,A,,,,,,MAYBE\n');
    expect(file.rows[0]!.team).toBeNull();
    expect(file.rows[0]!.reasons).toEqual([
      'team_number: Team number is required and must be at least 1',
      'name: Team name is required and must be at least 2 characters',
      `status: ${TEAM_CSV_MESSAGES.status}`,
    ]);
  });

  it('refuses a missing column, an empty file and a header alone', () => {
    expect(parseTeamsCsv('team_number;name\n1;Ab\n').fileError).toBe(TEAM_CSV_MESSAGES.header);
    expect(parseTeamsCsv('\uFEFF  \n').fileError).toBe(TEAM_CSV_MESSAGES.empty);
    expect(parseTeamsCsv(`${TEAM_CSV_HEADER}\n`).fileError).toBe(TEAM_CSV_MESSAGES.empty);
  });

  it('writes what it reads back', () => {
    const text = writeTeamsCsv([
      { team_number: 7, name: 'Robo; Brașov', city: 'Brașov', region: 'Centru', school: 'Liceul "Șaguna"', website: null, description: 'a,b', status: 'ACTIVE' },
    ]);
    expect(text.startsWith(`\uFEFF${TEAM_CSV_HEADER}\r\n`)).toBe(true);
    const row = parseTeamsCsv(text).rows[0]!;
    expect(row.team).toMatchObject({ teamNumber: 7, name: 'Robo; Brașov', school: 'Liceul "Șaguna"', about: 'a,b' });
    expect(row.team?.website).toBeUndefined();
  });
});
