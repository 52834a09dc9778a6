import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';

/**
 * A calendar file read by two independent parsers (decision 038): ical.js (Mozilla's, in Thunderbird) and node-ical
 * (rrule.js underneath). A feed's tests read every feed with both and expect the same events, so a quirk of our
 * writer that one parser forgives still fails.
 */

/** One VEVENT as a calendar app keeps it. */
export interface ParsedEntry {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  status: string | null;
  sequence: number;
  start: Date;
  end: Date;
  /** The start on the event's own clock, as a calendar app set to it shows it: `2030-02-01 00:30`. */
  localStart: string;
  tzid: string | null;
  /** The occurrence of a series it replaces, for an override. */
  recurrenceId: Date | null;
  isSeries: boolean;
}

/** One date a calendar app shows (a series' dates expanded, its EXDATEs left out, its overrides applied). */
export interface ParsedOccurrence {
  uid: string;
  summary: string;
  start: Date;
  localStart: string;
}

export interface ParsedCalendar {
  name: string | null;
  entries: ParsedEntry[];
  /** Every date shown between `from` and `to`, soonest first. */
  occurrences(from: Date, to: Date): ParsedOccurrence[];
}

const ZONE = 'Africa/Johannesburg';

/** `2030-02-01 00:30` on the clock of `timeZone`. */
export function wallClock(date: Date, timeZone = ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const icalWallClock = (time: ICAL.Time) => time.toString().slice(0, 16).replace('T', ' ');
const bySoonest = (a: ParsedOccurrence, b: ParsedOccurrence) => a.start.getTime() - b.start.getTime();

export function parseWithIcalJs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const components = calendar.getAllSubcomponents('vevent');
  const entries = components.map((component): ParsedEntry => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null || value === undefined ? null : String(value);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: text('description'),
      location: text('location'),
      url: text('url'),
      status: text('status'),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      localStart: icalWallClock(event.startDate),
      tzid: event.startDate.zone?.tzid ?? null,
      recurrenceId: event.recurrenceId ? event.recurrenceId.toJSDate() : null,
      isSeries: event.isRecurring(),
    };
  });
  return {
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    entries,
    occurrences(from, to) {
      const found: ParsedOccurrence[] = [];
      const overrides = components.filter((component) => component.hasProperty('recurrence-id'));
      for (const component of components) {
        if (component.hasProperty('recurrence-id')) continue;
        const event = new ICAL.Event(component);
        if (!event.isRecurring()) {
          const start = event.startDate.toJSDate();
          if (start >= from && start <= to)
            found.push({ uid: event.uid, summary: event.summary, start, localStart: icalWallClock(event.startDate) });
          continue;
        }
        for (const override of overrides) {
          if (override.getFirstPropertyValue('uid') === event.uid) event.relateException(override);
        }
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          const details = event.getOccurrenceDetails(next);
          const start = details.startDate.toJSDate();
          if (start > to && next.toJSDate() > to) break;
          if (start >= from && start <= to)
            found.push({
              uid: event.uid,
              summary: details.item.summary,
              start,
              localStart: icalWallClock(details.startDate),
            });
        }
      }
      return found.sort(bySoonest);
    },
  };
}

export function parseWithNodeIcal(text: string): ParsedCalendar {
  const parsed = ical.sync.parseICS(text);
  const events: VEvent[] = [];
  for (const component of Object.values(parsed)) if (component?.type === 'VEVENT') events.push(component as VEvent);
  const value = (field: unknown) => {
    if (field === undefined || field === null) return null;
    return typeof field === 'object' && 'val' in field ? String((field as { val: unknown }).val) : String(field);
  };
  const entry = (event: VEvent): ParsedEntry => ({
    uid: event.uid,
    summary: value(event.summary) ?? '',
    description: value(event.description),
    location: value(event.location),
    url: value(event.url),
    status: event.status ?? null,
    sequence: Number(event.sequence ?? 0),
    start: new Date(event.start.getTime()),
    end: new Date((event.end ?? event.start).getTime()),
    localStart: wallClock(event.start, event.start.tz ?? 'UTC'),
    tzid: event.start.tz ?? null,
    recurrenceId: event.recurrenceid ? new Date(event.recurrenceid.getTime()) : null,
    isSeries: event.rrule !== undefined,
  });
  // node-ical files a series' overrides under their series (same UID): each is an entry of the file too.
  const entries = events.flatMap((event) => {
    const overrides = [...new Set(Object.values(event.recurrences ?? {}))] as VEvent[];
    return [entry(event), ...overrides.map(entry)];
  });
  const calendar = (parsed.vcalendar ?? {}) as Record<string, unknown>;
  return {
    name: typeof calendar['WR-CALNAME'] === 'string' ? calendar['WR-CALNAME'] : null,
    entries,
    occurrences(from, to) {
      return events
        .flatMap((event) => ical.expandRecurringEvent(event, { from, to }))
        .map((instance) => ({
          uid: instance.event.uid,
          summary: value(instance.summary) ?? '',
          start: new Date(instance.start.getTime()),
          localStart: wallClock(instance.start, instance.start.tz ?? 'UTC'),
        }))
        .sort(bySoonest);
    },
  };
}

/** Both parsers, by name, for `describe.each`. */
export const CALENDAR_PARSERS = [
  ['ical.js', parseWithIcalJs],
  ['node-ical', parseWithNodeIcal],
] as const;
