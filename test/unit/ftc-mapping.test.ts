// FIRST's records -> our columns (issue 12): venue times to UTC across daylight saving, the region of a city,
// website and category rules, and the masked key.
import { describe, expect, it } from 'vitest';
import { regionForCity } from '../../src/server/modules/ftc/city-regions';
import { categoryOf, ownedTeamColumns, venueTimeToUtc, websiteOf } from '../../src/server/modules/ftc/ftc-sync.mapping';
import { ftcYearFromSeasonName, maskSecret } from '../../src/shared/schemas/ftc-sync';

describe('venue times', () => {
  it('converts Bucharest wall clock to UTC in winter (UTC+2) and summer (UTC+3)', () => {
    expect(venueTimeToUtc('2026-02-14T09:30:00', 'Europe/Bucharest')).toBe('2026-02-14T07:30:00.000Z');
    expect(venueTimeToUtc('2025-09-13T10:00:00', 'Europe/Bucharest')).toBe('2025-09-13T07:00:00.000Z');
    // The night the clocks go forward (29 March 2026, 03:00 -> 04:00): noon is already summer time.
    expect(venueTimeToUtc('2026-03-29T12:00:00', 'Europe/Bucharest')).toBe('2026-03-29T09:00:00.000Z');
  });

  it('takes a midnight end as the end of that day, and an unknown or missing zone as Romania', () => {
    expect(venueTimeToUtc('2026-02-15T00:00:00', 'Europe/Bucharest', true)).toBe('2026-02-15T21:59:59.000Z');
    expect(venueTimeToUtc('2026-02-15T17:00:00', 'Europe/Bucharest', true)).toBe('2026-02-15T15:00:00.000Z');
    expect(venueTimeToUtc('2026-02-14T00:00:00', 'Mars/Olympus')).toBe('2026-02-13T22:00:00.000Z');
    expect(venueTimeToUtc('2026-02-14T00:00:00', null)).toBe('2026-02-13T22:00:00.000Z');
    expect(venueTimeToUtc('2026-04-18T08:00:00', 'America/Chicago')).toBe('2026-04-18T13:00:00.000Z');
    expect(() => venueTimeToUtc('soon', 'Europe/Bucharest')).toThrow('unreadable date "soon"');
  });
});

describe('regions, websites, categories', () => {
  it('finds the region of a city written with or without diacritics, cedilla or comma, or with a sector', () => {
    expect(regionForCity('Timișoara')).toBe('Vest');
    expect(regionForCity('Timisoara')).toBe('Vest');
    expect(regionForCity('Târgu Mureş')).toBe('Centru');
    expect(regionForCity('TARGU-MURES')).toBe('Centru');
    expect(regionForCity('Bucuresti, Sector 3')).toBe('București-Ilfov');
    expect(regionForCity('Cluj-Napoca')).toBe('Nord');
    expect(regionForCity('Springfield')).toBeNull();
    expect(regionForCity(null)).toBeNull();
  });

  it('keeps web addresses, adds https:// to a bare domain, drops anything else', () => {
    expect(websiteOf('https://robo.ro/echipa')).toBe('https://robo.ro/echipa');
    expect(websiteOf(' www.robo.ro ')).toBe('https://www.robo.ro');
    expect(websiteOf('robo.ro/echipa')).toBe('https://robo.ro/echipa');
    expect(websiteOf('instagram: @robo')).toBeNull();
    expect(websiteOf('')).toBeNull();
  });

  it('maps FIRST event types to our categories', () => {
    expect(categoryOf('Qualifier')).toBe('FTC');
    expect(categoryOf('League Meet')).toBe('FTC');
    expect(categoryOf('Championship')).toBe('National Championship');
    expect(categoryOf('Kickoff')).toBe('Kickoff');
    expect(categoryOf('League Tournament')).toBe('League Tournament');
    expect(categoryOf('Scrimmage')).toBe('Other');
    expect(categoryOf(null)).toBe('Other');
  });

  it("a field FIRST leaves empty is not written (it never erases the site's value)", () => {
    expect(ownedTeamColumns({ teamNumber: 5, nameShort: null, nameFull: '  Sponsor & School  ', schoolName: null, city: ' ', website: null, rookieYear: null })).toEqual({
      name: 'Sponsor & School',
    });
    expect(ownedTeamColumns({ teamNumber: 6, nameShort: null, nameFull: null, rookieYear: 2019, city: 'Iași' })).toEqual({ name: 'Echipa 6', rookie_year: 2019, city: 'Iași' });
  });
});

describe('season year and key', () => {
  it('reads the FTC year from a season name', () => {
    expect(ftcYearFromSeasonName('DECODE 2025-2026')).toBe(2025);
    expect(ftcYearFromSeasonName('INTO THE DEEP 2024–2025')).toBe(2024);
    expect(ftcYearFromSeasonName('Sezonul 2027/28')).toBe(2027);
    expect(ftcYearFromSeasonName('Season 11')).toBeNull();
  });

  it('masks a key: eight dots, and the last four only of a long key', () => {
    expect(maskSecret('A1B2C3D4-E5F6-0000-1111-FAKEKEY12345')).toBe('••••••••2345');
    expect(maskSecret('short')).toBe('••••••••');
    expect(maskSecret(undefined)).toBeNull();
  });
});
