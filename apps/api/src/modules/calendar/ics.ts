import { saLocalDateTime } from '@akwaaba/contracts';

/**
 * One VEVENT of an iCalendar file (RFC 5545). Times are written on the Africa/Johannesburg clock (UTC+2 all year,
 * so a weekly RRULE keeps its wall-clock time); the description carries both clocks the community keeps.
 */
export interface CalendarEntry {
  /** Stable across edits: calendars match updates and cancellations by it (with RECURRENCE-ID for one occurrence). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The event's page; empty when it has none (a deleted event), and the entry then has no URL. */
  url: string;
  /** TENTATIVE for a place on the waitlist or a request waiting for the organiser. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Raised by each change of time, place or status: a subscribed calendar takes the higher one. */
  sequence: number;
  lastModified?: Date;
  /** A series (decision 039): the rule, without the `RRULE:` name, e.g. `FREQ=WEEKLY;INTERVAL=2;UNTIL=…`. */
  rrule?: string;
  /** Occurrences of the series that do not take place (their original starts). */
  exdates?: Date[];
  /** An occurrence that differs from its series: the original start it replaces (same UID as the series). */
  recurrenceId?: Date;
}

/**
 * Text escaped as RFC 5545 asks: backslash, semicolon, comma and line breaks (CRLF, LF or a bare CR, which
 * would otherwise end the property and let the text add lines of its own). Other control characters go.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** South African local time (UTC+2 all year) in iCalendar's basic format. */
export function johannesburgTime(date: Date): string {
  return saLocalDateTime(date).replace(/[-:]/g, '');
}

export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

const ZONE = 'TZID=Africa/Johannesburg';
const TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Africa/Johannesburg',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:SAST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(entry: CalendarEntry, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(entry.recurrenceId ? [`RECURRENCE-ID;${ZONE}:${johannesburgTime(entry.recurrenceId)}`] : []),
    `DTSTART;${ZONE}:${johannesburgTime(entry.start)}`,
    `DTEND;${ZONE}:${johannesburgTime(entry.end)}`,
    ...(entry.rrule ? [`RRULE:${entry.rrule}`] : []),
    ...(entry.exdates?.length ? [`EXDATE;${ZONE}:${entry.exdates.map(johannesburgTime).join(',')}`] : []),
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    // A deleted event's page is gone: its entry has no URL.
    ...(entry.url ? [`URL:${entry.url}`] : []),
    `STATUS:${entry.status}`,
    `SEQUENCE:${entry.sequence}`,
    ...(entry.lastModified ? [`LAST-MODIFIED:${utcStamp(entry.lastModified)}`] : []),
    'END:VEVENT',
  ];
}

/**
 * A whole iCalendar file: one event to download, or a feed to subscribe to. `name` titles a feed in the calendar
 * apps that show it (X-WR-CALNAME, read by Google, Apple and Outlook); `refreshHours` asks them to fetch it again.
 */
export function calendarFile(
  entries: CalendarEntry[],
  options: { now: Date; name?: string; refreshHours?: number },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Akwaaba//Community Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, 'X-WR-TIMEZONE:Africa/Johannesburg'] : []),
    ...(options.refreshHours
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`, `X-PUBLISHED-TTL:PT${options.refreshHours}H`]
      : []),
    ...TIMEZONE,
    ...entries.flatMap((entry) => eventLines(entry, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
