import {
  attendanceMessages,
  canonicalCity,
  EVENT_IMAGE_MAX_PIXELS,
  EVENT_MAX_DURATION_DAYS,
  eventMessages,
  findCity,
  pageMeta,
  pageOffset,
  type Attendee,
  type EventCommand,
  type EventDetail,
  type EventSummary,
  type ListResponse,
  type MyEvent,
  type PendingEvent,
} from '@akwaaba/contracts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound, validationError } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { deleteImage, ImageRejectedError, storeImage } from '../../lib/images.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { UserRow } from '../users/users.table.ts';
import type { EventsRepository, EventWithRefs } from './events.repository.ts';
import { eventCalendar } from './events.ics.ts';
import {
  attendeesCsv,
  imageUrls,
  toAttendee,
  toEventDetail,
  toEventSummary,
  toMyEvent,
  toPendingEvent,
  type ViewerAttendance,
} from './events.mappers.ts';
import type { NewEventRow } from './events.table.ts';

export type Viewer = Pick<UserRow, 'id' | 'isAdmin' | 'userType' | 'isVerifiedBusiness' | 'name' | 'email'> | null;

export interface UploadedImage {
  buffer: Buffer;
}

interface Deps {
  eventsRepository: EventsRepository;
  activityService: ActivityService;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  publicUrl: string;
  /** Whether a member's events go live without review (GUIDE §1: admins and approved, verified businesses). */
  publishesWithoutReview(user: NonNullable<Viewer>): Promise<boolean>;
}

const isOwner = (viewer: Viewer, row: EventWithRefs) => viewer !== null && viewer.id === row.event.userId;
const canManage = (viewer: Viewer, row: EventWithRefs) => isOwner(viewer, row) || viewer?.isAdmin === true;
/** Approved public events are for everyone; the rest only for their owner and admins. */
const canView = (viewer: Viewer, row: EventWithRefs) =>
  (row.event.status === 'approved' && row.event.isPublic) || canManage(viewer, row);

/** South African midnight of a YYYY-MM-DD date. */
const saMidnight = (date: string) => new Date(`${date}T00:00:00+02:00`);

/** List totals are counted at most every few seconds per filter; this instance's own writes clear them. */
const LIST_TOTAL_TTL_MS = 5_000;

export function createEventsService(deps: Deps) {
  const { eventsRepository, activityService, storage, clock } = deps;
  const listTotals = createTtlCache<number>(LIST_TOTAL_TTL_MS, clock);

  async function visibleEvent(id: number, viewer: Viewer): Promise<EventWithRefs> {
    const row = await eventsRepository.findById(id);
    if (!row || !canView(viewer, row)) throw notFound(eventMessages.notFound);
    return row;
  }

  async function managedEvent(id: number, viewer: Viewer): Promise<EventWithRefs> {
    const row = await visibleEvent(id, viewer);
    if (!canManage(viewer, row)) throw forbidden();
    return row;
  }

  async function saveImage(image: UploadedImage): Promise<string> {
    try {
      return (await storeImage(storage, 'events', image.buffer, { maxPixels: EVENT_IMAGE_MAX_PIXELS })).key;
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw validationError(
          'image',
          error.problem === 'too_many_pixels' ? eventMessages.imageTooManyPixels : eventMessages.imageInvalid,
        );
      }
      throw error;
    }
  }

  function columns(command: EventCommand): Omit<NewEventRow, 'userId'> {
    const city = command.city ? findCity(command.city) : null;
    return {
      title: command.title,
      description: command.description,
      categoryId: command.category_id,
      eventType: command.event_type,
      virtualUrl: command.virtual_url,
      startDate: new Date(command.start_date),
      endDate: new Date(command.end_date),
      venueName: command.venue_name,
      venueAddress: command.venue_address,
      city: command.city,
      // The city's point until a places lookup gives the venue's own.
      latitude: city?.lat ?? null,
      longitude: city?.lon ?? null,
      price: command.price,
      maxAttendees: command.max_attendees,
      additionalInfo: command.additional_info,
      isPublic: command.is_public,
      requiresApproval: command.requires_approval,
    };
  }

  async function refuseUnknownCategory(command: EventCommand): Promise<void> {
    if (!(await eventsRepository.isEventCategory(command.category_id))) {
      throw validationError('category_id', eventMessages.categoryRequired);
    }
  }

  function refuseStartInPast(command: EventCommand): void {
    if (new Date(command.start_date) <= clock.now()) throw validationError('start_date', eventMessages.startInPast);
  }

  async function attendanceFor(eventId: number, viewer: Viewer): Promise<ViewerAttendance> {
    const own = viewer ? await eventsRepository.attendanceOf(eventId, viewer.id) : null;
    return own ?? { status: null, waitlistPosition: null };
  }

  async function detailFor(row: EventWithRefs, viewer: Viewer): Promise<EventDetail> {
    const attendance = await attendanceFor(row.event.id, viewer);
    return toEventDetail(row, storage, { isOwner: isOwner(viewer, row), signedIn: viewer !== null, attendance });
  }

  async function reload(id: number, viewer: Viewer): Promise<EventDetail> {
    return detailFor((await eventsRepository.findById(id))!, viewer);
  }

  async function tell(userId: number, email: string | null, subject: string, text: string, link: string) {
    await activityService.record(userId, 'event', text, link);
    if (email) await deps.mailer.send({ to: email, subject, text: `${text}\n\n${deps.publicUrl}${link}\n\nAkwaaba` });
  }

  /** A member moved from the waitlist into a place hears about it at once (activity and mail). */
  async function tellPromoted(userId: number, eventId: number, title: string) {
    const promoted = await eventsRepository.attendeeContact(userId);
    if (!promoted) return;
    await tell(
      promoted.id,
      promoted.email,
      `A place opened up: ${title}`,
      `Good news, ${promoted.name}: a place opened up at “${title}” and it is yours. You are now attending.`,
      `/events/${eventId}`,
    );
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category?: string;
      city?: string;
      date_from?: string;
    }): Promise<ListResponse<EventSummary>> {
      const now = clock.now();
      const earliestStart = addDays(now, -EVENT_MAX_DURATION_DAYS);
      const filters = {
        search: query.search || undefined,
        categorySlug: query.category || undefined,
        city: query.city ? (canonicalCity(query.city) ?? query.city) : undefined,
        startsFrom: query.date_from ? saMidnight(query.date_from) : undefined,
      };
      const [rows, total] = await Promise.all([
        eventsRepository.listPublic(
          filters,
          now,
          earliestStart,
          query.per_page,
          pageOffset(query.page, query.per_page),
        ),
        listTotals.get(JSON.stringify(filters), () => eventsRepository.countPublic(filters, now, earliestStart)),
      ]);
      return {
        data: rows.map((row) => toEventSummary(row, storage)),
        ...pageMeta(query.page, query.per_page, total, rows.length),
      };
    },

    async detail(id: number, viewer: Viewer): Promise<EventDetail> {
      return detailFor(await visibleEvent(id, viewer), viewer);
    },

    async create(
      viewer: NonNullable<Viewer>,
      command: EventCommand,
      image: UploadedImage | null,
    ): Promise<EventDetail> {
      if (viewer.userType !== 'business' && !viewer.isAdmin) throw forbidden(eventMessages.onlyBusinessesCreate);
      refuseStartInPast(command);
      await refuseUnknownCategory(command);
      const imageKey = image ? await saveImage(image) : null;
      const status = (await deps.publishesWithoutReview(viewer)) ? 'approved' : 'pending';
      let id: number;
      try {
        id = await eventsRepository.insert({ ...columns(command), userId: viewer.id, imageKey, status });
        listTotals.clear();
      } catch (error) {
        if (imageKey) await deleteImage(storage, imageKey);
        throw writeError(error);
      }
      await activityService.record(
        viewer.id,
        'event.created',
        status === 'approved' ? `You published “${command.title}”.` : `You submitted “${command.title}” for approval.`,
        `/events/${id}`,
      );
      return reload(id, viewer);
    },

    async update(
      viewer: NonNullable<Viewer>,
      id: number,
      command: EventCommand,
      image: UploadedImage | null,
      removeImage: boolean,
    ): Promise<EventDetail> {
      const row = await managedEvent(id, viewer);
      if (command.start_date !== row.event.startDate.toISOString()) refuseStartInPast(command);
      await refuseUnknownCategory(command);
      if (command.max_attendees !== null && command.max_attendees < row.event.attendeesCount) {
        throw validationError('max_attendees', eventMessages.capacityBelowAttending);
      }
      const newImageKey = image ? await saveImage(image) : undefined;
      const values: Partial<NewEventRow> = { ...columns(command) };
      if (newImageKey !== undefined) values.imageKey = newImageKey;
      else if (removeImage) values.imageKey = null;
      // A rejected event goes back to the queue once its owner has changed it.
      if (row.event.status === 'rejected') Object.assign(values, { status: 'pending', rejectionReason: null });
      try {
        await eventsRepository.update(id, values);
        listTotals.clear();
      } catch (error) {
        if (newImageKey) await deleteImage(storage, newImageKey);
        throw writeError(error);
      }
      if (row.event.imageKey && values.imageKey !== undefined) await deleteImage(storage, row.event.imageKey);
      // A raised (or removed) capacity lets the waitlist in before any newcomer. The transaction
      // re-reads the counts under its lock; it is skipped only when nobody was waiting.
      const capacityGrew =
        command.max_attendees === null || command.max_attendees > (row.event.maxAttendees ?? Number.POSITIVE_INFINITY);
      if (capacityGrew && row.event.waitlistCount > 0) {
        for (const userId of await eventsRepository.fillFromWaitlist(id)) await tellPromoted(userId, id, command.title);
      }
      return reload(id, viewer);
    },

    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const row = await managedEvent(id, viewer);
      await eventsRepository.delete(id);
      listTotals.clear();
      if (row.event.imageKey) await deleteImage(storage, row.event.imageKey);
    },

    async togglePrivacy(viewer: NonNullable<Viewer>, id: number): Promise<MyEvent> {
      const row = await managedEvent(id, viewer);
      await eventsRepository.update(id, { isPublic: !row.event.isPublic });
      listTotals.clear();
      return toMyEvent((await eventsRepository.findById(id))!, storage);
    },

    async attend(viewer: NonNullable<Viewer>, id: number) {
      const row = await visibleEvent(id, viewer);
      if (row.event.status !== 'approved') throw notFound(eventMessages.notFound);
      if (row.event.endDate <= clock.now()) throw new AppError('events.ended', 422, eventMessages.eventEnded);
      const outcome = await eventsRepository.attend(id, viewer.id);
      const { waitlistPosition } = await attendanceFor(id, viewer);
      if (outcome.joined && outcome.status) {
        const [type, text] =
          outcome.status === 'attending'
            ? ['event.rsvp', `You are going to “${row.event.title}”.`]
            : ['event.waitlist', `You joined the waitlist for “${row.event.title}”.`];
        await activityService.record(viewer.id, type, text, `/events/${id}`);
      }
      return {
        data: {
          status: outcome.status,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          waitlist_position: waitlistPosition,
        },
        message: outcome.status === 'waitlisted' ? attendanceMessages.waitlisted : attendanceMessages.attending,
      };
    },

    async unattend(viewer: NonNullable<Viewer>, id: number) {
      const row = await visibleEvent(id, viewer);
      const outcome = await eventsRepository.unattend(id, viewer.id);
      if (outcome.promotedUserId !== undefined) await tellPromoted(outcome.promotedUserId, id, row.event.title);
      return {
        data: {
          status: null,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          waitlist_position: null,
        },
        message: attendanceMessages.cancelled,
      };
    },

    async attendees(viewer: NonNullable<Viewer>, id: number): Promise<Attendee[]> {
      await managedEvent(id, viewer);
      return (await eventsRepository.listAttendees(id)).map(toAttendee);
    },

    async attendeesCsv(viewer: NonNullable<Viewer>, id: number): Promise<{ filename: string; csv: string }> {
      const row = await managedEvent(id, viewer);
      const attendees = (await eventsRepository.listAttendees(id)).map(toAttendee);
      const slug =
        row.event.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'event';
      return { filename: `${slug}-attendees.csv`, csv: attendeesCsv(attendees) };
    },

    async calendar(id: number, viewer: Viewer): Promise<string> {
      return eventCalendar(await visibleEvent(id, viewer), deps.publicUrl, clock.now());
    },

    async mine(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<MyEvent>> {
      const { rows, total } = await eventsRepository.listByOwner(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map((row) => toMyEvent(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    async pending(page: number, perPage: number): Promise<ListResponse<PendingEvent>> {
      const { rows, total } = await eventsRepository.listPending(perPage, pageOffset(page, perPage));
      return { data: rows.map(toPendingEvent), ...pageMeta(page, perPage, total, rows.length) };
    },

    async review(id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<void> {
      const row = await eventsRepository.findById(id);
      if (!row) throw notFound(eventMessages.notFound);
      await eventsRepository.update(id, { status: decision, rejectionReason: decision === 'rejected' ? reason : null });
      listTotals.clear();
      const text =
        decision === 'approved'
          ? `Your event “${row.event.title}” was approved and is now published.`
          : `Your event “${row.event.title}” was not approved${reason ? `: ${reason}` : '.'}`;
      await tell(
        row.organizer.id,
        row.organizer.email,
        decision === 'approved' ? 'Your event is live' : 'Your event was not approved',
        text,
        `/events/${id}`,
      );
    },

    /** Title, description and image for link previews (WhatsApp, Facebook): public events only. */
    async openGraph(id: number): Promise<{ title: string; description: string; image: string | null } | null> {
      const row = await eventsRepository.findById(id);
      if (!row || !canView(null, row)) return null;
      const { image } = imageUrls(storage, row.event.imageKey);
      return { title: row.event.title, description: row.event.description.slice(0, 200), image };
    },

    /** Dashboard counters: events a member is going to, and events they created. */
    async counters(userId: number) {
      const [eventsAttending, eventsCreated] = await Promise.all([
        eventsRepository.countAttendingUpcoming(userId, clock.now()),
        eventsRepository.countCreated(userId),
      ]);
      return { events_attending: eventsAttending, events_created: eventsCreated };
    },

    /** Files of a member's events, removed when the account is deleted. */
    async deleteImagesOfOwner(userId: number): Promise<void> {
      for (const key of await eventsRepository.imageKeysOfOwner(userId)) await deleteImage(storage, key);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

/**
 * Database rules a write can meet after the service's own checks passed (a race): a category
 * that is gone, or RSVPs that arrived while the capacity was being lowered.
 */
function writeError(error: unknown): unknown {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23503') return validationError('category_id', eventMessages.categoryRequired);
  if (code === '23514') return validationError('max_attendees', eventMessages.capacityBelowAttending);
  return error;
}
