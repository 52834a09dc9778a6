import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import { eventCrossFieldErrors, eventTown, readEventDate } from './events.rules.ts';
import { LIFE_EVENTS } from './contributions.constants.ts';
import { SERIES_REPEATS } from './series.constants.ts';
import { seriesFieldErrors } from './series.rules.ts';
import { seriesFacts, seriesInputFields } from './series.ts';
import { RECONFIRM_HOURS_MAX, RECONFIRM_HOURS_MIN, reminderMessages } from './reminders.constants.ts';
import { CLOCK_NAMES, type Clock, fromLocalTime, isCalendarDate, isInYearRange } from './common/dates.ts';
import { emptyToNull, formBoolean, httpUrl, optionalText, typedPreprocess } from './common/form-values.ts';
import { textMessages } from './common/messages.ts';
import { itemWithMessage, paginationQuery } from './common/pagination.ts';
import { filterText, multiLineText, singleLineText } from './common/text.ts';
import {
  EVENT_TYPES,
  APPROVAL_STATUSES,
  RSVP_STATUSES,
  HOST_ROLES,
  EVENT_TITLE_MIN,
  EVENT_DESCRIPTION_MIN,
  EVENT_MAX_CAPACITY,
  EVENT_MAX_PRICE,
  EVENT_MAX_PLUS_ONES,
  EVENT_MAX_YEARS_AHEAD,
  eventMessages,
  rsvpMessages,
} from './events.constants.ts';
export * from './events.constants.ts';
export * from './events.rules.ts';

/** An optional text of the form: blank or left out is null. */
const optionalField = <T extends z.ZodType<string, string>>(schema: T) => optionalText(schema).default(null);

const decimalPrice = typedPreprocess(
  emptyToNull,
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d{1,2})?$/, eventMessages.priceMin),
    ])
    .transform((value) => Number(value))
    .refine((value) => Number.isFinite(value) && value >= 0, { error: eventMessages.priceMin, abort: true })
    .refine((value) => value < EVENT_MAX_PRICE, eventMessages.priceMax)
    .transform((value) => value.toFixed(2))
    .nullable(),
);

const capacity = typedPreprocess(
  emptyToNull,
  z.coerce
    .number<number>({ error: eventMessages.maxAttendeesMin })
    .min(1, { error: eventMessages.maxAttendeesMin, abort: true })
    .max(EVENT_MAX_CAPACITY, { error: eventMessages.maxAttendeesMax, abort: true })
    .int(eventMessages.maxAttendeesWhole)
    .nullable(),
);

/**
 * A count of guests from 0 to EVENT_MAX_PLUS_ONES: a number, or its digits as a form sends them; blank is 0. Anything
 * else (a list, true) is refused rather than coerced.
 */
export const plusOnesCount = (message: string) =>
  typedPreprocess(
    (value) =>
      value === '' || value === null ? 0 : typeof value === 'number' || typeof value === 'string' ? value : Number.NaN,
    z.coerce
      .number<number>({ error: message })
      .int(message)
      .min(0, { error: message, abort: true })
      .max(EVENT_MAX_PLUS_ONES, message),
  );

/** The latest start an event may have: EVENT_MAX_YEARS_AHEAD years from now. */
function latestStart(): number {
  const latest = new Date();
  latest.setUTCFullYear(latest.getUTCFullYear() + EVENT_MAX_YEARS_AHEAD);
  return latest.getTime();
}

/**
 * An ISO 8601 date-time, or the 'YYYY-MM-DDTHH:mm' of a datetime-local input, within the years 1900 to 9999 (a start
 * also within EVENT_MAX_YEARS_AHEAD years). A wall-clock time is kept as written: which clock it is on (where the
 * event is held) is the form's to say, and `eventInput` reads it so.
 */
const dateTime = (requiredMessage: string, invalidMessage: string, isStart = false) =>
  typedPreprocess(
    emptyToNull,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(64, invalidMessage)
      .transform((value, ctx) => {
        const date = readEventDate(value);
        const problem = Number.isNaN(date.getTime())
          ? invalidMessage
          : isStart && date.getTime() > latestStart()
            ? eventMessages.startTooFar
            : isInYearRange(date)
              ? null
              : textMessages.dateOutOfRange;
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return fromLocalTime(value, 'south_africa') ? value : date.toISOString();
      }),
  );

/** A checked date-time of the form as an ISO instant, a wall-clock time read on the clock where the event is held. */
const instantOn = (value: string, clock: Clock) => readEventDate(value, clock).toISOString();

/**
 * The event form, on the web and on the server (JSON and multipart alike). Location fields
 * are required for physical events, the link for virtual ones.
 */
export const eventInput = z
  .object({
    title: singleLineText(150, { label: 'Event title', required: eventMessages.titleRequired }).min(
      EVENT_TITLE_MIN,
      eventMessages.titleMin,
    ),
    description: multiLineText(5000, {
      label: 'Event description',
      required: eventMessages.descriptionRequired,
    }).min(EVENT_DESCRIPTION_MIN, eventMessages.descriptionMin),
    category_id: typedPreprocess(
      emptyToNull,
      z.coerce
        .number<number>({ error: eventMessages.categoryRequired })
        .int(eventMessages.categoryRequired)
        .positive(eventMessages.categoryRequired)
        .max(MAX_ID, eventMessages.categoryInvalid),
    ),
    event_type: z.enum(EVENT_TYPES).catch('physical').default('physical'),
    /** Where it is held, so which clock its times are entered in: South Africa's unless said. */
    held_in: z.enum(CLOCK_NAMES, { error: eventMessages.heldInInvalid }).default('south_africa'),
    /** Posted in the name of an association its author leads (decision 035); null for their own. */
    association_id: typedPreprocess(
      emptyToNull,
      z.coerce
        .number<number>({ error: eventMessages.associationNotLed })
        .int(eventMessages.associationNotLed)
        .positive(eventMessages.associationNotLed)
        .max(MAX_ID, eventMessages.associationNotLed)
        .nullable(),
    )
      .optional()
      .default(null),
    /** The occasion, when it is a life event (a funeral, an outdooring…): its organisers may open contributions. */
    life_event: typedPreprocess(emptyToNull, z.enum(LIFE_EVENTS, { error: eventMessages.lifeEventInvalid }).nullable())
      .optional()
      .default(null),
    start_date: dateTime(eventMessages.startRequired, eventMessages.startInvalid, true),
    end_date: dateTime(eventMessages.endRequired, eventMessages.endInvalid),
    venue_name: optionalField(singleLineText(150, { label: 'Venue name' })),
    venue_address: optionalField(singleLineText(300, { label: 'Venue address' })),
    city: optionalField(singleLineText(100, { label: 'City' })),
    virtual_url: typedPreprocess(emptyToNull, httpUrl(eventMessages.urlInvalid).nullable()).optional().default(null),
    price: decimalPrice.optional().default(null),
    max_attendees: capacity.optional().default(null),
    /** Guests each member may bring with their RSVP (decision 040); 0: none. */
    max_plus_ones: plusOnesCount(eventMessages.maxPlusOnesInvalid).optional().default(0),
    additional_info: optionalField(multiLineText(2000, { label: 'Additional information' })),
    is_public: formBoolean.optional().default(true),
    requires_approval: formBoolean.optional().default(false),
    /** Hours before the start by which attendees must reconfirm (decision 037); null: not asked. Needs a capacity. */
    reconfirm_hours: typedPreprocess(
      emptyToNull,
      z.coerce
        .number<number>({ error: reminderMessages.reconfirmHoursInvalid })
        .int(reminderMessages.reconfirmHoursInvalid)
        .min(RECONFIRM_HOURS_MIN, reminderMessages.reconfirmHoursInvalid)
        .max(RECONFIRM_HOURS_MAX, reminderMessages.reconfirmHoursInvalid)
        .nullable(),
    )
      .optional()
      .default(null),
    /** On an edit: drop the current image (the web form's "Remove image"). */
    remove_image: formBoolean.optional().default(false),
    /** A series (decision 039): how it repeats and when it ends; an edit reads them for "this and all later dates". */
    ...seriesInputFields,
  })
  .superRefine((event, ctx) => {
    for (const [field, message] of Object.entries({ ...eventCrossFieldErrors(event), ...seriesFieldErrors(event) })) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((event) => ({
    ...event,
    start_date: instantOn(event.start_date, event.held_in),
    end_date: instantOn(event.end_date, event.held_in),
    city: event.event_type === 'physical' && event.city ? eventTown(event.city, event.held_in) : null,
    venue_name: event.event_type === 'physical' ? event.venue_name : null,
    venue_address: event.event_type === 'physical' ? event.venue_address : null,
    virtual_url: event.event_type === 'virtual' ? event.virtual_url : null,
  }));
export type EventInput = z.input<typeof eventInput>;
export type EventCommand = z.output<typeof eventInput>;

/** Filters that cannot be used are ignored; one carrying control characters is refused. */
export const eventsQuery = paginationQuery.extend({
  search: filterText(100, 'Search'),
  category: filterText(80, 'Category'),
  city: filterText(100, 'City'),
  date_from: z.string().refine(isCalendarDate).optional().catch(undefined),
  /** An association's events (its page lists them). */
  association: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
});
export type EventsQuery = z.input<typeof eventsQuery>;

export const eventIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A body that may be left out entirely (no body, or JSON null). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const attendRequest = optionalBody(
  z.object({
    status: z.enum(['attending']).catch('attending').default('attending'),
    /** The guests the member brings (decision 040), up to the event's limit. */
    plus_ones: plusOnesCount(rsvpMessages.plusOnesInvalid).optional().default(0),
  }),
);

/** A member changes the guests they bring, up to the event's limit and, when attending, the places left. */
export const plusOnesRequest = z.object({ plus_ones: plusOnesCount(rsvpMessages.plusOnesInvalid) });
export type PlusOnesRequest = z.input<typeof plusOnesRequest>;

export const rejectRequest = optionalBody(z.object({ reason: optionalField(multiLineText(500, { label: 'Reason' })) }));

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** An event as lists show it: what a card needs, nothing more (a page of 12 stays small). */
export const eventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: categoryRef,
  event_type: z.enum(EVENT_TYPES),
  /** Where it is held: its times were entered on that clock (every page shows both). */
  held_in: z.enum(CLOCK_NAMES),
  /** The occasion of a life event, or null (decision 033). */
  life_event: z.enum(LIFE_EVENTS).nullable(),
  start_date: z.string(),
  end_date: z.string(),
  venue_name: z.string().nullable(),
  city: z.string().nullable(),
  price: z.string().nullable(),
  max_attendees: z.number().int().nullable(),
  attendees_count: z.number().int(),
  image: z.string().nullable(),
  image_card: z.string().nullable(),
  /** The card (16:9) at each width it is stored in, as an <img srcset>: a phone takes the one it shows. */
  image_card_srcset: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** When its organiser cancelled it (decision 037): it stays listed, marked cancelled. */
  cancelled_at: z.string().nullable(),
  /** How the series it is a date of repeats (decision 039); null for a single event. */
  repeat: z.enum(SERIES_REPEATS).nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** The detail page's event, with the caller’s own RSVP. */
export const eventDetail = eventSummary.extend({
  /** The picture (aspect kept) at each width it is stored in, as an <img srcset>. */
  image_srcset: z.string().nullable(),
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  venue: z.string().nullable(),
  venue_address: z.string().nullable(),
  address: z.string().nullable(),
  virtual_url: z.string().nullable(),
  additional_info: z.string().nullable(),
  is_public: z.boolean(),
  requires_approval: z.boolean(),
  /** Hours before the start by which attendees reconfirm, or null (decision 037). */
  reconfirm_hours: z.number().int().nullable(),
  /** Guests each member may bring (0: none); attendees_count and waitlist_count count people (decision 040). */
  max_plus_ones: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  waitlist_count: z.number().int(),
  user_attending: z.boolean(),
  user_waitlisted: z.boolean(),
  /** The caller asked to attend an event that requires approval and awaits the organiser. */
  user_requested: z.boolean(),
  /** 1-based place on the waitlist, when the caller is on it. */
  waitlist_position: z.number().int().nullable(),
  /** The guests the caller brings with their RSVP; null without one. */
  user_plus_ones: z.number().int().nullable(),
  is_owner: z.boolean(),
  /**
   * The caller's part in running the event (decision 040): its organiser, a co-host (added by the organiser, or a
   * leader of the association it is posted for), or an admin; null for everyone else.
   */
  host_role: z.enum(HOST_ROLES).nullable(),
  /** The association it is posted in the name of, while that association is listed. */
  association: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The series it is a date of (decision 039), or null. */
  series: seriesFacts.nullable(),
  created_at: z.string(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** My Events rows: the owner's view with status. */
export const myEvent = eventSummary.extend({
  is_public: z.boolean(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  waitlist_count: z.number().int(),
});
export type MyEvent = z.infer<typeof myEvent>;

/** The member's own RSVPs (attending, waitlisted or asked): My Events and, upcoming only, the offline home. */
export const myRsvp = eventSummary.extend({ rsvp_status: z.enum(RSVP_STATUSES) });
export type MyRsvp = z.infer<typeof myRsvp>;

/** Upcoming: not yet ended, soonest first. Past: ended, latest first. */
export const MY_RSVP_TIMES = ['upcoming', 'past'] as const;
export type MyRsvpTime = (typeof MY_RSVP_TIMES)[number];

export const myRsvpsQuery = paginationQuery.extend({
  when: z.enum(MY_RSVP_TIMES, { error: rsvpMessages.whenInvalid }).default('upcoming'),
});
export type MyRsvpsQuery = z.input<typeof myRsvpsQuery>;

export const rsvpResponse = itemWithMessage(
  z.object({
    status: z.enum(RSVP_STATUSES).nullable(),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
    waitlist_position: z.number().int().nullable(),
    /** The guests the member brings; 0 once the RSVP is gone. */
    plus_ones: z.number().int(),
  }),
);
export type RsvpResponse = z.infer<typeof rsvpResponse>;

/** The organiser's answer to a request: who, and where they stand now (null once declined). */
export const rsvpParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  userId: z.coerce.number().int().positive().max(MAX_ID),
});
export const rsvpDecisionResponse = itemWithMessage(
  z.object({
    user_id: z.number().int(),
    status: z.enum(RSVP_STATUSES).nullable(),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
  }),
);
export type RsvpDecisionResponse = z.infer<typeof rsvpDecisionResponse>;

/**
 * A member's RSVP (`user_id`) or a guest's (`guest_id`, with the number the guest proved by SMS: the organiser's to
 * read, as the list is; docs/decisions/034).
 */
export const attendee = z.object({
  user_id: z.number().int().nullable(),
  guest_id: z.number().int().nullable(),
  phone: z.string().nullable(),
  name: z.string(),
  status: z.enum(RSVP_STATUSES),
  /** The guests they bring: their party is 1 + plus_ones people (decision 040). */
  plus_ones: z.number().int(),
  created_at: z.string(),
  /** When they answered 'Still coming?' with yes (decision 037), or null. */
  reconfirmed_at: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendee>;

/** An event in the admin's approval queue: what the admin reads before deciding (the page itself is a link away). */
export const pendingEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_card: z.string().nullable(),
  image_card_srcset: z.string().nullable(),
  start_date: z.string(),
  city: z.string().nullable(),
  category: z.object({ name: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** A series waits as one entry: how it repeats and how many of its dates this decision takes (decision 039). */
  series: z.object({ repeat: z.enum(SERIES_REPEATS), pending_dates: z.number().int() }).nullable(),
  created_at: z.string(),
});
export type PendingEvent = z.infer<typeof pendingEvent>;
