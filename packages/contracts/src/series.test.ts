import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCKS, localDateTime } from './common/dates.ts';
import { SERIES_MAX_DATES, SERIES_REPEATS, seriesMessages } from './series.constants.ts';
import { seriesDates, seriesFieldErrors } from './series.rules.ts';

const local = (dates: Date[], clock: keyof typeof CLOCKS = 'south_africa') =>
  dates.map((date) => localDateTime(date, clock).slice(0, 16));

describe('seriesDates', () => {
  it('keeps a weekly series on its weekday and wall-clock time across a month and a year boundary', () => {
    const start = new Date('2031-12-21T18:00:00+02:00');
    expect(local(seriesDates({ repeat: 'weekly', start, clock: 'south_africa', until: null, count: 4 }))).toEqual([
      '2031-12-21T18:00',
      '2031-12-28T18:00',
      '2032-01-04T18:00',
      '2032-01-11T18:00',
    ]);
  });

  it('ends on the last day chosen, that day included', () => {
    const start = new Date('2031-01-04T10:00:00Z');
    const dates = seriesDates({ repeat: 'fortnightly', start, clock: 'ghana', until: '2031-02-15', count: null });
    expect(local(dates, 'ghana')).toEqual([
      '2031-01-04T10:00',
      '2031-01-18T10:00',
      '2031-02-01T10:00',
      '2031-02-15T10:00',
    ]);
  });

  it('repeats monthly on the nth weekday, and on the last one (a fifth weekday is the last)', () => {
    const second = new Date('2031-02-08T15:00:00+02:00'); // the second Saturday
    expect(
      local(seriesDates({ repeat: 'monthly', start: second, clock: 'south_africa', until: null, count: 3 })),
    ).toEqual(['2031-02-08T15:00', '2031-03-08T15:00', '2031-04-12T15:00']);
    const fifth = new Date('2031-03-30T09:00:00+02:00'); // the fifth, and last, Sunday of March
    expect(
      local(seriesDates({ repeat: 'monthly', start: fifth, clock: 'south_africa', until: null, count: 3 })),
    ).toEqual(['2031-03-30T09:00', '2031-04-27T09:00', '2031-05-25T09:00']);
  });

  it('never gives more than one past the cap, however far the rule reaches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERIES_REPEATS),
        fc.date({ min: new Date('2027-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('south_africa' as const, 'ghana' as const),
        (repeat, start, clock) => {
          const dates = seriesDates({ repeat, start, clock, until: '9999-12-31', count: null });
          expect(dates.length).toBe(SERIES_MAX_DATES + 1);
          // Every date keeps the first one's time of day on its clock.
          const time = localDateTime(start, clock).slice(11, 16);
          expect(dates.every((date) => localDateTime(date, clock).slice(11, 16) === time)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('seriesFieldErrors', () => {
  const base = { repeat: 'weekly' as const, start_date: '2031-12-21T18:00', end_date: '2031-12-21T20:00' };

  it('refuses a series without an end, and one with both ends', () => {
    expect(seriesFieldErrors(base)).toEqual({ repeat_until: seriesMessages.endRequired });
    expect(seriesFieldErrors({ ...base, repeat_count: 4, repeat_until: '2032-01-30' })).toEqual({
      repeat_count: seriesMessages.endBoth,
    });
  });

  it('holds a series to 52 dates within 12 months', () => {
    expect(seriesFieldErrors({ ...base, repeat_count: 52 })).toEqual({});
    expect(seriesFieldErrors({ ...base, repeat_until: '2032-12-21' })).toEqual({
      repeat_until: seriesMessages.tooMany,
    });
    expect(seriesFieldErrors({ ...base, repeat_until: '2033-01-01' })).toEqual({
      repeat_until: seriesMessages.tooLong,
    });
    expect(seriesFieldErrors({ ...base, repeat: 'monthly', repeat_count: 14 })).toEqual({
      repeat_count: seriesMessages.tooLong,
    });
    expect(seriesFieldErrors({ ...base, repeat: 'monthly', repeat_count: 13 })).toEqual({});
  });

  it('says nothing of a single event', () => {
    expect(seriesFieldErrors({ ...base, repeat: 'none' })).toEqual({});
    expect(seriesFieldErrors({ ...base, repeat: null })).toEqual({});
  });
});
