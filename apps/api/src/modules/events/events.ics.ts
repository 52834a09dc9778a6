import type { EventWithRefs } from './events.repository.ts';
import { cityLabel, formatTwoClocks, saLocalDateTime } from '@akwaaba/contracts';

/**
 * Text escaped as RFC 5545 asks: backslash, semicolon, comma and line breaks (CRLF, LF or a bare CR, which
 * would otherwise end the property and let the text add lines of its own). Other control characters go.
 */
function escapeText(value: string): string {
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
function johannesburgTime(date: Date): string {
  return saLocalDateTime(date).replace(/[-:]/g, '');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export function eventCalendar({ event }: EventWithRefs, publicUrl: string, now: Date): string {
  const location =
    event.eventType === 'virtual'
      ? (event.virtualUrl ?? 'Online')
      : [event.venueName, event.venueAddress, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
  const url = `${publicUrl}/events/${event.id}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Akwaaba//Community Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Africa/Johannesburg',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0200',
    'TZNAME:SAST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(publicUrl).host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Africa/Johannesburg:${johannesburgTime(event.startDate)}`,
    `DTEND;TZID=Africa/Johannesburg:${johannesburgTime(event.endDate)}`,
    `SUMMARY:${escapeText(event.title)}`,
    // The calendar shows the device's own time; the description says both clocks the community keeps.
    `DESCRIPTION:${escapeText(`Starts ${formatTwoClocks(event.startDate.toISOString())}\n\n${event.description}\n\n${url}`)}`,
    `LOCATION:${escapeText(location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
