import {
  canonicalCity,
  DEFAULT_CITY,
  EVENT_DEFAULT_DURATION_HOURS,
  eventMessages,
  readEventDate,
  type EventDetail,
} from '@akwaaba/contracts';
import type { EventPayload } from '../api/send-event-form';

/** What the form's inputs hold: text as typed ('' for empty), dates as datetime-local values in SA time. */
export type EventFormValues = EventPayload;

/** South Africa keeps UTC+2 all year (no daylight saving), so local values convert with a fixed offset. */
const SA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** An instant as the 'YYYY-MM-DDTHH:mm' a datetime-local input shows in South African time. */
export function toSouthAfricanInput(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + SA_OFFSET_MS).toISOString().slice(0, 16);
}

/** End = start + 2 hours, as a datetime-local value (spec §4 Event form). */
export function defaultEndFor(start: string): string {
  const startAt = readEventDate(start);
  if (Number.isNaN(startAt.getTime())) return '';
  return toSouthAfricanInput(startAt.getTime() + EVENT_DEFAULT_DURATION_HOURS * 60 * 60 * 1000);
}

/** The start may not lie in the past; an edit that keeps the stored start is left alone. */
export function startDateError(start: string, unchangedStart: string | null, now = Date.now()): string | undefined {
  if (!start || start === unchangedStart) return undefined;
  const startAt = readEventDate(start);
  if (Number.isNaN(startAt.getTime())) return undefined;
  return startAt.getTime() <= now ? eventMessages.startInPast : undefined;
}

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  category_id: '',
  event_type: 'physical',
  start_date: '',
  end_date: '',
  venue_name: '',
  venue_address: '',
  city: DEFAULT_CITY,
  virtual_url: '',
  price: '',
  max_attendees: '',
  additional_info: '',
  is_public: true,
  requires_approval: false,
};

/**
 * The form filled from a stored event: all of it to edit it, or everything but the dates to duplicate
 * it (a new occurrence of a recurring event).
 */
export function formValuesFrom(event: EventDetail, { withDates }: { withDates: boolean }): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category_id: String(event.category.id),
    event_type: event.event_type,
    start_date: withDates ? toSouthAfricanInput(event.start_date) : '',
    end_date: withDates ? toSouthAfricanInput(event.end_date) : '',
    venue_name: event.venue_name ?? event.venue ?? '',
    venue_address: event.venue_address ?? event.address ?? '',
    city: (event.city && canonicalCity(event.city)) || DEFAULT_CITY,
    virtual_url: event.virtual_url ?? '',
    price: event.price ?? '',
    max_attendees: event.max_attendees === null ? '' : String(event.max_attendees),
    additional_info: event.additional_info ?? '',
    is_public: event.is_public,
    requires_approval: event.requires_approval,
  };
}

/** Only the section the event type shows is sent: a stale link on a physical event is not checked or saved. */
export function visibleFields(values: EventFormValues): EventFormValues {
  return values.event_type === 'physical'
    ? { ...values, virtual_url: '' }
    : { ...values, venue_name: '', venue_address: '', city: '' };
}
