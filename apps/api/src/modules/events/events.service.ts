import {
  accountDataMessages,
  canonicalCity,
  canonicalGhanaTown,
  DELETED_EVENT_KEEP_DAYS,
  EVENT_IMAGE_MAX_PIXELS,
  EVENT_MAX_DURATION_DAYS,
  eventMessages,
  findEventPlace,
  formatLongDate,
  pageMeta,
  pageOffset,
  reminderMessages,
  saMidnight,
  type EditScope,
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
import { AppError, forbidden, validationError } from '../../lib/errors.ts';
import { deleteImage, imageRenditionKeys, storeImageField } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { DashboardParams } from '../dashboard/dashboard.service.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { Viewer } from '../users/viewer.ts';
import { canManage, canView, isOwner, type EventAccess } from './events.access.ts';
import type { EventsRepository, EventWithRefs } from './events.repository.ts';
import { eventCalendar } from './events.ics.ts';
import { eventSummaryOf, toEventDetail, toEventSummary, toMyEvent } from './events.mappers.ts';
import type { EventRow, NewEventRow } from './events.table.ts';
import type { RsvpsService } from './rsvps/rsvps.service.ts';
import type { EventLog } from './cohosts/cohosts.service.ts';
import type { DeletedEventsRepository } from './changes/deleted-events.repository.ts';
import type { RemindersRepository } from './reminders/reminders.repository.ts';
import type { DateHooks, SeriesService } from './series/series.service.ts';
import type { SeriesDate, SharedColumns } from './series/series.repository.ts';
import { calendarFile } from '../calendar/ics.ts';
import { createListTotals } from '../listings/list-totals.ts';

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
  /** The event's log: who of its organiser, co-hosts and admins edited it (decision 040). */
  eventLog: EventLog;
  /** What is kept of a deleted event for the calendar feeds (decision 037). */
  deletedEvents: DeletedEventsRepository;
  /** A new start asks everyone again: the reminder goes anew and earlier answers to 'Still coming?' no longer count. */
  remindersRepository: Pick<RemindersRepository, 'forgetAnswers'>;
  /** Series of events (decision 039): made, edited from a date on, and written to calendars by their rule. */
  series: SeriesService;
}

/** What events ask of associations: who may post in one's name, and its name on the event's page. */
export interface AssociationPosting {
  /** The association, when it is listed and `viewer` leads it (or is an admin); null otherwise. */
  postingAs(associationId: number, viewer: NonNullable<Viewer>): Promise<{ verified: boolean } | null>;
  /** Its id and name while it is listed; null once it is not. */
  listedRef(associationId: number): Promise<{ id: number; name: string } | null>;
}

/** What an admin reads before publishing: a change to any of these sends an approved event back to review. */
/** What calendars show of an event: a change to any of them raises its SEQUENCE (decision 037). */
const CALENDAR_FIELDS = [
  'title',
  'startDate',
  'endDate',
  'eventType',
  'venueName',
  'venueAddress',
  'city',
  'virtualUrl',
] as const satisfies ReadonlyArray<keyof EventRow>;
const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
const cancelledConflict = (message: string) => new AppError('events.cancelled', 409, message);

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

/** What an edit of a series' later dates sets on each of them alike: the form's columns but its times and status. */
function sharedColumns(values: Partial<NewEventRow>): SharedColumns {
  const {
    startDate: _start,
    endDate: _end,
    sequence: _sequence,
    remindedAt: _reminded,
    releasedAt: _released,
    status: _status,
    hiddenFromStatus: _hidden,
    rejectionReason: _reason,
    ...shared
  } = values;
  return shared;
}

export function createEventsService(deps: Deps) {
  const { eventsRepository, eventAccess, rsvpsService, activityService, storage, transact, clock } = deps;
  const listTotals = createListTotals(clock);

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
      maxPlusOnes: command.max_plus_ones,
      additionalInfo: command.additional_info,
      isPublic: command.is_public,
      requiresApproval: command.requires_approval,
      reconfirmHours: command.reconfirm_hours,
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
      plusOnes: null,
    };
    const association = row.event.associationId ? await deps.associations.listedRef(row.event.associationId) : null;
    return toEventDetail(row, storage, {
      isOwner: isOwner(viewer, row),
      signedIn: viewer !== null,
      rsvp,
      association,
      hostRole: await eventAccess.roleOf(viewer, row),
      series: await deps.series.facts(row.event, canManage(viewer, row)),
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

  /** A picture's files go once no event shows it (a series' dates share one: decision 039). */
  async function dropImage(key: string | null): Promise<void> {
    if (key && !(await deps.series.imageInUse(key))) await deleteImage(storage, key);
  }

  /**
   * Deletes one event in the caller's transaction: its attendees hear it is off (an entry, and an SMS to those who
   * asked for them) before their RSVPs go with it. Returns what to remove after the commit.
   */
  async function removeWithin(
    tx: Transaction,
    viewer: NonNullable<Viewer>,
    event: SeriesDate,
  ): Promise<() => Promise<void>> {
    const id = event.id;
    const row = { event };
    const removeFiles = (await deps.onEventDeleted?.(tx, id)) ?? (async () => {});
    const now = clock.now();
    await activityService.tellAttendees(tx, row.event, { kind: 'deleted' }, now);
    // Calendars that carried it carry its cancellation; its people's own feeds still find it (decision 037).
    if (row.event.endDate > now) await deps.deletedEvents.keep(tx, row.event, now);
    await eventsRepository.delete(id, tx);
    await auditAdminChange(deps.audit, tx, viewer, row.event.userId, {
      action: 'event.delete',
      targetType: 'event',
      targetId: id,
      note: row.event.title,
    });
    return async () => {
      await removeFiles();
      await dropImage(event.imageKey);
    };
  }

  /** What an edit of a series' later dates does to each date as an edit of one event would (decision 039). */
  const dateHooks = (viewer: NonNullable<Viewer>): DateHooks => ({
    tellOfMove: async (tx, before, after) => {
      await tellAttendeesOfMove(tx, before, after);
      if (after.startDate && after.startDate.getTime() !== before.startDate.getTime()) {
        await deps.remindersRepository.forgetAnswers(tx, before.id);
      }
    },
    fillFreePlaces: (tx, eventId) => deps.rsvpsService.fillFreePlaces(tx, eventId),
    removeDate: (tx, row) => removeWithin(tx, viewer, row),
  });

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
        data: rows.map((row) => eventSummaryOf(row, storage)),
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
          const values = { ...columns(command), userId: viewer.id, imageKey, status } as const;
          // A series writes every date at once; the first one answers for it (decision 039).
          const id =
            command.repeat && command.repeat !== 'none'
              ? await deps.series.create(tx, values, { ...command, repeat: command.repeat })
              : await eventsRepository.insert(tx, values);
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
      scope: EditScope = 'this',
    ): Promise<EventDetail> {
      const row = await eventAccess.managedEvent(id, viewer);
      // "This and all later dates" of a series, or a single event given a rule: the series' edit (decision 039).
      const laterDates =
        row.event.seriesId === null ? Boolean(command.repeat && command.repeat !== 'none') : scope === 'future';
      if (row.event.cancelledAt) throw cancelledConflict(reminderMessages.cannotEditCancelled);
      await postingAs(viewer, command, row.event.associationId);
      if (command.start_date !== row.event.startDate.toISOString()) refuseStartInPast(command);
      await refuseUnknownCategory(command);
      if (command.max_attendees !== null && command.max_attendees < row.event.attendeesCount) {
        throw validationError('max_attendees', eventMessages.capacityBelowAttending);
      }
      const newImageKey = image ? await saveImage(image) : undefined;
      const values: Partial<NewEventRow> = { ...columns(command) };
      const rescheduled = !sameValue(values.startDate, row.event.startDate);
      if (CALENDAR_FIELDS.some((field) => !sameValue(values[field], row.event[field]))) {
        // News to every calendar that holds it (decision 037); a new start is reminded and reconfirmed anew.
        values.sequence = row.event.sequence + 1;
        if (rescheduled) Object.assign(values, { remindedAt: null, releasedAt: null });
      }
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

      let afterCommit: Array<() => Promise<void>> = [];
      await withImage(newImageKey, () =>
        transact(async (tx) => {
          if (laterDates) {
            afterCommit = await deps.series.editLater(tx, {
              row: row.event,
              shared: sharedColumns(values),
              start: values.startDate!,
              end: values.endDate!,
              command,
              backToReview,
              hooks: dateHooks(viewer),
            });
          } else {
            await eventsRepository.update(tx, id, values);
          }
          if (rescheduled) await deps.remindersRepository.forgetAnswers(tx, id);
          await auditAdminChange(deps.audit, tx, viewer, row.event.userId, {
            action: 'event.update',
            targetType: 'event',
            targetId: id,
          });
          await deps.eventLog.record(tx, { eventId: id, actorId: viewer.id, action: 'event.edited' });
          await deps.rsvpsService.fillFreePlaces(tx, id);
          // The series' edit told every date's attendees already.
          if (!laterDates) await tellAttendeesOfMove(tx, row.event, values);
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
      for (const done of afterCommit) await done();
      if (values.imageKey !== undefined) await dropImage(row.event.imageKey);
      return reload(id, viewer);
    },

    /** Deletes an event; of a series, this date alone or it and every later date (decision 039), in one transaction. */
    async remove(viewer: NonNullable<Viewer>, id: number, scope: EditScope = 'this'): Promise<void> {
      // The organiser's and admins' alone: co-hosts edit an event but never delete it (decision 040).
      const row = await eventAccess.ownedEvent(id, viewer);
      const afterCommit = await transact(async (tx) => {
        if (scope === 'future' && row.event.seriesId !== null) {
          return deps.series.removeLater(tx, row.event, (tx, date) => removeWithin(tx, viewer, date));
        }
        const done = await removeWithin(tx, viewer, row.event);
        await deps.series.dateRemoved(tx, row.event);
        return [done];
      });
      listTotals.clear();
      for (const done of afterCommit) await done();
    },

    /**
     * The organiser (or an admin) calls it off: the page stays and says so, RSVPs close and stay on record, everyone
     * with an RSVP hears it, calendars get STATUS:CANCELLED (decision 037).
     */
    async cancel(viewer: NonNullable<Viewer>, id: number): Promise<{ data: EventDetail; message: string }> {
      // The organiser's or an admin's, as deleting is: a co-host manages the event but does not call it off.
      const row = await eventAccess.ownedEvent(id, viewer);
      if (row.event.cancelledAt) throw cancelledConflict(reminderMessages.alreadyCancelled);
      const now = clock.now();
      if (row.event.endDate <= now) throw cancelledConflict(eventMessages.eventEnded);
      await transact(async (tx) => {
        await eventsRepository.update(tx, id, { cancelledAt: now, sequence: row.event.sequence + 1 });
        await activityService.tellAttendees(tx, row.event, { kind: 'cancelled' }, now);
        await auditAdminChange(deps.audit, tx, viewer, row.event.userId, {
          action: 'event.cancel',
          targetType: 'event',
          targetId: id,
          note: row.event.title,
        });
      });
      listTotals.clear();
      return { data: await reload(id, viewer), message: reminderMessages.cancelled };
    },

    /** Tombstones of deleted events go DELETED_EVENT_KEEP_DAYS after their end (the scheduler's). */
    purgeDeleted: () => deps.deletedEvents.purgeEndedBefore(addDays(clock.now(), -DELETED_EVENT_KEEP_DAYS)),

    async togglePrivacy(viewer: NonNullable<Viewer>, id: number): Promise<MyEvent> {
      const row = await eventAccess.managedEvent(id, viewer);
      await transact(async (tx) => {
        await eventsRepository.setPublic(tx, id, !row.event.isPublic);
        await announceIfListed(tx, { ...row.event, isPublic: !row.event.isPublic });
        const action = row.event.isPublic ? 'event.made_private' : 'event.made_public';
        await deps.eventLog.record(tx, { eventId: id, actorId: viewer.id, action });
      });
      listTotals.clear();
      return toMyEvent((await eventsRepository.findById(id))!, storage);
    },

    /** The event's calendar file; a date of a series gives the series, one RRULE (decision 039). */
    async calendar(id: number, viewer: Viewer): Promise<string> {
      const row = await eventAccess.visibleEvent(id, viewer);
      if (row.event.seriesId === null) return eventCalendar(row, deps.publicUrl, clock.now());
      const entries = await deps.series.calendarEntries(row.event.seriesId, canManage(viewer, row));
      return calendarFile(entries, { now: clock.now() });
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
    counters: ({ userId }: DashboardParams) => ({ events_created: eventsRepository.createdCount(userId) }),

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
