import { cityLabel, formatTwoClocks } from '@akwaaba/contracts';
import { calendarFile, type CalendarEntry } from '../calendar/ics.ts';
import type { EventRow } from './events.table.ts';
import type { EventWithRefs } from './events.repository.ts';

type CalendarEvent = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'eventType'
  | 'virtualUrl'
  | 'venueName'
  | 'venueAddress'
  | 'city'
  | 'startDate'
  | 'endDate'
  | 'cancelledAt'
  | 'sequence'
  | 'updatedAt'
>;

/** The iCalendar UID of an event: the same in its download, every feed and every update. */
export const eventUid = (eventId: number, publicUrl: string) => `event-${eventId}@${new URL(publicUrl).host}`;

/** An event as one VEVENT: its place, both clocks in the description, cancelled when its organiser cancelled it. */
export function eventEntry(event: CalendarEvent, publicUrl: string): CalendarEntry {
  const location =
    event.eventType === 'virtual'
      ? (event.virtualUrl ?? 'Online')
      : [event.venueName, event.venueAddress, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
  const url = `${publicUrl}/events/${event.id}`;
  return {
    uid: eventUid(event.id, publicUrl),
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    // The calendar shows the device's own time; the description says both clocks the community keeps.
    description: `Starts ${formatTwoClocks(event.startDate.toISOString())}\n\n${event.description}\n\n${url}`,
    location,
    url,
    status: event.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
    sequence: event.sequence,
    lastModified: event.updatedAt,
  };
}

export function eventCalendar({ event }: EventWithRefs, publicUrl: string, now: Date): string {
  return calendarFile([eventEntry(event, publicUrl)], { now });
}
