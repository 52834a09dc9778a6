import {
  cohostMessages,
  EVENT_MAX_COHOSTS,
  guestRsvpMessages,
  pageMeta,
  pageOffset,
  type Cohost,
  type CohostAdded,
  type EventLogEntry,
  type ListResponse,
  type MyEvent,
} from '@akwaaba/contracts';
import type { Executor, Transact } from '../../../db/client.ts';
import { AppError, notFound, validationError } from '../../../lib/errors.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import { isConfirmedMember } from '../../users/confirmed-member.ts';
import type { Viewer } from '../../users/viewer.ts';
import type { EventAccess } from '../events.access.ts';
import { toMyEvent } from '../events.mappers.ts';
import type { CohostsRepository, EventLogRecord } from './cohosts.repository.ts';

type Member = NonNullable<Viewer>;

interface Deps {
  cohostsRepository: CohostsRepository;
  eventAccess: EventAccess;
  activityService: ActivityService;
  storage: FileStorage;
  transact: Transact;
  /** Whether a member leads an association (its leaders co-host its events without being added). */
  associationLeads(associationId: number, userId: number): Promise<boolean>;
}

/** The event's log as the paths that change an event write it: in their own transaction (decision 040). */
export interface EventLog {
  record(executor: Executor, entry: EventLogRecord): Promise<void>;
}

/** The event's log, given to every service that changes an event, before the co-hosts service exists. */
export function createEventLog(repository: CohostsRepository): EventLog & {
  forgetGuestsOfEventsEndedBefore(before: Date): Promise<void>;
} {
  return {
    record: (executor, entry) => repository.record(executor, entry),
    forgetGuestsOfEventsEndedBefore: (before) => repository.forgetGuestNames(before),
  };
}

const conflict = (code: string, message: string) => new AppError(`cohosts.${code}`, 409, message);

/**
 * Co-hosts (decision 040): members the organiser adds to run an event with them, and the leaders of the association it
 * is posted for, who co-host without being added. What they may do is events.access.ts's rule; this service keeps the
 * list (at most EVENT_MAX_COHOSTS added, under the event's row lock) and answers the event's log.
 */
export function createCohostsService({
  cohostsRepository: repository,
  eventAccess,
  activityService,
  storage,
  transact,
  associationLeads,
}: Deps) {
  /**
   * Whom the organiser may name: a confirmed member (as for associations and vouches), not suspended, whom the
   * organiser already sees: one with an RSVP to the event, or one whose public profile shows (not hidden from others,
   * as profiles.service.ts's publicProfile decides). Everyone else gets one answer, so nobody learns which accounts exist.
   */
  async function eligible(executor: Executor, eventId: number, userId: number) {
    const member = await repository.candidate(executor, eventId, userId);
    if (!member || member.suspendedAt !== null || !isConfirmedMember(member)) return null;
    const publicProfile = member.showInSearch && member.hiddenAt === null;
    return member.hasRsvp || publicProfile ? member : null;
  }

  return {
    /** The co-hosts, for the organiser, co-hosts and admins: those added first, then the association's leaders. */
    async list(viewer: Member, eventId: number): Promise<Cohost[]> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      const added = await repository.added(eventId);
      const cohosts: Cohost[] = added.map((entry) => ({
        user_id: entry.userId,
        name: entry.name,
        source: 'added',
        association: null,
        added_at: entry.createdAt.toISOString(),
      }));
      const associationId = row.event.associationId;
      if (associationId !== null) {
        const named = new Set([row.event.userId, ...added.map((entry) => entry.userId)]);
        for (const leader of await repository.leadersOf(associationId)) {
          if (named.has(leader.userId)) continue;
          cohosts.push({
            user_id: leader.userId,
            name: leader.name,
            source: 'association',
            association: { id: associationId, name: leader.associationName },
            added_at: null,
          });
        }
      }
      return cohosts;
    },

    /** The organiser (or an admin) adds a co-host by their profile link or from the attendee list. */
    async add(viewer: Member, eventId: number, userId: number): Promise<CohostAdded> {
      const row = await eventAccess.ownedEvent(eventId, viewer);
      if (userId === row.event.userId) throw validationError('member', cohostMessages.organiserIsHost);
      // A leader of the association it is posted for co-hosts it already.
      const associationId = row.event.associationId;
      const leads = associationId !== null && (await associationLeads(associationId, userId));
      return transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        if (!event) throw notFound();
        const candidate = await eligible(tx, eventId, userId);
        if (!candidate) throw validationError('member', cohostMessages.memberNotEligible);
        if (leads) throw conflict('already', cohostMessages.alreadyCohost);
        if ((await repository.countAdded(tx, eventId)) >= EVENT_MAX_COHOSTS) {
          throw conflict('too_many', cohostMessages.tooMany);
        }
        const addedAt = await repository.add(tx, { eventId, userId, addedBy: viewer.id });
        if (!addedAt) throw conflict('already', cohostMessages.alreadyCohost);
        await repository.record(tx, { eventId, actorId: viewer.id, action: 'cohost.added', subject: { userId } });
        await activityService.notify(tx, userId, {
          type: 'event.cohost_added',
          subject: `You co-host ${event.title}`,
          text: cohostMessages.youWereAdded(event.title),
          link: `/events/${eventId}`,
          actorId: viewer.id,
        });
        return {
          data: {
            user_id: userId,
            name: candidate.name,
            source: 'added' as const,
            association: null,
            added_at: addedAt.toISOString(),
          },
          message: cohostMessages.added(candidate.name),
        };
      });
    },

    /**
     * The organiser (or an admin) removes a co-host, or a co-host steps down; either way their access ends with the
     * row. A leader co-hosts through the association and has no row to remove (404).
     */
    async remove(viewer: Member, eventId: number, userId: number): Promise<{ message: string }> {
      const self = viewer.id === userId;
      if (self) await eventAccess.managedEvent(eventId, viewer);
      else await eventAccess.ownedEvent(eventId, viewer);
      return transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        if (!event || !(await repository.remove(tx, eventId, userId))) {
          throw notFound(cohostMessages.notFound);
        }
        if (self) {
          await repository.record(tx, { eventId, actorId: viewer.id, action: 'cohost.left' });
          return { message: cohostMessages.left };
        }
        await repository.record(tx, { eventId, actorId: viewer.id, action: 'cohost.removed', subject: { userId } });
        await activityService.notify(tx, userId, {
          type: 'event.cohost_removed',
          subject: `You no longer co-host ${event.title}`,
          text: cohostMessages.youWereRemoved(event.title),
          link: `/events/${eventId}`,
          actorId: viewer.id,
        });
        return { message: cohostMessages.removed };
      });
    },

    /** The event's log, the newest first, for the organiser, co-hosts and admins. */
    async log(viewer: Member, eventId: number, page: number, perPage: number): Promise<ListResponse<EventLogEntry>> {
      await eventAccess.managedEvent(eventId, viewer);
      const { rows, total } = await repository.log(eventId, perPage, pageOffset(page, perPage));
      return {
        data: rows.map((entry) => ({
          id: entry.id,
          action: entry.action,
          actor: { id: entry.actorId, name: entry.actorName ?? cohostMessages.formerMember },
          subject:
            entry.subjectKind === null
              ? null
              : entry.subjectKind === 'member'
                ? { user_id: entry.subjectUserId, name: entry.subjectMemberName ?? cohostMessages.formerMember }
                : { user_id: null, name: entry.subjectGuestName ?? guestRsvpMessages.formerGuest },
          note: entry.note,
          created_at: entry.createdAt.toISOString(),
        })),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    /** My Events' Co-hosting tab. */
    async mine(viewer: Member, page: number, perPage: number): Promise<ListResponse<MyEvent>> {
      const { rows, total } = await repository.listCohostedBy(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map((row) => toMyEvent(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** Download my data: the events the member was added to as a co-host. */
    async exportFor({ id }: { id: number }) {
      return { data: { cohosting: await repository.exportOf(id) } };
    },
  };
}
export type CohostsService = ReturnType<typeof createCohostsService>;
