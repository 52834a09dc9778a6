import { seriesDates } from '@akwaaba/contracts';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PARSERS } from '../../../../test/calendar-parsers.ts';
import { calendarFile } from '../../calendar/ics.ts';
import { seriesEntries, type CalendarOccurrence, type CalendarSeries } from './series.ics.ts';

const URL = 'https://akwaaba.example';
const NOW = new Date('2030-01-01T00:00:00Z');

/** A series and its dates as stored, every date on its rule. */
function series(rule: Omit<CalendarSeries, 'id' | 'sequence'>): [CalendarSeries, CalendarOccurrence[]] {
  const row: CalendarSeries = { id: 9, sequence: 0, ...rule };
  const dates = seriesDates({
    repeat: rule.repeat,
    start: rule.firstStart,
    clock: rule.heldIn,
    until: null,
    count: rule.count,
  });
  return [
    row,
    dates.map((start, index) => ({
      id: 100 + index,
      title: 'Ghana Union Council',
      description: 'The monthly council.',
      eventType: 'virtual',
      virtualUrl: 'https://meet.example/council',
      venueName: null,
      venueAddress: null,
      city: null,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      cancelledAt: null,
      sequence: 0,
      updatedAt: NOW,
      seriesStart: start,
    })),
  ];
}

describe('seriesEntries', () => {
  it('says a Ghana series as one rule when its dates fall on the same weekday on the South African clock', () => {
    const [row, dates] = series({
      repeat: 'weekly',
      heldIn: 'ghana',
      firstStart: new Date('2030-01-26T23:00:00Z'),
      count: 3,
    });
    const entries = seriesEntries(row, dates, URL);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ uid: 'series-9@akwaaba.example', rrule: 'FREQ=WEEKLY;COUNT=3', exdates: [] });
  });

  it('writes date by date a monthly Ghana series whose evening is the next day in South Africa', () => {
    // The last Saturday at 23:00 GMT is a Sunday at 01:00 in South Africa: the last Sunday in June and July, but
    // 1 September for the last Saturday of August (31 August 2030).
    const [row, dates] = series({
      repeat: 'monthly_last',
      heldIn: 'ghana',
      firstStart: new Date('2030-06-29T23:00:00Z'),
      count: 3,
    });
    const entries = seriesEntries(row, dates, URL);
    expect(entries.map((entry) => [entry.uid, entry.rrule])).toEqual([
      ['event-100@akwaaba.example', undefined],
      ['event-101@akwaaba.example', undefined],
      ['event-102@akwaaba.example', undefined],
    ]);
    expect(dates.at(-1)!.startDate.toISOString()).toBe('2030-08-31T23:00:00.000Z');
    const ics = calendarFile(entries, { now: NOW });
    for (const [name, parse] of CALENDAR_PARSERS) {
      const shown = parse(ics).occurrences(new Date('2030-01-01'), new Date('2030-12-31'));
      expect(
        shown.map((date) => date.start.toISOString()),
        name,
      ).toEqual(dates.map((date) => date.startDate.toISOString()));
    }
  });

  it('gives nothing for a series none of whose dates the reader may see', () => {
    const [row] = series({ repeat: 'weekly', heldIn: 'south_africa', firstStart: NOW, count: 2 });
    expect(seriesEntries(row, [], URL)).toEqual([]);
  });
});
