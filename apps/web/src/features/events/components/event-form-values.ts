import {
  type Clock,
  DEFAULT_CITY,
  EVENT_DEFAULT_DURATION_HOURS,
  eventMessages,
  eventTown,
  GHANA_TOWNS,
  localDateTime,
  readEventDate,
  type EditScope,
  type EventDetail,
  type RepeatChoice,
  type EventInput,
  type EventType,
  type LifeEvent,
} from '@akwaaba/contracts';
import { numberOrNull, textOrNull } from '@/lib/form-values';

/**
 * What the form's inputs hold: text as typed ('' for empty), dates as the 'YYYY-MM-DDTHH:mm' of the datetime-local
 * inputs, which the contract reads on the clock of where the event is held.
 */
export type EventFormValues = {
  title: string;
  description: string;
  category_id: string;
  event_type: EventType;
  held_in: Clock;
  /** The occasion of a life event, or '' for none (decision 033). */
  life_event: LifeEvent | '';
  /** The association it is posted in the name of, or '' for the member's own (decision 035). */
  association_id: string;
  start_date: string;
  end_date: string;
  venue_name: string;
  venue_address: string;
  city: string;
  virtual_url: string;
  price: string;
  max_attendees: string;
  /** Guests each member may bring with their RSVP, '0' for none (decision 040). */
  max_plus_ones: string;
  /** Hours before the start by which attendees reconfirm, or '' not to ask (decision 037). */
  reconfirm_hours: string;
  additional_info: string;
  is_public: boolean;
  requires_approval: boolean;
  /** How it repeats (decision 039): 'none' for a single event. */
  repeat: RepeatChoice;
  /** How the series ends: by a last date, or after a number of dates. */
  repeat_ends: 'until' | 'count';
  /** The last date, YYYY-MM-DD as a date input holds it. */
  repeat_until: string;
  repeat_count: string;
  /** On an edit of a date of a series: this date only, or it and every later date; null for a single event. */
  scope: EditScope | null;
};

/** An instant as the 'YYYY-MM-DDTHH:mm' a datetime-local input shows on `clock` (South Africa's unless said). */
export function toClockInput(instant: string | number | Date, clock: Clock = 'south_africa'): string {
  return localDateTime(new Date(instant), clock).slice(0, 16);
}

/** The town a physical event's city list starts on: Johannesburg, or Accra for one held in Ghana. */
export function defaultTownFor(clock: Clock): string {
  return clock === 'ghana' ? GHANA_TOWNS[0].value : DEFAULT_CITY;
}

/** End = start + 2 hours, as a datetime-local value (docs/rules/formats-and-defaults.md). */
export function defaultEndFor(start: string): string {
  const startAt = readEventDate(start);
  if (Number.isNaN(startAt.getTime())) return '';
  // Read and written on the same clock, so the two hours hold whichever clock the form is on.
  return toClockInput(startAt.getTime() + EVENT_DEFAULT_DURATION_HOURS * 60 * 60 * 1000);
}

/** The start may not lie in the past; an edit that keeps the stored start is left alone. */
export function startDateError(
  start: string,
  unchangedStart: string | null,
  clock: Clock = 'south_africa',
  now = Date.now(),
): string | undefined {
  if (!start || start === unchangedStart) return undefined;
  const startAt = readEventDate(start, clock);
  if (Number.isNaN(startAt.getTime())) return undefined;
  return startAt.getTime() <= now ? eventMessages.startInPast : undefined;
}

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  category_id: '',
  event_type: 'physical',
  held_in: 'south_africa',
  life_event: '',
  association_id: '',
  start_date: '',
  end_date: '',
  venue_name: '',
  venue_address: '',
  city: DEFAULT_CITY,
  virtual_url: '',
  price: '',
  max_attendees: '',
  max_plus_ones: '0',
  reconfirm_hours: '',
  additional_info: '',
  is_public: true,
  requires_approval: false,
  repeat: 'none',
  repeat_ends: 'count',
  repeat_until: '',
  repeat_count: '',
  scope: null,
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
    held_in: event.held_in,
    life_event: event.life_event ?? '',
    association_id: event.association ? String(event.association.id) : '',
    start_date: withDates ? toClockInput(event.start_date, event.held_in) : '',
    end_date: withDates ? toClockInput(event.end_date, event.held_in) : '',
    venue_name: event.venue_name ?? event.venue ?? '',
    venue_address: event.venue_address ?? event.address ?? '',
    city: (event.city && eventTown(event.city, event.held_in)) || defaultTownFor(event.held_in),
    virtual_url: event.virtual_url ?? '',
    price: event.price ?? '',
    max_attendees: event.max_attendees === null ? '' : String(event.max_attendees),
    max_plus_ones: String(event.max_plus_ones),
    reconfirm_hours: event.reconfirm_hours === null ? '' : String(event.reconfirm_hours),
    additional_info: event.additional_info ?? '',
    is_public: event.is_public,
    requires_approval: event.requires_approval,
    ...seriesValuesFrom(withDates ? event.series : null),
  };
}

/**
 * The series fields of a date being edited: its series' rule, ending where it ends (the dates left from this one),
 * and "this date only" chosen. A copy or a single event starts without a rule.
 */
function seriesValuesFrom(
  series: EventDetail['series'],
): Pick<EventFormValues, 'repeat' | 'repeat_ends' | 'repeat_until' | 'repeat_count' | 'scope'> {
  if (!series) return { repeat: 'none', repeat_ends: 'count', repeat_until: '', repeat_count: '', scope: null };
  return {
    repeat: series.repeat,
    repeat_ends: series.until ? 'until' : 'count',
    repeat_until: series.until ?? '',
    repeat_count: String(series.count - series.position + 1),
    scope: 'this',
  };
}

/**
 * What the API is sent, in the body's types: the category and the capacity as numbers (no category is 0, which the
 * contract refuses), the price as the decimal typed ('80.50', read exactly), blanks as null. Only the section the
 * event type shows is sent: a stale link on a physical event is not checked or saved.
 */
export function toEventInput(values: EventFormValues): EventInput {
  const physical = values.event_type === 'physical';
  return {
    title: values.title,
    description: values.description,
    category_id: Number(values.category_id),
    event_type: values.event_type,
    held_in: values.held_in,
    life_event: values.life_event || null,
    association_id: values.association_id ? Number(values.association_id) : null,
    start_date: values.start_date,
    end_date: values.end_date,
    venue_name: physical ? textOrNull(values.venue_name) : null,
    venue_address: physical ? textOrNull(values.venue_address) : null,
    city: physical ? textOrNull(values.city) : null,
    virtual_url: physical ? null : textOrNull(values.virtual_url),
    price: textOrNull(values.price),
    max_attendees: numberOrNull(values.max_attendees),
    max_plus_ones: numberOrNull(values.max_plus_ones) ?? 0,
    reconfirm_hours: numberOrNull(values.reconfirm_hours),
    additional_info: textOrNull(values.additional_info),
    is_public: values.is_public,
    requires_approval: values.requires_approval,
    ...seriesInputOf(values),
  };
}

/** The rule sent: none for a single event, nothing at all for "this date only" (the series keeps its rule). */
function seriesInputOf(values: EventFormValues): Pick<EventInput, 'repeat' | 'repeat_until' | 'repeat_count'> {
  if (values.scope === 'this') return { repeat: null, repeat_until: null, repeat_count: null };
  const repeats = values.repeat !== 'none';
  return {
    repeat: values.repeat,
    repeat_until: repeats && values.repeat_ends === 'until' ? textOrNull(values.repeat_until) : null,
    repeat_count: repeats && values.repeat_ends === 'count' ? numberOrNull(values.repeat_count) : null,
  };
}
