import {
  cityLabel,
  type EventSummary,
  formatClockTime,
  formatRand,
  formatShortDateTime,
  formatShortDateTimeTwoClocks,
  formatWeekdayDate,
} from '@akwaaba/contracts';

/** 'Free' for no price or zero, else 'R150.00' (docs/rules/formats-and-defaults.md). */
export function priceLabel(price: string | null): string {
  return price === null || Number(price) === 0 ? 'Free' : formatRand(price);
}

export function hasEnded(event: Pick<EventSummary, 'end_date'>, now = Date.now()): boolean {
  return new Date(event.end_date).getTime() < now;
}

/** Whether the event has begun: RSVPs without an account close then (docs/decisions/034). */
export function hasStarted(event: Pick<EventSummary, 'start_date'>, now = Date.now()): boolean {
  return new Date(event.start_date).getTime() <= now;
}

/** Where an event stands in time, for the organiser's rows. */
export function eventTiming(event: Pick<EventSummary, 'start_date' | 'end_date'>, now = Date.now()) {
  if (hasEnded(event, now)) return 'Past';
  return new Date(event.start_date).getTime() <= now ? 'Happening now' : 'Upcoming';
}

/** 'Sat, 21 Nov 2026, 14:00' in South African time, for rows. */
export const formatEventDateTime = formatShortDateTime;

/** 'Sat, 21 Nov 2026, 14:00 (12:00 in Ghana)': South African time with Ghana's beside it, for cards. */
export const formatEventStart = formatShortDateTimeTwoClocks;

/** 'Saturday, 21 November 2026', in South African time unless another clock is said. */
export const formatEventDay = formatWeekdayDate;

/** '14:00', in South African time unless another clock is said. */
export const formatEventTime = formatClockTime;

/** 'Sandton Convention Centre, Johannesburg', or 'Online event' for virtual ones. */
export function eventPlace(event: Pick<EventSummary, 'event_type' | 'venue_name' | 'city'>): string {
  if (event.event_type === 'virtual') return 'Online event';
  return [event.venue_name, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
}

export const PLACEHOLDER_IMAGE = `${import.meta.env.BASE_URL}placeholder-event.svg`;
