import { describe, expect, it } from 'vitest';
import { fromSaLocalTime, isCalendarDate, isInYearRange, saDateOf, saMidnight, SA_UTC_OFFSET } from './dates.ts';

describe('South African time (UTC+2 all year)', () => {
  it('has one offset', () => {
    expect(SA_UTC_OFFSET).toBe('+02:00');
  });

  it('reads a datetime-local value as South African wall-clock time', () => {
    expect(fromSaLocalTime('2030-03-06T18:30')?.toISOString()).toBe('2030-03-06T16:30:00.000Z');
    expect(fromSaLocalTime('2030-03-06T18:30:15')?.toISOString()).toBe('2030-03-06T16:30:15.000Z');
    expect(fromSaLocalTime('2030-03-06T18:30:00Z')).toBeNull();
  });

  it('gives the South African midnight of a day, and the day of an instant', () => {
    expect(saMidnight('2030-03-06').toISOString()).toBe('2030-03-05T22:00:00.000Z');
    expect(Number.isNaN(saMidnight('not a day').getTime())).toBe(true);
    expect(saDateOf(new Date('2030-03-05T21:59:59Z'))).toBe('2030-03-05');
    expect(saDateOf(new Date('2030-03-05T22:00:00Z'))).toBe('2030-03-06');
  });
});

describe('date bounds', () => {
  it.each([
    ['1900-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59Z', true],
    ['1899-12-31T23:59:59Z', false],
    ['+010000-01-01T00:00:00Z', false],
  ])('%s is in the year range: %s', (iso, expected) => {
    expect(isInYearRange(new Date(iso))).toBe(expected);
  });

  it.each([
    ['2030-02-28', true],
    ['2028-02-29', true],
    ['2030-02-31', false],
    ['2030-13-01', false],
    ['10000-01-01', false],
    ['0000-01-01', false],
    ['2030-1-1', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
