import {
  formatPhone,
  guestRsvpMessages,
  type Attendee,
  type RsvpStatus,
  type EventDetail,
  type EventSummary,
  type MyEvent,
  type PendingEvent,
} from '@akwaaba/contracts';
import { imageRenditionKeys, imageSrcsets } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { EventSummaryRow, EventWithRefs } from './events.repository.ts';

export interface ViewerRsvp {
  status: RsvpStatus | null;
  waitlistPosition: number | null;
  /** The guests the viewer brings; null without an RSVP. */
  plusOnes: number | null;
}

export function imageUrls(storage: FileStorage, key: string | null) {
  if (!key) return { image: null, image_card: null, image_card_srcset: null };
  const keys = imageRenditionKeys(key);
  return {
    image: storage.url(keys.full),
    image_card: storage.url(keys.card),
    image_card_srcset: imageSrcsets(key, storage.url).card,
  };
}

export function toEventSummary({ event, category, organizer }: EventSummaryRow, storage: FileStorage): EventSummary {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category,
    event_type: event.eventType,
    held_in: event.heldIn,
    life_event: event.lifeEvent,
    start_date: event.startDate.toISOString(),
    end_date: event.endDate.toISOString(),
    venue_name: event.venueName,
    city: event.city,
    price: event.price,
    max_attendees: event.maxAttendees,
    attendees_count: event.attendeesCount,
    ...imageUrls(storage, event.imageKey),
    user: { id: organizer.id, name: organizer.name },
    cancelled_at: event.cancelledAt?.toISOString() ?? null,
    repeat: event.repeat,
  };
}

/** timestamptz as the driver reads it ("2026-11-28 18:00:00+00", or a Date), as drizzle's own reading parses it. */
const isoTime = (value: unknown) => new Date(value as string).toISOString();

/** A list card from a list row read as an array, in the order of the repository's summaryColumns. */
export function eventSummaryOf(row: unknown[], storage: FileStorage): EventSummary {
  const [id, _userId, title, description, eventType, heldIn, lifeEvent, startDate, endDate, venueName] = row;
  const [city, price, maxAttendees, attendeesCount, imageKey, cancelledAt, repeat] = row.slice(10);
  const [categoryId, categoryName, categorySlug, organizerId, organizerName] = row.slice(17);
  return {
    id: id as number,
    title: title as string,
    description: description as string,
    category: { id: categoryId as number, name: categoryName as string, slug: categorySlug as string },
    event_type: eventType as EventSummary['event_type'],
    held_in: heldIn as EventSummary['held_in'],
    life_event: lifeEvent as EventSummary['life_event'],
    start_date: isoTime(startDate),
    end_date: isoTime(endDate),
    venue_name: venueName as string | null,
    city: city as string | null,
    price: price === null ? null : String(price),
    max_attendees: maxAttendees as number | null,
    attendees_count: attendeesCount as number,
    ...imageUrls(storage, imageKey as string | null),
    user: { id: organizerId as number, name: organizerName as string },
    cancelled_at: cancelledAt === null ? null : isoTime(cancelledAt),
    repeat: repeat as EventSummary['repeat'],
  };
}

export function toEventDetail(
  row: EventWithRefs,
  storage: FileStorage,
  viewer: {
    isOwner: boolean;
    signedIn: boolean;
    rsvp: ViewerRsvp;
    association: EventDetail['association'];
    /** The series it is a date of (decision 039). */
    series?: EventDetail['series'];
    /** The viewer's part in running the event (decision 040). */
    hostRole: EventDetail['host_role'];
  },
): EventDetail {
  const { event, organizer } = row;
  return {
    ...toEventSummary(row, storage),
    image_srcset: event.imageKey ? imageSrcsets(event.imageKey, storage.url).image : null,
    user_id: event.userId,
    // The organiser's email is for members, not for scrapers.
    user: { id: organizer.id, name: organizer.name, email: viewer.signedIn ? organizer.email : null },
    venue: event.venueName,
    venue_address: event.venueAddress,
    address: event.venueAddress,
    virtual_url: event.virtualUrl,
    additional_info: event.additionalInfo,
    is_public: event.isPublic,
    requires_approval: event.requiresApproval,
    max_plus_ones: event.maxPlusOnes,
    reconfirm_hours: event.reconfirmHours,
    status: event.status,
    rejection_reason: viewer.isOwner || viewer.hostRole !== null ? event.rejectionReason : null,
    waitlist_count: event.waitlistCount,
    user_attending: viewer.rsvp.status === 'attending',
    user_waitlisted: viewer.rsvp.status === 'waitlisted',
    user_requested: viewer.rsvp.status === 'requested',
    waitlist_position: viewer.rsvp.waitlistPosition,
    user_plus_ones: viewer.rsvp.plusOnes,
    is_owner: viewer.isOwner,
    host_role: viewer.hostRole,
    association: viewer.association,
    series: viewer.series ?? null,
    created_at: event.createdAt.toISOString(),
  };
}

export function toMyEvent(row: EventWithRefs, storage: FileStorage): MyEvent {
  return {
    ...toEventSummary(row, storage),
    is_public: row.event.isPublic,
    status: row.event.status,
    rejection_reason: row.event.rejectionReason,
    waitlist_count: row.event.waitlistCount,
  };
}

export function toPendingEvent(
  { event, category, organizer }: EventWithRefs,
  storage: FileStorage,
  /** How many dates of its series wait with it (decision 039). */
  pendingDates = 1,
): PendingEvent {
  const { image_card, image_card_srcset } = imageUrls(storage, event.imageKey);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    image_card,
    image_card_srcset,
    start_date: event.startDate.toISOString(),
    city: event.city,
    category: { name: category.name },
    user: { id: organizer.id, name: organizer.name },
    series: event.repeat ? { repeat: event.repeat, pending_dates: pendingDates } : null,
    created_at: event.createdAt.toISOString(),
  };
}

/** A member's RSVP, or a guest's (no user: the name and proved number are on the RSVP; docs/decisions/034). */
export function toAttendee(row: {
  id: number;
  userId: number | null;
  memberName: string | null;
  guestName: string | null;
  guestPhone: string | null;
  status: RsvpStatus;
  plusOnes: number;
  createdAt: Date;
  reconfirmedAt: Date | null;
}): Attendee {
  const guest = row.userId === null;
  return {
    user_id: row.userId,
    guest_id: guest ? row.id : null,
    phone: guest ? row.guestPhone : null,
    name: (guest ? row.guestName : row.memberName) ?? guestRsvpMessages.formerGuest,
    status: row.status,
    plus_ones: row.plusOnes,
    created_at: row.createdAt.toISOString(),
    reconfirmed_at: row.reconfirmedAt?.toISOString() ?? null,
  };
}

/** A CSV cell: quoted, and never read by a spreadsheet as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function attendeesCsv(attendees: Attendee[]): string {
  const lines = [
    // The party: the member or guest and the guests they bring (decision 040).
    ['Name', 'Status', 'Party size', 'RSVP date', 'Guest', 'Phone', 'Reconfirmed'],
    ...attendees.map((a) => [
      a.name,
      a.status,
      String(1 + a.plus_ones),
      a.created_at,
      a.guest_id === null ? '' : 'yes',
      a.phone ? formatPhone(a.phone) : '',
      a.reconfirmed_at ?? '',
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
