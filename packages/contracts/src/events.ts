import { z } from 'zod';
import { canonicalCity } from './cities.ts';
import { formBoolean, httpUrl } from './common/form-values.ts';
import { paginationQuery } from './common/pagination.ts';

export const EVENT_TYPES = ['physical', 'virtual'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const ATTENDANCE_STATUSES = ['attending', 'waitlisted'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const EVENT_TITLE_MIN = 3;
export const EVENT_DESCRIPTION_MIN = 10;
export const EVENT_DEFAULT_DURATION_HOURS = 2;
/** Longer gatherings are listed as separate events; the bound keeps the upcoming-events index scan short. */
export const EVENT_MAX_DURATION_DAYS = 14;
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EVENT_IMAGE_MAX_PIXELS = 40_000_000;
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's event texts (§5 Event form, §8 Events) and the ones it leaves to us. */
export const eventMessages = {
  titleRequired: 'Event title is required',
  titleMin: 'Title must be at least 3 characters',
  descriptionRequired: 'Event description is required',
  descriptionMin: 'Description must be at least 10 characters',
  categoryRequired: 'Please select a category',
  startRequired: 'Start date is required',
  startInPast: 'Start date must be in the future',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  tooLong: 'An event may last at most 14 days.',
  capacityBelowAttending: 'The capacity cannot be lower than the number of members already attending.',
  venueRequired: 'Venue name is required',
  cityRequired: 'Please select a city',
  virtualUrlRequired: 'Virtual URL is required',
  urlInvalid: 'Please enter a valid URL',
  maxAttendeesMin: 'Must be at least 1',
  priceMin: 'Price must be 0 or greater',
  imageInvalid: 'The image must be a JPEG, PNG or WebP picture.',
  imageTooLarge: 'The image may not be larger than 5 MB.',
  imageTooManyPixels: 'The image may not be larger than 40 megapixels.',
  // §8
  createFailed: 'Failed to create event. Please try again.',
  updateFailed: 'Failed to update event.',
  loadForEditFailed: 'Failed to load event.',
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  myEventsFailed: 'Failed to fetch events. Please try again later.',
  privacyFailed: 'Failed to update event privacy.',
  deleteFailed: 'Failed to delete event.',
  deleteConfirm: 'Are you sure you want to delete this event? This action cannot be undone.',
  fetchEventsFailed: 'Failed to fetch events',
  fetchEventFailed: 'Failed to fetch event',
  attendFailed: 'Failed to attend event',
  unattendFailed: 'Failed to unattend event',
  // screens (§2)
  notFound: 'Event not found',
  notFoundDetail: "The event you're looking for doesn't exist.",
  notAuthorized: 'You are not authorized to edit this event.',
  loadingDetails: 'Loading event details...',
  noEvents: 'No events found',
  noEventsHint: 'Try adjusting your search or filters.',
  noMyEvents: "You haven't created any events yet.",
  linkCopied: 'Link copied to clipboard!',
  organizerFallback: 'Community Organizer',
  // ours
  onlyBusinessesCreate: 'Only business accounts can create events.',
  eventEnded: 'This event has already ended.',
  submittedForApproval: 'Your event was submitted and will be published once an admin approves it.',
  approved: 'Event approved.',
  rejected: 'Event rejected.',
  noPendingEvents: 'There are no events currently awaiting approval.',
  fetchPendingFailed: 'Failed to fetch pending events.',
  approveFailed: 'Failed to approve event. Please try again.',
  rejectFailed: 'Failed to reject event. Please try again.',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);

/** '' and null mean "not given" in forms and multipart bodies. */
function emptyToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

const decimalPrice = z.preprocess(
  emptyToNull,
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d{1,2})?$/, eventMessages.priceMin)])
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
        const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value}+02:00` : value;
        const date = new Date(withZone);
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
      z.coerce.number({ error: eventMessages.categoryRequired }).int(eventMessages.categoryRequired).positive(eventMessages.categoryRequired),
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
    const duration = new Date(event.end_date).getTime() - new Date(event.start_date).getTime();
    if (duration <= 0) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: eventMessages.endAfterStart });
    } else if (duration > EVENT_MAX_DURATION_DAYS * 24 * 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: eventMessages.tooLong });
    }
    if (event.event_type === 'physical') {
      if (!event.venue_name) ctx.addIssue({ code: 'custom', path: ['venue_name'], message: eventMessages.venueRequired });
      if (!event.city || !canonicalCity(event.city)) {
        ctx.addIssue({ code: 'custom', path: ['city'], message: eventMessages.cityRequired });
      }
    } else if (!event.virtual_url) {
      ctx.addIssue({ code: 'custom', path: ['virtual_url'], message: eventMessages.virtualUrlRequired });
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

export const eventIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A body that may be left out entirely (no body, or JSON null). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const attendRequest = optionalBody(z.object({ status: z.enum(['attending']).catch('attending').default('attending') }));

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

export const attendanceMessages = {
  attending: "You're going! See you there.",
  waitlisted: 'The event is full: you are on the waitlist and will be told if a place opens.',
  cancelled: 'Your RSVP was cancelled.',
  rsvping: 'RSVPing...',
  rsvp: 'RSVP',
  joinWaitlist: 'Join Waitlist',
  cancelRsvp: 'Cancel RSVP',
  leaveWaitlist: 'Leave Waitlist',
} as const;
