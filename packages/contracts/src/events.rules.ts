import { canonicalCity, canonicalGhanaTown } from './cities.ts';
import { type Clock, fromLocalTime } from './common/dates.ts';
import { EVENT_MAX_DURATION_DAYS, eventMessages } from './events.constants.ts';
import { reminderMessages } from './reminders.constants.ts';

/**
 * An ISO 8601 date-time, or the 'YYYY-MM-DDTHH:mm' of a datetime-local input read on the clock of where the event is
 * held (South African time unless said). An invalid date comes back as Invalid Date.
 */
export function readEventDate(value: string, clock: Clock = 'south_africa'): Date {
  const text = value.trim();
  return fromLocalTime(text, clock) ?? new Date(text);
}

/** The stored town of a physical event: a South African city, or a Ghanaian town for one held in Ghana; else null. */
export function eventTown(name: string, heldIn: Clock = 'south_africa'): string | null {
  return heldIn === 'ghana' ? canonicalGhanaTown(name) : canonicalCity(name);
}

export interface EventCrossFields {
  event_type: string;
  held_in?: Clock;
  venue_name?: string | null;
  city?: string | null;
  virtual_url?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  max_attendees?: number | string | null;
  reconfirm_hours?: number | string | null;
}

export type EventCrossFieldErrors = Partial<
  Record<'venue_name' | 'city' | 'virtual_url' | 'end_date' | 'reconfirm_hours', string>
>;

/**
 * The event form's rules across fields: where it happens (venue and city, or the link) and when
 * (end after start, at most EVENT_MAX_DURATION_DAYS). The server schema and the web form both run
 * these, the form on every submit so one try shows every problem.
 */
export function eventCrossFieldErrors(event: EventCrossFields): EventCrossFieldErrors {
  const errors: EventCrossFieldErrors = {};
  if (event.event_type === 'physical') {
    if (!event.venue_name?.trim()) errors.venue_name = eventMessages.venueRequired;
    if (!event.city || !eventTown(event.city, event.held_in)) errors.city = eventMessages.cityRequired;
  } else if (!event.virtual_url?.trim()) {
    errors.virtual_url = eventMessages.virtualUrlRequired;
  }
  if (event.start_date && event.end_date) {
    const duration = readEventDate(event.end_date).getTime() - readEventDate(event.start_date).getTime();
    if (duration <= 0) errors.end_date = eventMessages.endAfterStart;
    else if (duration > EVENT_MAX_DURATION_DAYS * 24 * 3_600_000) errors.end_date = eventMessages.tooLong;
  }
  // Places released at the deadline go to the waitlist: there is none without a capacity (decision 037).
  const asked = event.reconfirm_hours !== undefined && event.reconfirm_hours !== null && event.reconfirm_hours !== '';
  const capacity = event.max_attendees !== undefined && event.max_attendees !== null && event.max_attendees !== '';
  if (asked && !capacity) errors.reconfirm_hours = reminderMessages.reconfirmNeedsCapacity;
  return errors;
}
