import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import { canonicalCity } from './cities.ts';
import { eventCrossFieldErrors, readEventDate } from './events.rules.ts';
import { formBoolean, httpUrl } from './common/form-values.ts';
import { paginationQuery } from './common/pagination.ts';
import {
  EVENT_TYPES,
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  EVENT_TITLE_MIN,
  EVENT_DESCRIPTION_MIN,
  eventMessages,
} from './events.constants.ts';
export * from './events.constants.ts';
export * from './events.rules.ts';

const trimmed = (max: number) => z.string().trim().max(max);

/** '' and null mean "not given" in forms and multipart bodies. */
function emptyToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

const decimalPrice = z.preprocess(
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
    .refine((value) => Number.isFinite(value) && value >= 0, eventMessages.priceMin)
    .refine((value) => value < 10_000_000, eventMessages.priceMin)
    .transform((value) => value.toFixed(2))
    .nullable(),
);

const capacity = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: eventMessages.maxAttendeesMin })
    .int(eventMessages.maxAttendeesMin)
    .min(1, eventMessages.maxAttendeesMin)
    .max(1_000_000, eventMessages.maxAttendeesMin)
    .nullable(),
);

/** An ISO 8601 date-time, or the 'YYYY-MM-DDTHH:mm' of a datetime-local input read as South African time. */
const dateTime = (requiredMessage: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .transform((value, ctx) => {
        const date = readEventDate(value);
        if (Number.isNaN(date.getTime())) {
          ctx.addIssue({ code: 'custom', message: requiredMessage });
          return z.NEVER;
        }
        return date.toISOString();
      }),
  );

/**
 * The event form, on the web and on the server (JSON and multipart alike). Location fields
 * are required for physical events, the link for virtual ones.
 */
export const eventInput = z
  .object({
    title: z
      .string({ error: eventMessages.titleRequired })
      .trim()
      .min(1, { error: eventMessages.titleRequired, abort: true })
      .min(EVENT_TITLE_MIN, eventMessages.titleMin)
      .max(150),
    description: z
      .string({ error: eventMessages.descriptionRequired })
      .trim()
      .min(1, { error: eventMessages.descriptionRequired, abort: true })
      .min(EVENT_DESCRIPTION_MIN, eventMessages.descriptionMin)
      .max(5000),
    category_id: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: eventMessages.categoryRequired })
        .int(eventMessages.categoryRequired)
        .positive(eventMessages.categoryRequired),
    ),
    event_type: z.enum(EVENT_TYPES).catch('physical').default('physical'),
    start_date: dateTime(eventMessages.startRequired),
    end_date: dateTime(eventMessages.endRequired),
    venue_name: z.preprocess(emptyToNull, trimmed(150).nullable()).optional().default(null),
    venue_address: z.preprocess(emptyToNull, trimmed(300).nullable()).optional().default(null),
    city: z.preprocess(emptyToNull, trimmed(100).nullable()).optional().default(null),
    virtual_url: z.preprocess(emptyToNull, httpUrl(eventMessages.urlInvalid).nullable()).optional().default(null),
    price: decimalPrice.optional().default(null),
    max_attendees: capacity.optional().default(null),
    additional_info: z.preprocess(emptyToNull, trimmed(2000).nullable()).optional().default(null),
    is_public: formBoolean.optional().default(true),
    requires_approval: formBoolean.optional().default(false),
  })
  .superRefine((event, ctx) => {
    for (const [field, message] of Object.entries(eventCrossFieldErrors(event))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((event) => ({
    ...event,
    city: event.event_type === 'physical' && event.city ? canonicalCity(event.city) : null,
    venue_name: event.event_type === 'physical' ? event.venue_name : null,
    venue_address: event.event_type === 'physical' ? event.venue_address : null,
    virtual_url: event.event_type === 'virtual' ? event.virtual_url : null,
  }));
export type EventInput = z.input<typeof eventInput>;
export type EventCommand = z.output<typeof eventInput>;

export const eventsQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().trim().max(80).optional().catch(undefined),
  city: z.string().trim().max(100).optional().catch(undefined),
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});
export type EventsQuery = z.input<typeof eventsQuery>;

export const eventIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A body that may be left out entirely (no body, or JSON null). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const attendRequest = optionalBody(
  z.object({ status: z.enum(['attending']).catch('attending').default('attending') }),
);

export const rejectRequest = optionalBody(
  z.object({ reason: z.preprocess(emptyToNull, trimmed(500).nullable()).optional().default(null) }),
);

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** An event as lists show it: what a card needs, nothing more (a page of 12 stays small). */
export const eventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: categoryRef,
  event_type: z.enum(EVENT_TYPES),
  start_date: z.string(),
  end_date: z.string(),
  venue_name: z.string().nullable(),
  city: z.string().nullable(),
  price: z.string().nullable(),
  max_attendees: z.number().int().nullable(),
  attendees_count: z.number().int(),
  image: z.string().nullable(),
  image_card: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** The detail page's event, with the caller's own attendance. */
export const eventDetail = eventSummary.extend({
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  venue: z.string().nullable(),
  venue_address: z.string().nullable(),
  address: z.string().nullable(),
  virtual_url: z.string().nullable(),
  additional_info: z.string().nullable(),
  is_public: z.boolean(),
  requires_approval: z.boolean(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  waitlist_count: z.number().int(),
  user_attending: z.boolean(),
  user_waitlisted: z.boolean(),
  /** The caller asked to attend an event that requires approval and awaits the organiser. */
  user_requested: z.boolean(),
  /** 1-based place on the waitlist, when the caller is on it. */
  waitlist_position: z.number().int().nullable(),
  is_owner: z.boolean(),
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

export const attendanceResponse = z.object({
  data: z.object({
    status: z.enum(ATTENDANCE_STATUSES).nullable(),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
    waitlist_position: z.number().int().nullable(),
  }),
  message: z.string(),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;

/** The organiser's answer to a request: who, and where they stand now (null once declined). */
export const rsvpParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  userId: z.coerce.number().int().positive().max(MAX_ID),
});
export const rsvpDecisionResponse = z.object({
  data: z.object({
    user_id: z.number().int(),
    status: z.enum(ATTENDANCE_STATUSES).nullable(),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
  }),
  message: z.string(),
});
export type RsvpDecisionResponse = z.infer<typeof rsvpDecisionResponse>;

export const attendee = z.object({
  user_id: z.number().int(),
  name: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  created_at: z.string(),
});
export type Attendee = z.infer<typeof attendee>;

export const pendingEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  city: z.string().nullable(),
  category: z.object({ name: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type PendingEvent = z.infer<typeof pendingEvent>;
