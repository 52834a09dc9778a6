import {
  rsvpMessages,
  eventMessages,
  guestRsvpMessages,
  guestRsvpSms,
  type GuestDecisionResponse,
  type RsvpResponse,
  type RsvpStatus,
  type Attendee,
  type RsvpDecisionResponse,
} from '@akwaaba/contracts';
import type { Executor, Transact, Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import { canView, type EventAccess } from '../events.access.ts';
import { attendeesCsv, toAttendee } from '../events.mappers.ts';
import type { RsvpsRepository } from './rsvps.repository.ts';

interface Deps {
  rsvpsRepository: RsvpsRepository;
  eventAccess: EventAccess;
  activityService: ActivityService;
  /** A guest (no account, docs/decisions/034) hears by SMS what a member reads on their feed. */
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
}

type Member = NonNullable<Viewer>;

/**
 * RSVPs and the counts on the event that mirror them. The rule every path keeps (cancellation, account
 * deletion, a raised capacity, an organiser's decision or removal): rows and counts change together, in
 * one transaction with the event's row locked, and a place that frees up goes to the waitlist at once.
 */
/** The feed entry of a member's own withdrawal, by what they withdrew. */
const withdrawn: Record<RsvpStatus, (title: string) => { type: string; text: string }> = {
  attending: (title) => ({ type: 'event.rsvp_cancelled', text: `You cancelled your RSVP to “${title}”.` }),
  waitlisted: (title) => ({ type: 'event.waitlist_left', text: `You left the waitlist for “${title}”.` }),
  requested: (title) => ({ type: 'event.request_withdrawn', text: `You withdrew your request to attend “${title}”.` }),
};

export function createRsvpsService(deps: Deps) {
  const { rsvpsRepository: repository, eventAccess, activityService, transact, clock } = deps;

  const hasPlace = (event: { maxAttendees: number | null; attendeesCount: number }) =>
    event.maxAttendees === null || event.attendeesCount < event.maxAttendees;

  /** Moves members from the waitlist into free places, oldest first, and tells each of them. */
  async function fillFreePlaces(tx: Transaction, eventId: number): Promise<void> {
    const event = await repository.lockEvent(tx, eventId);
    if (!event || event.waitlistCount === 0) return;
    const free = event.maxAttendees === null ? event.waitlistCount : event.maxAttendees - event.attendeesCount;
    if (free <= 0) return;
    const next = await repository.nextOnWaitlist(tx, eventId, free);
    if (next.length === 0) return;
    await repository.markAttending(
      tx,
      next.map((row) => row.id),
    );
    await repository.addToCounts(tx, eventId, next.length, -next.length);
    for (const { userId, guestPhone } of next) {
      if (userId === null) {
        await textGuest(tx, guestPhone, guestRsvpSms.promoted(event.title));
        continue;
      }
      await activityService.notify(tx, userId, {
        type: 'event.promoted',
        subject: `A place opened up: ${event.title}`,
        text: `A place opened up at “${event.title}” and it is yours. You are now attending.`,
        link: `/events/${eventId}`,
      });
    }
  }

  /** A guest whose number was forgotten (retention) is told nothing. */
  async function textGuest(tx: Transaction, phone: string | null, body: string): Promise<void> {
    if (phone) await deps.outbox.sms(tx, phone, body);
  }

  /** Counts and the waitlist after an RSVP (a member's or a guest's) left with the status it had. */
  async function afterRemoval(tx: Transaction, eventId: number, removed: RsvpStatus | null): Promise<void> {
    if (removed === 'attending') {
      await repository.addToCounts(tx, eventId, -1, 0);
      await fillFreePlaces(tx, eventId);
    } else if (removed === 'waitlisted') {
      await repository.addToCounts(tx, eventId, 0, -1);
    }
  }

  /** Takes an RSVP away by its id (a guest's), keeping counts and the waitlist right. */
  async function releaseById(tx: Transaction, eventId: number, id: number): Promise<RsvpStatus | null> {
    if (!(await repository.lockEvent(tx, eventId))) return null;
    const removed = await repository.removeById(tx, eventId, id);
    await afterRemoval(tx, eventId, removed);
    return removed;
  }

  /**
   * Where a new RSVP goes, the event's row locked: a request to an event that requires approval, a place while there
   * is one, the waitlist after that. `insert` writes the row with that status; the counts move with it.
   */
  async function place(
    tx: Transaction,
    event: { maxAttendees: number | null; attendeesCount: number },
    eventId: number,
    requiresApproval: boolean,
    insert: (status: RsvpStatus) => Promise<unknown>,
  ) {
    const status: RsvpStatus = requiresApproval ? 'requested' : hasPlace(event) ? 'attending' : 'waitlisted';
    await insert(status);
    const counts = await repository.addToCounts(
      tx,
      eventId,
      status === 'attending' ? 1 : 0,
      status === 'waitlisted' ? 1 : 0,
    );
    return { status, ...counts };
  }

  /** Takes a member's RSVP away (whatever it was) and keeps counts and the waitlist right. */
  async function release(tx: Transaction, eventId: number, userId: number): Promise<RsvpStatus | null> {
    if (!(await repository.lockEvent(tx, eventId))) return null;
    const removed = await repository.remove(tx, eventId, userId);
    await afterRemoval(tx, eventId, removed);
    return removed;
  }

  async function countsOf(tx: Transaction, eventId: number) {
    const event = await repository.lockEvent(tx, eventId);
    return { attendeesCount: event?.attendeesCount ?? 0, waitlistCount: event?.waitlistCount ?? 0 };
  }

  /**
   * What an organiser's decision on a request (a member's or a guest's) answers: where the one decided stands, the
   * event's counts, and what happened.
   */
  async function decided<Who extends { user_id: number } | { guest_id: number }, Status>(
    tx: Transaction,
    eventId: number,
    who: Who,
    decision: 'approve' | 'decline',
    status: Status,
    approved: { attending: string; waitlisted: string },
  ) {
    const counts = await countsOf(tx, eventId);
    return {
      data: { ...who, status, attendees_count: counts.attendeesCount, waitlist_count: counts.waitlistCount },
      message:
        decision === 'decline'
          ? rsvpMessages.requestDeclined
          : status === 'attending'
            ? approved.attending
            : approved.waitlisted,
    };
  }

  return {
    fillFreePlaces,

    /**
     * RSVP: a place while there is one, the waitlist after that; to an event that requires approval, a
     * request that holds no place. A second RSVP by the same member changes nothing.
     */
    async attend(viewer: Member, eventId: number): Promise<RsvpResponse> {
      const row = await eventAccess.visibleEvent(eventId, viewer);
      if (row.event.status !== 'approved') throw notFound(eventMessages.notFound);
      if (row.event.endDate <= clock.now()) throw new AppError('events.ended', 422, eventMessages.eventEnded);
      const outcome = await transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        if (!event) throw notFound(eventMessages.notFound);
        const existing = await repository.find(tx, eventId, viewer.id);
        if (existing) return { status: existing.status, ...event };
        const { status, ...counts } = await place(tx, event, eventId, row.event.requiresApproval, (chosen) =>
          repository.insert(tx, eventId, viewer.id, chosen),
        );
        const link = `/events/${eventId}`;
        const title = row.event.title;
        if (status === 'requested') {
          await activityService.record(tx, viewer.id, 'event.requested', `You asked to attend “${title}”.`, link);
          await activityService.notify(tx, row.event.userId, {
            type: 'event.request',
            subject: `${viewer.name} asked to attend ${title}`,
            text: `${viewer.name} asked to attend “${title}”. Approve or decline the request on the event page.`,
            link,
            actorId: viewer.id,
          });
        } else {
          const text =
            status === 'attending' ? `You are going to “${title}”.` : `You joined the waitlist for “${title}”.`;
          await activityService.record(
            tx,
            viewer.id,
            `event.${status === 'attending' ? 'rsvp' : 'waitlist'}`,
            text,
            link,
          );
          // The organiser sees who is coming on their feed; no mail for each RSVP, which would be noise.
          if (row.event.userId !== viewer.id) {
            await activityService.inform(
              tx,
              row.event.userId,
              'event.rsvp_received',
              status === 'attending'
                ? `${viewer.name} is going to “${title}”.`
                : `${viewer.name} joined the waitlist for “${title}”.`,
              link,
              viewer.id,
            );
          }
        }
        return { status, ...counts };
      });
      const { waitlistPosition } = (await rsvpsOf(eventId, viewer)) ?? { waitlistPosition: null };
      return {
        data: {
          status: outcome.status,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          waitlist_position: waitlistPosition,
        },
        message:
          outcome.status === 'requested'
            ? rsvpMessages.requested
            : outcome.status === 'waitlisted'
              ? rsvpMessages.waitlisted
              : rsvpMessages.attending,
      };
    },

    /**
     * A member withdraws their own RSVP, place, waitlist spot or request. Always allowed, even once the
     * organiser made the event private; an event the member can neither see nor has an RSVP to is 404.
     */
    async withdraw(viewer: Member, eventId: number): Promise<RsvpResponse> {
      const row = await eventAccess.find(eventId);
      const own = row ? await repository.rsvpOf(eventId, viewer.id) : null;
      if (!row || (!own && !canView(viewer, row))) throw notFound(eventMessages.notFound);
      const { removed, counts } = await transact(async (tx) => {
        const removed = await release(tx, eventId, viewer.id);
        // The member's feed says it was undone, so an RSVP made again later reads as new, not as a repeat.
        if (removed) {
          const { type, text } = withdrawn[removed](row.event.title);
          await activityService.record(tx, viewer.id, type, text, `/events/${eventId}`);
        }
        return { removed, counts: await countsOf(tx, eventId) };
      });
      return {
        data: {
          status: null,
          attendees_count: counts.attendeesCount,
          waitlist_count: counts.waitlistCount,
          waitlist_position: null,
        },
        message: removed === 'requested' ? rsvpMessages.requestWithdrawn : rsvpMessages.cancelled,
      };
    },

    /** The organiser answers a request: approval takes a place if one is free, else the waitlist. */
    async decide(
      viewer: Member,
      eventId: number,
      userId: number,
      decision: 'approve' | 'decline',
    ): Promise<RsvpDecisionResponse> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      const link = `/events/${eventId}`;
      const title = row.event.title;
      return transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        const request = await repository.find(tx, eventId, userId);
        if (!event || request?.status !== 'requested') {
          throw new AppError('rsvps.request_not_found', 404, rsvpMessages.requestNotFound);
        }
        let status: RsvpStatus | null = null;
        if (decision === 'approve') {
          status = hasPlace(event) ? 'attending' : 'waitlisted';
          await repository.setStatus(tx, eventId, userId, status);
          await repository.addToCounts(tx, eventId, status === 'attending' ? 1 : 0, status === 'waitlisted' ? 1 : 0);
          await activityService.notify(tx, userId, {
            type: 'event.request_approved',
            subject: `You're in: ${title}`,
            text:
              status === 'attending'
                ? `The organiser approved your request: you are going to “${title}”.`
                : `The organiser approved your request to attend “${title}”. The event is full, so you are on the waitlist.`,
            link,
          });
        } else {
          await repository.remove(tx, eventId, userId);
          await activityService.notify(tx, userId, {
            type: 'event.request_declined',
            subject: `Your request for ${title}`,
            text: `The organiser of “${title}” could not accept your request to attend this time.`,
            link,
          });
        }
        return decided(tx, eventId, { user_id: userId }, decision, status, {
          attending: rsvpMessages.requestApproved,
          waitlisted: rsvpMessages.requestApprovedWaitlisted,
        });
      });
    },

    /** The organiser (or an admin) takes a member off the event; their place goes to the waitlist. */
    async removeMember(viewer: Member, eventId: number, userId: number): Promise<RsvpDecisionResponse> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      return transact(async (tx) => {
        const removed = await release(tx, eventId, userId);
        if (removed === null) throw new AppError('rsvps.not_found', 404, rsvpMessages.requestNotFound);
        await activityService.notify(tx, userId, {
          type: 'event.removed',
          subject: `Your RSVP for ${row.event.title}`,
          text: `The organiser of “${row.event.title}” removed your RSVP.`,
          link: `/events/${eventId}`,
        });
        const counts = await countsOf(tx, eventId);
        return {
          data: {
            user_id: userId,
            status: null,
            attendees_count: counts.attendeesCount,
            waitlist_count: counts.waitlistCount,
          },
          message: rsvpMessages.memberRemoved,
        };
      });
    },

    /**
     * A guest's RSVP (docs/decisions/034), by the same rule as a member's, in the caller's transaction (the code that
     * proved the number is used in it too). Null when the number already has an RSVP to the event.
     */
    async attendAsGuest(
      tx: Transaction,
      row: { id: number; title: string; userId: number; requiresApproval: boolean },
      guest: { name: string; phone: string; cancelHash: string },
    ) {
      const event = await repository.lockEvent(tx, row.id);
      if (!event) throw notFound(eventMessages.notFound);
      if (await repository.findGuest(tx, row.id, guest.phone)) return null;
      let id = 0;
      const outcome = await place(tx, event, row.id, row.requiresApproval, async (status) => {
        id = await repository.insertGuest(tx, { eventId: row.id, status, ...guest });
      });
      const link = `/events/${row.id}`;
      const said = {
        attending: `${guest.name} (guest) is going to “${row.title}”.`,
        waitlisted: `${guest.name} (guest) joined the waitlist for “${row.title}”.`,
        requested: `${guest.name} (guest) asked to attend “${row.title}”. Approve or decline the request on the event page.`,
      }[outcome.status];
      if (outcome.status === 'requested') {
        await activityService.notify(tx, row.userId, {
          type: 'event.request',
          subject: `${guest.name} (guest) asked to attend ${row.title}`,
          text: said,
          link,
        });
      } else {
        await activityService.inform(tx, row.userId, 'event.rsvp_received', said, link);
      }
      return { id, ...outcome };
    },

    guestWaitlistPosition: (id: number) => repository.waitlistPositionOf(id),

    hasGuestRsvp: async (tx: Transaction, eventId: number, phone: string) =>
      (await repository.findGuest(tx, eventId, phone)) !== null,

    guestByCancelToken: (hash: string, executor?: Executor) => repository.guestByCancelHash(hash, executor),

    /** A guest cancels through their link: the place goes to the waitlist as a member's would. */
    cancelGuest: (tx: Transaction, eventId: number, id: number) => releaseById(tx, eventId, id),

    /** The organiser answers a guest's request, as a member's (the guest is told by SMS). */
    async decideGuest(
      viewer: Member,
      eventId: number,
      guestId: number,
      decision: 'approve' | 'decline',
    ): Promise<GuestDecisionResponse> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      const title = row.event.title;
      return transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        const request = await repository.findGuestById(tx, eventId, guestId);
        if (!event || request?.status !== 'requested') {
          throw new AppError('rsvps.request_not_found', 404, rsvpMessages.requestNotFound);
        }
        let status: RsvpStatus | null = null;
        if (decision === 'approve') {
          status = hasPlace(event) ? 'attending' : 'waitlisted';
          await repository.setStatusById(tx, guestId, status);
          await repository.addToCounts(tx, eventId, status === 'attending' ? 1 : 0, status === 'waitlisted' ? 1 : 0);
          await textGuest(tx, request.phone, guestRsvpSms.approved(title, status));
        } else {
          await repository.removeById(tx, eventId, guestId);
          await textGuest(tx, request.phone, guestRsvpSms.declined(title));
        }
        return decided(tx, eventId, { guest_id: guestId }, decision, status, {
          attending: guestRsvpMessages.guestApproved,
          waitlisted: guestRsvpMessages.guestApprovedWaitlisted,
        });
      });
    },

    /** The organiser (or an admin) takes a guest off the event; their place goes to the waitlist. */
    async removeGuest(viewer: Member, eventId: number, guestId: number): Promise<GuestDecisionResponse> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      return transact(async (tx) => {
        await repository.lockEvent(tx, eventId);
        const guest = await repository.findGuestById(tx, eventId, guestId);
        if (!guest) throw new AppError('rsvps.guest_not_found', 404, guestRsvpMessages.guestNotFound);
        await releaseById(tx, eventId, guestId);
        await textGuest(tx, guest.phone, guestRsvpSms.removed(row.event.title));
        const counts = await countsOf(tx, eventId);
        return {
          data: {
            guest_id: guestId,
            status: null,
            attendees_count: counts.attendeesCount,
            waitlist_count: counts.waitlistCount,
          },
          message: guestRsvpMessages.guestRemoved,
        };
      });
    },

    /**
     * A member proved a number (sign-up or a later confirmation): the guest RSVPs made with it become theirs, in the
     * proof's transaction. Where the member already has an RSVP to the same event, theirs stays and the guest one is
     * given back through the one path (its place to the waitlist), so the counts equal the rows.
     */
    async takeOverGuestRsvps(tx: Transaction, userId: number, phone: string): Promise<void> {
      for (const { id, eventId } of await repository.guestRsvpsOf(tx, phone)) {
        if (!(await repository.lockEvent(tx, eventId))) continue;
        if (await repository.find(tx, eventId, userId)) await releaseById(tx, eventId, id);
        else await repository.giveToMember(tx, id, userId);
      }
    },

    /** Retention: guests' names and numbers go GUEST_RSVP_KEEP_DAYS after their event ended. */
    forgetGuestsOfEventsEndedBefore: (before: Date) => repository.forgetGuestsOfEventsEndedBefore(before),

    /** Account deletion: every RSVP of the member is given back first, in the deletion's transaction. */
    async releaseAllOf(tx: Transaction, userId: number): Promise<undefined> {
      for (const eventId of await repository.eventIdsOf(tx, userId)) await release(tx, eventId, userId);
      return undefined;
    },

    async attendees(viewer: Member, eventId: number): Promise<Attendee[]> {
      await eventAccess.managedEvent(eventId, viewer);
      return (await repository.list(eventId)).map(toAttendee);
    },

    async attendeesCsv(viewer: Member, eventId: number): Promise<{ filename: string; csv: string }> {
      const row = await eventAccess.managedEvent(eventId, viewer);
      const attendees = (await repository.list(eventId)).map(toAttendee);
      const slug =
        row.event.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'event';
      return { filename: `${slug}-attendees.csv`, csv: attendeesCsv(attendees) };
    },

    rsvpOf: rsvpsOf,

    /** Dashboard counter: upcoming events the member is going to. */
    async counters(userId: number) {
      return { events_attending: await repository.countAttendingUpcoming(userId, clock.now()) };
    },

    hasRsvped: (userId: number) => repository.hasAny(userId),

    /** Download my data: the member's RSVPs. */
    async exportFor({ id }: { id: number }) {
      return { data: { rsvps: await repository.exportOf(id) } };
    },
  };

  function rsvpsOf(eventId: number, viewer: Viewer) {
    return viewer ? repository.rsvpOf(eventId, viewer.id) : Promise.resolve(null);
  }
}
export type RsvpsService = ReturnType<typeof createRsvpsService>;
