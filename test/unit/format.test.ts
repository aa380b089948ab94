import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDateRo, formatDateTimeRo } from '../../src/shared/format';

describe('formatDateRange', () => {
  it('shows one day once', () => {
    expect(formatDateRange('2025-01-17T08:00:00.000Z', '2025-01-17T16:00:00.000Z')).toBe('17 ianuarie 2025');
  });

  it('shares the month and year within one month', () => {
    expect(formatDateRange('2025-01-17T08:00:00.000Z', '2025-01-19T16:00:00.000Z')).toBe('17 - 19 ianuarie 2025');
  });

  it('shares the year across months', () => {
    expect(formatDateRange('2025-02-28T08:00:00.000Z', '2025-03-02T16:00:00.000Z')).toBe('28 februarie - 2 martie 2025');
  });

  it('writes both years across years', () => {
    expect(formatDateRange('2024-12-30T08:00:00.000Z', '2025-01-02T16:00:00.000Z')).toBe('30 decembrie 2024 - 2 ianuarie 2025');
  });

  it('counts days in Bucharest time, not UTC', () => {
    // 22:30 UTC on 16 January is already 17 January in Bucharest (UTC+2); 21:30 UTC on 31 July is 1 August (UTC+3).
    expect(formatDateRange('2025-01-16T22:30:00.000Z', '2025-01-17T10:00:00.000Z')).toBe('17 ianuarie 2025');
    expect(formatDateRange('2025-07-31T21:30:00.000Z', '2025-08-02T10:00:00.000Z')).toBe('1 - 2 august 2025');
  });

  it('takes Date objects and falls back to one end when the other is missing or invalid', () => {
    expect(formatDateRange(new Date('2025-03-14T09:00:00Z'), new Date('2025-03-16T09:00:00Z'))).toBe('14 - 16 martie 2025');
    expect(formatDateRange('2025-03-14T09:00:00Z', null)).toBe('14 martie 2025');
    expect(formatDateRange('2025-03-14T09:00:00Z', 'not a date')).toBe('14 martie 2025');
    expect(formatDateRange(undefined, '2025-04-19T09:00:00Z')).toBe('19 aprilie 2025');
    expect(formatDateRange(null, undefined)).toBe('');
  });
});

describe('formatDateRo', () => {
  it('uses the Romanian medium format in Bucharest time', () => {
    expect(formatDateRo('2025-01-17T10:00:00.000Z')).toBe('17 ian. 2025');
    expect(formatDateRo('2024-12-31T23:30:00.000Z')).toBe('1 ian. 2025');
  });

  it('gives empty text for a missing or invalid date', () => {
    expect(formatDateRo(null)).toBe('');
    expect(formatDateRo('')).toBe('');
    expect(formatDateRo('yesterday')).toBe('');
  });

  it('adds the time when asked', () => {
    expect(formatDateTimeRo('2025-01-17T10:05:00.000Z')).toBe('17 ian. 2025, 12:05');
    expect(formatDateTimeRo(undefined)).toBe('');
  });
});
