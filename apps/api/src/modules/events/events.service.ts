import {
  accountDataMessages,
  canonicalCity,
  canonicalGhanaTown,
  EVENT_IMAGE_MAX_PIXELS,
  EVENT_MAX_DURATION_DAYS,
  eventMessages,
  findEventPlace,
  formatLongDate,
  pageMeta,
  pageOffset,
  saMidnight,
  type EventCommand,
  type EventDetail,
  type EventSummary,
  type ListResponse,
  type MyEvent,
  type MyRsvp,
  type MyRsvpTime,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { moderationHiding } from '../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../lib/audit.ts';
import { PG_CHECK_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { deleteImage, imageRenditionKeys, storeImageField } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { Viewer } from '../users/viewer.ts';
import { canView, isOwner, type EventAccess } from './events.access.ts';
import type { EventsRepository, EventWithRefs } from './events.repository.ts';
import { eventCalendar } from './events.ics.ts';
import { toEventDetail, toEventSummary, toMyEvent } from './events.mappers.ts';
import type { EventRow, NewEventRow } from './events.table.ts';
import type { RsvpsService } from './rsvps/rsvps.service.ts';

export interface UploadedImage {
  buffer: Buffer;
}

interface Deps {
  eventsRepository: EventsRepository;
  eventAccess: EventAccess;
  rsvpsService: Pick<RsvpsService, 'fillFreePlaces' | 'rsvpOf'>;
  /** Private files an event's deletion takes with it (contributions' proofs of payment): removed after the commit. */
  onEventDeleted?: (tx: Transaction, eventId: number) => Promise<() => Promise<void>>;
  activityService: ActivityService;
  storage: FileStorage;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  /**
   * Whether a member's events go live without review (admins and verified businesses with an approved listing:
   * docs/rules/approval.md).
   */
  publishesWithoutReview(user: NonNullable<Viewer>): Promise<boolean>;
  /** The admin audit trail: an admin's edit or deletion of another member's event. */
  audit: Audit;
  /** Associations an event may be posted in the name of (decision 035). */
  associations: AssociationPosting;
}

/** What events ask of associations: who may post in one's name, and its name on the event's page. */
export interface AssociationPosting {
  /** The association, when it is listed and `viewer` leads it (or is an admin); null otherwise. */
  postingAs(associationId: number, viewer: NonNullable<Viewer>): Promise<{ verified: boolean } | null>;
  /** Its id and name while it is listed; null once it is not. */
  listedRef(associationId: number): Promise<{ id: number; name: string } | null>;
}

/** List totals are counted at most every few seconds per filter; this instance's own writes clear them. */
const LIST_TOTAL_TTL_MS = 5_000;

/** What an admin reads before publishing: a change to any of these sends an approved event back to review. */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'categoryId',
  'virtualUrl',
  'venueName',
  'venueAddress',
  'additionalInfo',
] as const satisfies ReadonlyArray<keyof EventRow>;

/**
 * Database rules a write can meet after the service's own checks passed (a race): a category
 * that is gone, or RSVPs that arrived while the capacity was being lowered.
 */
function writeError(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code === PG_FOREIGN_KEY_VIOLATION) return validationError('category_id', eventMessages.categoryRequired);
  if (code === PG_CHECK_VIOLATION) return validationError('max_attendees', eventMessages.capacityBelowAttending);
  return error;
}

export function createEventsService(deps: Deps) {
  const { eventsRepository, eventAccess, rsvpsService, activityService, storage, transact, clock } = deps;
  const listTotals = createTtlCache<number>(LIST_TOTAL_TTL_MS, clock);

  const saveImage = (image: UploadedImage) =>
    storeImageField(storage, 'events', image.buffer, {
      maxPixels: EVENT_IMAGE_MAX_PIXELS,
      field: 'image',
      invalid: eventMessages.imageInvalid,
      tooManyPixels: eventMessages.imageTooManyPixels,
    });

  function columns(command: EventCommand): Omit<NewEventRow, 'userId'> {
    const city = command.city ? findEventPlace(command.city) : null;
    return {
      title: command.title,
      description: command.description,
      categoryId: command.category_id,
      eventType: command.event_type,
      heldIn: command.held_in,
      lifeEvent: command.life_event,
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
      associationId: command.association_id,
    };
  }

  /**
   * The association an event is posted in the name of: one its author leads (a 422 on the field otherwise), or null.
   * `kept`: the association the event already carries, which an edit may keep whoever edits it.
   */
  async function postingAs(viewer: NonNullable<Viewer>, command: EventCommand, kept: number | null = null) {
    if (command.association_id === null || command.association_id === kept) return null;
    const association = await deps.associations.postingAs(command.association_id, viewer);
    if (!association) throw validationError('association_id', eventMessages.associationNotLed);
    return association;
  }

  const listing = (command: EventCommand) => ({
    title: command.title,
    isPublic: command.is_public,
    endDate: new Date(command.end_date),
  });

  /**
   * Followers of the organiser's businesses hear of an event when it becomes listed: approved, public and
   * not over. Called on each path that can list it (create, edit, privacy); approval calls the activity
   * service itself.
   */
  async function announceIfListed(
    tx: Transaction,
    event: Pick<EventRow, 'id' | 'title' | 'userId' | 'status' | 'isPublic' | 'endDate'>,
  ): Promise<void> {
    if (event.status !== 'approved' || !event.isPublic || event.endDate <= clock.now()) return;
    await activityService.announceEvent(tx, { id: event.id, title: event.title, organiserId: event.userId });
  }

  async function refuseUnknownCategory(command: EventCommand): Promise<void> {
    if (!(await eventsRepository.isEventCategory(command.category_id))) {
      throw validationError('category_id', eventMessages.categoryRequired);
    }
  }

  function refuseStartInPast(command: EventCommand): void {
    if (new Date(command.start_date) <= clock.now()) throw validationError('start_date', eventMessages.startInPast);
  }

  async function detailFor(row: EventWithRefs, viewer: Viewer): Promise<EventDetail> {
    const rsvp = (await rsvpsService.rsvpOf(row.event.id, viewer)) ?? {
      status: null,
      waitlistPosition: null,
    };
    const association = row.event.associationId ? await deps.associations.listedRef(row.event.associationId) : null;
    return toEventDetail(row, storage, {
      isOwner: isOwner(viewer, row),
      signedIn: viewer !== null,
      rsvp,
      association,
    });
  }

  async function reload(id: number, viewer: Viewer): Promise<EventDetail> {
    return detailFor((await eventsRepository.findById(id))!, viewer);
  }

  /** Attendees hear of a new start time or venue (an entry each, an SMS to those who asked for them). */
  async function tellAttendeesOfMove(
    tx: Transaction,
    before: Pick<EventRow, 'id' | 'title' | 'startDate' | 'endDate' | 'venueName' | 'venueAddress'>,
    after: Partial<NewEventRow>,
  ): Promise<void> {
    const startDate = after.startDate ?? before.startDate;
    const venueName = after.venueName === undefined ? before.venueName : after.venueName;
    const venueAddress = after.venueAddress === undefined ? before.venueAddress : after.venueAddress;
    const rescheduled = startDate.getTime() !== before.startDate.getTime();
    const moved = venueName !== before.venueName || venueAddress !== before.venueAddress;
    if (!rescheduled && !moved) return;
    await activityService.tellAttendees(
      tx,
      { id: before.id, title: after.title ?? before.title, startDate, endDate: after.endDate ?? before.endDate },
      { kind: 'changed', startDate, venue: venueName ?? venueAddress ?? null, previousStart: before.startDate },
      clock.now(),
    );
  }

  /** Runs a write that may have stored a new image; the image goes again when the write fails. */
  async function withImage<T>(imageKey: string | null | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (imageKey) await deleteImage(storage, imageKey);
      throw writeError(error);
    }
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category?: string;
      city?: string;
      date_from?: string;
      association?: number;
    }): Promise<ListResponse<EventSummary>> {
      const now = clock.now();
      const earliestStart = addDays(now, -EVENT_MAX_DURATION_DAYS);
      const filters = {
        search: query.search || undefined,
        categorySlug: query.category || undefined,
        city: query.city ? (canonicalCity(query.city) ?? canonicalGhanaTown(query.city) ?? query.city) : undefined,
        startsFrom: query.date_from ? saMidnight(query.date_from) : undefined,
        associationId: query.association,
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
      return detailFor(await eventAccess.visibleEvent(id, viewer), viewer);
    },

    async create(
      viewer: NonNullable<Viewer>,
      command: EventCommand,
      image: UploadedImage | null,
    ): Promise<EventDetail> {
      // An association's leaders post in its name whatever their account (decision 035).
      const association = await postingAs(viewer, command);
      if (viewer.userType !== 'business' && !viewer.isAdmin && !association) {
        throw forbidden(eventMessages.onlyBusinessesCreate);
      }
      refuseStartInPast(command);
      await refuseUnknownCategory(command);
      const imageKey = image ? await saveImage(image) : null;
      // A verified association's events go live as a verified business's do (docs/rules/approval.md).
      const status = association?.verified || (await deps.publishesWithoutReview(viewer)) ? 'approved' : 'pending';
      const id = await withImage(imageKey, () =>
        transact(async (tx) => {
          const id = await eventsRepository.insert(tx, { ...columns(command), userId: viewer.id, imageKey, status });
          await activityService.record(
            tx,
            viewer.id,
            'event.created',
            status === 'approved'
              ? `You published “${command.title}”.`
              : `You submitted “${command.title}” for approval.`,
            `/events/${id}`,
          );
          await announceIfListed(tx, { ...listing(command), id, userId: viewer.id, status });
          return id;
        }),
      );
      listTotals.clear();
      return reload(id, viewer);
    },

    /**
     * Saves the organiser's changes. A raised capacity lets the waitlist in at once; a change to what
     * an admin reviewed sends an approved event back to review unless its author publishes without it.
     */
    async update(
      viewer: NonNullable<Viewer>,
      id: number,
      command: EventCommand,
      image: UploadedImage | null,
      removeImage: boolean,
    ): Promise<EventDetail> {
      const row = await eventAccess.managedEvent(id, viewer);
      await postingAs(viewer, command, row.event.associationId);
      if (command.start_date !== row.event.startDate.toISOString()) refuseStartInPast(command);
      await refuseUnknownCategory(command);
      if (command.max_attendees !== null && command.max_attendees < row.event.attendeesCount) {
        throw validationError('max_attendees', eventMessages.capacityBelowAttending);
      }
      const newImageKey = image ? await saveImage(image) : undefined;
      const values: Partial<NewEventRow> = { ...columns(command) };
      if (newImageKey !== undefined) values.imageKey = newImageKey;
      else if (removeImage) values.imageKey = null;

      const contentChanged =
        values.imageKey !== undefined || REVIEWED_FIELDS.some((field) => values[field] !== row.event[field]);
      // A hidden event stays hidden whatever its owner changes: the review rule applies to the status it goes back to.
      const hidden = row.event.status === 'hidden';
      const reviewedStatus = hidden ? row.event.hiddenFromStatus : row.event.status;
      const backToReview =
        (reviewedStatus === 'rejected' ||
          (reviewedStatus === 'approved' && contentChanged && !(await deps.publishesWithoutReview(viewer)))) &&
        // An admin's own edit needs nobody's review.
        !viewer.isAdmin;
      if (backToReview) {
        Object.assign(values, { [hidden ? 'hiddenFromStatus' : 'status']: 'pending', rejectionReason: null });
      }

      await withImage(newImageKey, () =>
        transact(async (tx) => {
          await eventsRepository.update(tx, id, values);
          await auditAdminChange(deps.audit, tx, viewer, row.event.userId, {
            action: 'event.update',
            targetType: 'event',
            targetId: id,
          });
          await deps.rsvpsService.fillFreePlaces(tx, id);
          await tellAttendeesOfMove(tx, row.event, values);
          const wasListed = row.event.status === 'approved' && row.event.isPublic;
          if (!wasListed) {
            await announceIfListed(tx, {
              ...listing(command),
              id,
              userId: row.event.userId,
              status: backToReview ? 'pending' : row.event.status,
            });
          }
          if (backToReview && row.event.status === 'approved') {
            await activityService.record(
              tx,
              row.event.userId,
              'event.resubmitted',
              `Your changes to “${command.title}” await review before they are published.`,
              `/events/${id}`,
            );
          }
        }),
      );
      listTotals.clear();
      if (row.event.imageKey && values.imageKey !== undefined) await deleteImage(storage, row.event.imageKey);
      return reload(id, viewer);
    },

    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const row = await eventAccess.managedEvent(id, viewer);
      // Attendees hear it is off (an entry, and an SMS to those who asked for them) before their RSVPs go with it.
      const removeFiles = await transact(async (tx) => {
        const removeFiles = (await deps.onEventDeleted?.(tx, id)) ?? (async () => {});
        await activityService.tellAttendees(tx, row.event, { kind: 'cancelled' }, clock.now());
        await eventsRepository.delete(id, tx);
        await auditAdminChange(deps.audit, tx, viewer, row.event.userId, {
          action: 'event.delete',
          targetType: 'event',
          targetId: id,
          note: row.event.title,
        });
        return removeFiles;
      });
      await removeFiles();
      listTotals.clear();
      if (row.event.imageKey) await deleteImage(storage, row.event.imageKey);
    },

    async togglePrivacy(viewer: NonNullable<Viewer>, id: number): Promise<MyEvent> {
      const row = await eventAccess.managedEvent(id, viewer);
      await transact(async (tx) => {
        await eventsRepository.setPublic(tx, id, !row.event.isPublic);
        await announceIfListed(tx, { ...row.event, isPublic: !row.event.isPublic });
      });
      listTotals.clear();
      return toMyEvent((await eventsRepository.findById(id))!, storage);
    },

    async calendar(id: number, viewer: Viewer): Promise<string> {
      return eventCalendar(await eventAccess.visibleEvent(id, viewer), deps.publicUrl, clock.now());
    },

    async mine(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<MyEvent>> {
      const { rows, total } = await eventsRepository.listByOwner(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map((row) => toMyEvent(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    /**
     * The member's own RSVPs: upcoming ones soonest first (My Events, and the offline home keeps them), or past
     * ones latest first (My Events keeps them).
     */
    async rsvps(
      viewer: NonNullable<Viewer>,
      { when, page, per_page: perPage }: { when: MyRsvpTime; page: number; per_page: number },
    ): Promise<ListResponse<MyRsvp>> {
      const { rows, total } = await eventsRepository.listRsvpedBy(
        viewer.id,
        when,
        clock.now(),
        perPage,
        pageOffset(page, perPage),
      );
      return {
        data: rows.map((row) => ({ ...toEventSummary(row, storage), rsvp_status: row.rsvpStatus })),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    /** Another part of events (approval) changed what is listed: totals are counted afresh. */
    listChanged: () => listTotals.clear(),

    /** The events a search engine may list (the ones their public pages show): ids and when each last changed. */
    sitemapEntries() {
      return eventsRepository.listedIds(clock.now());
    },

    /** The event as the moderation queue shows it; null when it is gone. `listed`: every member may see it. */
    async moderationTarget(id: number) {
      const row = await eventsRepository.findById(id);
      if (!row) return null;
      return {
        authorId: row.event.userId,
        title: row.event.title,
        excerpt: row.event.description,
        link: `/events/${id}`,
        status: row.event.status,
        listed: canView(null, row),
      };
    },

    ...moderationHiding(eventsRepository),

    /** Dashboard counter: events a member created. */
    async counters(userId: number) {
      return { events_created: await eventsRepository.countCreated(userId) };
    },

    /**
     * Account deletion: the member's events go with the account (cascade), and whoever is going to, waiting for or
     * asking to attend one that has not ended is told it is off; the image files go after the commit.
     */
    async onAccountDeleted(tx: Transaction, userId: number): Promise<() => Promise<void>> {
      const keys = await eventsRepository.imageKeysOfOwner(tx, userId);
      for (const rsvp of await eventsRepository.membersOfUpcomingOf(tx, userId, clock.now())) {
        // Guests (no account) are not on a feed; the query leaves them out (docs/decisions/034).
        if (rsvp.userId === null) continue;
        await activityService.notify(tx, rsvp.userId, {
          type: 'event.cancelled',
          subject: accountDataMessages.eventCancelledSubject(rsvp.title),
          text: accountDataMessages.eventCancelled(rsvp.title, formatLongDate(rsvp.startDate.toISOString())),
          link: '/events',
        });
      }
      return async () => {
        for (const key of keys) await deleteImage(storage, key);
      };
    },

    /** Download my data: the events the member organises, and the image of each. */
    async exportFor({ id }: { id: number }) {
      const rows = await eventsRepository.exportOf(id);
      const files = [];
      for (const row of rows) {
        if (!row.imageKey) continue;
        const content = await storage.get(imageRenditionKeys(row.imageKey).full);
        if (content) files.push({ path: `events/${row.id}.webp`, content });
      }
      return { data: { events: rows }, files };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
