import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockNote,
  formatClockTime,
  formatTwoClocks,
  fromLocalTime,
  localDateTime,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatShortDateTime,
  formatWeekdayDate,
  fromSaLocalTime,
  isCalendarDate,
  isInYearRange,
  saDateOf,
  saMidnight,
  SA_UTC_OFFSET,
} from './dates.ts';

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

describe('the two clocks: South Africa (UTC+2) and Ghana (GMT), neither with daylight saving', () => {
  it('reads and writes wall-clock times on either clock', () => {
    expect(fromLocalTime('2030-03-06T18:30', 'ghana')?.toISOString()).toBe('2030-03-06T18:30:00.000Z');
    expect(fromLocalTime('2030-03-06T18:30', 'south_africa')?.toISOString()).toBe('2030-03-06T16:30:00.000Z');
    expect(fromLocalTime('2030-03-06T18:30Z', 'ghana')).toBeNull();
    expect(localDateTime(new Date('2030-03-06T16:30:00Z'), 'ghana')).toBe('2030-03-06T16:30:00');
    expect(localDateTime(new Date('2030-03-06T16:30:00Z'), 'south_africa')).toBe('2030-03-06T18:30:00');
  });

  it('shows an instant on both clocks, with their days when midnight falls between them', () => {
    expect(formatTwoClocks('2030-03-06T16:30:00Z')).toBe('18:30 in South Africa · 16:30 in Ghana');
    expect(formatTwoClocks('2030-03-06T22:30:00Z')).toBe('00:30 Thu 7 Mar in South Africa · 22:30 Wed 6 Mar in Ghana');
    expect(formatWeekdayDate('2030-03-06T22:30:00Z', 'ghana')).toBe('Wednesday, 6 March 2030');
    expect(formatClockTime('2030-03-06T22:30:00Z', 'ghana')).toBe('22:30');
  });

  it('notes the other clock beside a time shown on one', () => {
    expect(clockNote('2030-03-06T16:30:00Z', 'ghana')).toBe('(16:30 in Ghana)');
    expect(clockNote('2030-03-06T16:30:00Z', 'south_africa')).toBe('(18:30 in South Africa)');
    expect(clockNote('2030-03-06T22:30:00Z', 'ghana')).toBe('(22:30 Wed in Ghana)');
    expect(clockNote('2030-03-06T22:30:00Z', 'south_africa')).toBe('(00:30 Thu in South Africa)');
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

describe('dates as the pages word them, without Intl', () => {
  const sa = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Johannesburg', ...options });
  // What Intl's en-ZA and en-GB say (as Node and Chromium do): the words the site used before they were written out.
  const intl = {
    weekdayDate: sa('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    clockTime: sa('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    longDate: sa('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' }),
    monthYear: sa('en-ZA', { month: 'long', year: 'numeric' }),
    dateTime: sa('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
    shortDateTime: sa('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
  const instants = fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString());

  it('says what Intl says, for any instant', () => {
    fc.assert(
      fc.property(instants, (iso) => {
        const date = new Date(iso);
        expect(formatWeekdayDate(iso)).toBe(intl.weekdayDate.format(date));
        expect(formatClockTime(iso)).toBe(intl.clockTime.format(date));
        expect(formatLongDate(iso)).toBe(intl.longDate.format(date));
        expect(formatMonthYear(iso)).toBe(intl.monthYear.format(date));
        expect(formatDateTime(iso)).toBe(intl.dateTime.format(date));
        expect(formatShortDateTime(iso)).toBe(intl.shortDateTime.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('words the day South Africa is in, across midnight UTC, and every month', () => {
    expect(formatShortDateTime('2026-11-20T22:30:00Z')).toBe('Sat, 21 Nov 2026, 00:30');
    expect(formatDateTime('2026-09-04T21:59:00Z')).toBe('04 Sept 2026, 23:59');
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2027, month, 15, 10)).toISOString();
      expect(formatLongDate(iso)).toBe(intl.longDate.format(new Date(iso)));
      expect(formatShortDateTime(iso)).toBe(intl.shortDateTime.format(new Date(iso)));
    }
  });

  it('refuses text that is no date, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});
