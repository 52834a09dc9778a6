import { CLOCKS, seriesDates, weekdayOfMonth, type SeriesRule } from '@akwaaba/contracts';
import type { CalendarEntry } from '../../calendar/ics.ts';
import { eventEntry } from '../events.ics.ts';
import type { EventRow } from '../events.table.ts';
import type { EventSeriesRow } from './series.table.ts';

/** What a calendar file needs of a series. */
export type CalendarSeries = Pick<EventSeriesRow, 'id' | 'repeat' | 'heldIn' | 'firstStart' | 'count' | 'sequence'>;

/** What it needs of each date: the event's own entry, and the start the rule gave it. */
export type CalendarOccurrence = Parameters<typeof eventEntry>[0] & Pick<EventRow, 'seriesStart'>;

/** The iCalendar UID of a series: its master VEVENT and every override carry it. */
export const seriesUid = (seriesId: number, publicUrl: string) => `series-${seriesId}@${new URL(publicUrl).host}`;

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export function seriesRule(series: CalendarSeries): SeriesRule {
  return { repeat: series.repeat, start: series.firstStart, clock: series.heldIn, until: null, count: series.count };
}

/** The RRULE value, written on the South African clock the calendar file keeps (decision 031). */
function rrule(series: CalendarSeries): string {
  const count = `COUNT=${series.count}`;
  if (series.repeat === 'weekly') return `FREQ=WEEKLY;${count}`;
  if (series.repeat === 'fortnightly') return `FREQ=WEEKLY;INTERVAL=2;${count}`;
  const { position } = weekdayOfMonth(series.firstStart.toISOString(), 'south_africa');
  const weekday = BYDAY[new Date(series.firstStart.getTime() + CLOCKS.south_africa.offsetMs).getUTCDay()]!;
  const ordinal = series.repeat === 'monthly_last' || position === 5 ? -1 : position;
  return `FREQ=MONTHLY;BYDAY=${ordinal}${weekday};${count}`;
}

const sameContent = (a: CalendarOccurrence, b: CalendarOccurrence) =>
  a.title === b.title &&
  a.description === b.description &&
  a.eventType === b.eventType &&
  a.virtualUrl === b.virtualUrl &&
  a.venueName === b.venueName &&
  a.venueAddress === b.venueAddress &&
  a.city === b.city;

const duration = (event: CalendarOccurrence) => event.endDate.getTime() - event.startDate.getTime();

/**
 * A series as calendars keep one (RFC 5545): the master VEVENT (UID `series-<id>@host`, DTSTART of the first date,
 * the RRULE, an EXDATE for each date that is cancelled, deleted or not among `occurrences`), then one override per
 * date that differs from the rule (moved, retitled, elsewhere): the same UID with its RECURRENCE-ID. `occurrences`
 * are the dates the reader may see; the rest are left out as EXDATEs.
 *
 * A Ghana series held late in the evening can fall on another weekday of the month on the South African clock the
 * file is written in; a monthly rule would then name other days, so such a series is written date by date instead.
 */
export function seriesEntries(
  series: CalendarSeries,
  occurrences: readonly CalendarOccurrence[],
  publicUrl: string,
): CalendarEntry[] {
  if (occurrences.length === 0) return [];
  const rule = seriesRule(series);
  const slots = seriesDates(rule, series.count);
  const onSaClock = seriesDates({ ...rule, clock: 'south_africa' }, series.count);
  if (onSaClock.some((date, index) => date.getTime() !== slots[index]?.getTime())) {
    return occurrences.map((occurrence) => eventEntry(occurrence, publicUrl));
  }

  const bySlot = new Map<number, CalendarOccurrence>();
  const strays: CalendarOccurrence[] = [];
  const slotTimes = new Set(slots.map((slot) => slot.getTime()));
  for (const occurrence of occurrences) {
    const slot = occurrence.seriesStart?.getTime();
    if (slot !== undefined && slotTimes.has(slot)) bySlot.set(slot, occurrence);
    else strays.push(occurrence);
  }
  const live = [...bySlot.values()].filter((occurrence) => !occurrence.cancelledAt);
  // The master reads as the first date that keeps to the rule (else the first date there is).
  const template =
    live.find((occurrence) => occurrence.startDate.getTime() === occurrence.seriesStart!.getTime()) ??
    live[0] ??
    occurrences[0]!;
  const sequence = Math.max(series.sequence, ...occurrences.map((occurrence) => occurrence.sequence));
  const lastModified = new Date(Math.max(...occurrences.map((occurrence) => occurrence.updatedAt.getTime())));
  const uid = seriesUid(series.id, publicUrl);
  const master: CalendarEntry = {
    ...eventEntry(template, publicUrl),
    uid,
    start: series.firstStart,
    end: new Date(series.firstStart.getTime() + duration(template)),
    status: 'CONFIRMED',
    sequence,
    lastModified,
    rrule: rrule(series),
    exdates: slots.filter((slot) => {
      const occurrence = bySlot.get(slot.getTime());
      return !occurrence || occurrence.cancelledAt !== null;
    }),
  };
  const overrides = live
    .filter(
      (occurrence) =>
        occurrence.startDate.getTime() !== occurrence.seriesStart!.getTime() ||
        duration(occurrence) !== duration(template) ||
        !sameContent(occurrence, template),
    )
    .map((occurrence): CalendarEntry => ({
      ...eventEntry(occurrence, publicUrl),
      uid,
      recurrenceId: occurrence.seriesStart!,
      sequence,
    }));
  return [master, ...overrides, ...strays.map((occurrence) => eventEntry(occurrence, publicUrl))];
}
