// Issue 15's shared helpers: the accent- and case-insensitive search fold, and Bucharest wall time both ways.
import { describe, expect, it } from 'vitest';
import { bucharestInputToIso, formatBucharest, isoToBucharestInput } from '../../src/shared/bucharest-time';
import { foldForSearch, matchesSearch } from '../../src/shared/search';

describe('search fold', () => {
  it('folds both Romanian spellings of ș and ț, ă, â, î and case', () => {
    expect(foldForSearch('Șasiu ŞASIU Țară ţară ĂÂÎ')).toBe('sasiu sasiu tara tara aai');
    expect(matchesSearch('sasiu', 'Despre Șasiu')).toBe(true);
    expect(matchesSearch('competitiei', 'Regulamentul competiției')).toBe(true);
    expect(matchesSearch('COMPETIȚIEI regulamentul', 'Regulamentul competiţiei')).toBe(true);
    expect(matchesSearch('robot', 'Despre Șasiu')).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});

describe('Bucharest time', () => {
  it('shows an instant in summer (UTC+3) and winter (UTC+2) wall time', () => {
    expect(isoToBucharestInput('2027-07-01T07:00:00.000Z')).toBe('2027-07-01T10:00');
    expect(isoToBucharestInput('2027-12-01T08:00:00.000Z')).toBe('2027-12-01T10:00');
    expect(isoToBucharestInput(null)).toBe('');
    expect(formatBucharest('2027-07-01T07:00:00.000Z')).toBe('1 Jul 2027, 10:00');
  });

  it('reads typed wall time back, across both DST changes', () => {
    expect(bucharestInputToIso('2027-07-02T09:30')).toBe('2027-07-02T06:30:00.000Z');
    expect(bucharestInputToIso('2027-01-15T00:15')).toBe('2027-01-14T22:15:00.000Z');
    // 25 Oct 2026, 03:30 happens twice: the earlier (summer) instant.
    expect(bucharestInputToIso('2026-10-25T03:30')).toBe('2026-10-25T00:30:00.000Z');
    // 29 Mar 2026, 03:30 does not exist: one hour later.
    expect(bucharestInputToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(bucharestInputToIso('')).toBe('');
    expect(bucharestInputToIso('not a date')).toBe('not a date');
  });
});
