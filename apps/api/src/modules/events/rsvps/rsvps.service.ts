import {
  rsvpMessages,
  RSVP_STATUSES,
  eventMessages,
  reminderMessages,
  guestRsvpMessages,
  guestRsvpSms,
  type GuestDecisionResponse,
  type RsvpResponse,
  type RsvpStatus,
  type Attendee,
  type RsvpDecisionResponse,
} from '@akwaaba/contracts';
import type { SQL } from 'drizzle-orm';
import type { Executor, Transact, Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound, validationError } from '../../../lib/errors.ts';
import type { DashboardParams } from '../../dashboard/dashboard.service.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import type { EventLog } from '../cohosts/cohosts.service.ts';
import { canView, type EventAccess } from '../events.access.ts';
import type { EventWithRefs } from '../events.repository.ts';
import { attendeesCsv, toAttendee } from '../events.mappers.ts';
import type { CountedRsvp, RsvpsRepository } from './rsvps.repository.ts';

interface Deps {
  rsvpsRepository: RsvpsRepository;
  eventAccess: EventAccess;
  activityService: ActivityService;
  /** A guest (no account, docs/decisions/034) hears by SMS what a member reads on their feed. */
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  /** The event's log: an organiser's, co-host's or admin's decisions and removals (decision 040). */
  eventLog: EventLog & { forgetGuestsOfEventsEndedBefore(before: Date): Promise<void> };
}

type Member = NonNullable<Viewer>;

/** The people an RSVP holds a place (or waitlist spot) for: the member and their plus-ones (decision 040). */
const party = (rsvp: { plusOnes: number }) => 1 + rsvp.plusOnes;

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

  /** Whether a party of `people` fits in the places left (places count people: decision 040). */
  const hasRoom = (event: { maxAttendees: number | null; attendeesCount: number }, people: number) =>
    event.maxAttendees === null || event.attendeesCount + people <= event.maxAttendees;

  /**
   * Moves parties from the waitlist into free places and tells each of them: in the waitlist's order, each party that
   * fits whole in what is left (a party never splits; one too big for the places left waits while smaller ones behind
   * it come in, decision 040). Every path that frees a place calls this, so no waitlisted party ever fits in the free
   * places afterwards, which lets a new RSVP that fits take a place at once.
   */
  async function fillFreePlaces(tx: Transaction, eventId: number): Promise<void> {
    const event = await repository.lockEvent(tx, eventId);
    if (!event || event.waitlistCount === 0) return;
    let free = event.maxAttendees === null ? event.waitlistCount : event.maxAttendees - event.attendeesCount;
    const next: Awaited<ReturnType<RsvpsRepository['nextOnWaitlist']>> = [];
    // Each batch holds only parties that fit in what was free when it was read, and its first always fits; a party
    // passed over cannot fit later (what is free only shrinks), so the next batch starts after this one's.
    while (free > 0) {
      const asked = free;
      const batch = await repository.nextOnWaitlist(tx, eventId, asked);
      const taken = [];
      for (const row of batch) {
        if (party(row) > free) continue;
        taken.push(row);
        free -= party(row);
      }
      if (taken.length === 0) break;
      await repository.markAttending(
        tx,
        taken.map((row) => row.id),
      );
      next.push(...taken);
      // Fewer than asked for: no other waitlisted party fits.
      if (batch.length < asked) break;
    }
    if (next.length === 0) return;
    const people = next.reduce((sum, row) => sum + party(row), 0);
    await repository.addToCounts(tx, eventId, people, -people);
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

  /**
   * What a member's new RSVP tells, written with it (`added`: the condition that it was): a request, the organiser by
   * entry and mail; a place or a waitlist spot, the organiser's feed only (a mail for each RSVP would be noise). The
   * member's own feed says what they did.
   */
  function rsvpNotices(viewer: Member, { event }: EventWithRefs, status: RsvpStatus) {
    const link = `/events/${event.id}`;
    return (added: SQL) => {
      if (status === 'requested') {
        const notice = {
          type: 'event.request',
          subject: `${viewer.name} asked to attend ${event.title}`,
          text: `${viewer.name} asked to attend “${event.title}”. Approve or decline the request on the event page.`,
          link,
          actorId: viewer.id,
        };
        const own = {
          userId: viewer.id,
          type: 'event.requested',
          message: `You asked to attend “${event.title}”.`,
          link,
        };
        return activityService.noticeWrites(event.userId, notice, { own, onlyIf: added });
      }
      const attending = status === 'attending';
      const own = {
        userId: viewer.id,
        type: attending ? 'event.rsvp' : 'event.waitlist',
        message: attending ? `You are going to “${event.title}”.` : `You joined the waitlist for “${event.title}”.`,
        link,
      };
      const told = {
        userId: event.userId,
        type: 'event.rsvp_received',
        message: attending
          ? `${viewer.name} is going to “${event.title}”.`
          : `${viewer.name} joined the waitlist for “${event.title}”.`,
        link,
        actorId: viewer.id,
      };
      return activityService.entryWrites({ own: [own], told: event.userId === viewer.id ? undefined : told }, added);
    };
  }

  /** A guest whose number was forgotten (retention) is told nothing. */
  async function textGuest(tx: Transaction, phone: string | null, body: string): Promise<void> {
    if (phone) await deps.outbox.sms(tx, phone, body);
  }

  /**
   * The waitlist after an RSVP (a member's or a guest's) left, its counts already moved with its row: the places it
   * freed go to the waitlist at once. Answers the event's counts once settled.
   */
  async function afterRemoval(tx: Transaction, eventId: number, removed: CountedRsvp) {
    if (removed.status !== 'attending' || removed.waitlistCount === 0) {
      return { attendeesCount: removed.attendeesCount, waitlistCount: removed.waitlistCount };
    }
    await fillFreePlaces(tx, eventId);
    return countsOf(tx, eventId);
  }

  /** Takes an RSVP away by its id (a guest's), keeping counts and the waitlist right. */
  async function releaseById(tx: Transaction, eventId: number, id: number): Promise<RsvpStatus | null> {
    if (!(await repository.lockEvent(tx, eventId))) return null;
    const removed = await repository.removeById(tx, eventId, id);
    if (removed) await afterRemoval(tx, eventId, removed);
    return removed?.status ?? null;
  }

  /**
   * Where a new RSVP goes, the event's row locked: a request to an event that requires approval, a place while its
   * whole party fits, the waitlist (the whole party) after that. `insert` writes the row with that status and moves
   * the counts with it, by people, answering them.
   */
  async function place(
    tx: Transaction,
    event: { maxAttendees: number | null; attendeesCount: number },
    eventId: number,
    requiresApproval: boolean,
    insert: (status: RsvpStatus) => Promise<{ attendeesCount: number; waitlistCount: number }>,
    plusOnes = 0,
  ) {
    const status: RsvpStatus = requiresApproval
      ? 'requested'
      : hasRoom(event, 1 + plusOnes)
        ? 'attending'
        : 'waitlisted';
    const { attendeesCount, waitlistCount } = await insert(status);
    return { status, attendeesCount, waitlistCount };
  }

  /** A request approved: a place when its whole party fits, else the waitlist; the counts move by its people. */
  async function admit(
    tx: Transaction,
    event: { maxAttendees: number | null; attendeesCount: number },
    eventId: number,
    request: { id: number; plusOnes: number },
  ): Promise<'attending' | 'waitlisted'> {
    const status = hasRoom(event, party(request)) ? 'attending' : 'waitlisted';
    await repository.setStatusById(tx, request.id, status);
    await repository.addToCounts(
      tx,
      eventId,
      status === 'attending' ? party(request) : 0,
      status === 'waitlisted' ? party(request) : 0,
    );
    return status;
  }

  /**
   * Takes a member's RSVP away (whatever it was) and keeps counts and the waitlist right: answers what it was and the
   * event's counts after, or null when there was none.
   */
  async function release(tx: Transaction, eventId: number, userId: number, alongside?: (removed: SQL) => SQL) {
    if (!(await repository.lockEvent(tx, eventId))) return null;
    const removed = await repository.remove(tx, eventId, userId, alongside);
    return removed && { status: removed.status, counts: await afterRemoval(tx, eventId, removed) };
  }

  /** The guests allowed with an RSVP to the event: a 422 on the field above its limit. */
  function refuseAboveLimit(event: { maxPlusOnes: number }, plusOnes: number): void {
    if (plusOnes > event.maxPlusOnes) {
      throw validationError('plus_ones', rsvpMessages.plusOnesAboveLimit(event.maxPlusOnes));
    }
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

    /** Takes one RSVP away by its id (a place not reconfirmed, a 'can't come'), the waitlist moving up at once. */
    releaseRsvp: releaseById,

    /** Locks the event's row for the caller's transaction, as every RSVP change does first. */
    lockEventOf: (tx: Transaction, eventId: number) => repository.lockEvent(tx, eventId),

    /**
     * RSVP: a place while there is one, the waitlist after that; to an event that requires approval, a
     * request that holds no place. A second RSVP by the same member changes nothing.
     */
    async attend(viewer: Member, eventId: number, plusOnes = 0): Promise<RsvpResponse> {
      const row = await eventAccess.visibleEvent(eventId, viewer);
      if (row.event.status !== 'approved') throw notFound(eventMessages.notFound);
      if (row.event.endDate <= clock.now()) throw new AppError('events.ended', 422, eventMessages.eventEnded);
      if (row.event.cancelledAt) throw new AppError('events.cancelled', 409, reminderMessages.cannotRsvpCancelled);
      const outcome = await transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        if (!event) throw notFound(eventMessages.notFound);
        const existing = await repository.find(tx, eventId, viewer.id);
        if (existing) return { status: existing.status, plusOnes: existing.plusOnes, ...event };
        refuseAboveLimit(event, plusOnes);
        const { status, ...counts } = await place(
          tx,
          event,
          eventId,
          row.event.requiresApproval,
          (chosen) => repository.insert(tx, eventId, viewer.id, chosen, plusOnes, rsvpNotices(viewer, row, chosen)),
          plusOnes,
        );
        return { status, plusOnes, ...counts };
      });
      // Only a waitlisted RSVP has a place in the line, read once the RSVP is committed.
      const waitlistPosition =
        outcome.status === 'waitlisted' ? ((await rsvpsOf(eventId, viewer))?.waitlistPosition ?? null) : null;
      return {
        data: {
          status: outcome.status,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          waitlist_position: waitlistPosition,
          plus_ones: outcome.plusOnes,
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
      if (!row || (!canView(viewer, row) && !(await repository.rsvpOf(eventId, viewer.id)))) {
        throw notFound(eventMessages.notFound);
      }
      // The member's feed says it was undone (by what it was), so an RSVP made again later reads as new, not as a
      // repeat: written with the withdrawal.
      const entries = (removed: SQL) =>
        activityService.entryWrites(
          {
            own: RSVP_STATUSES.map((status) => {
              const { type, text } = withdrawn[status](row.event.title);
              const link = `/events/${eventId}`;
              return { userId: viewer.id, type, message: text, link, onlyIf: repository.removedWith(status) };
            }),
          },
          removed,
        );
      const { removed, counts } = await transact(async (tx) => {
        const released = await release(tx, eventId, viewer.id, entries);
        return { removed: released?.status ?? null, counts: released?.counts ?? (await countsOf(tx, eventId)) };
      });
      return {
        data: {
          status: null,
          attendees_count: counts.attendeesCount,
          waitlist_count: counts.waitlistCount,
          waitlist_position: null,
          plus_ones: 0,
        },
        message: removed === 'requested' ? rsvpMessages.requestWithdrawn : rsvpMessages.cancelled,
      };
    },

    /**
     * A member changes the guests they bring (decision 040), up to the event's limit. Attending, more guests need as
     * many free places (a 422 says how many are left: the place is never traded for the waitlist unasked); fewer free
     * places, which go to the waitlist at once. Waitlisted or asking, the party just changes size (a smaller one may
     * now fit and come in).
     */
    async changePlusOnes(viewer: Member, eventId: number, plusOnes: number): Promise<RsvpResponse> {
      const row = await eventAccess.find(eventId);
      if (!row) throw notFound(eventMessages.notFound);
      if (row.event.endDate <= clock.now()) throw new AppError('events.ended', 422, eventMessages.eventEnded);
      if (row.event.cancelledAt) throw new AppError('events.cancelled', 409, reminderMessages.cannotRsvpCancelled);
      const outcome = await transact(async (tx) => {
        const event = await repository.lockEvent(tx, eventId);
        const own = await repository.find(tx, eventId, viewer.id);
        if (!event || !own) throw new AppError('rsvps.not_found', 404, rsvpMessages.noRsvpToChange);
        if (plusOnes !== own.plusOnes) {
          refuseAboveLimit(event, plusOnes);
          const more = plusOnes - own.plusOnes;
          if (own.status === 'attending' && more > 0 && !hasRoom(event, more)) {
            const free = Math.max(0, (event.maxAttendees ?? 0) - event.attendeesCount);
            throw validationError('plus_ones', rsvpMessages.plusOnesAboveFree(free, own.plusOnes + free));
          }
          await repository.setPlusOnes(tx, own.id, plusOnes);
          if (own.status === 'attending') await repository.addToCounts(tx, eventId, more, 0);
          if (own.status === 'waitlisted') await repository.addToCounts(tx, eventId, 0, more);
          // Fewer people attending free places; a smaller waitlisted party may fit in the places left.
          if (more < 0 || own.status === 'waitlisted') await fillFreePlaces(tx, eventId);
        }
        return countsOf(tx, eventId);
      });
      const rsvp = await rsvpsOf(eventId, viewer);
      return {
        data: {
          status: rsvp?.status ?? null,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          waitlist_position: rsvp?.waitlistPosition ?? null,
          plus_ones: rsvp?.plusOnes ?? 0,
        },
        message: rsvpMessages.plusOnesChanged,
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
        const logged = { eventId, actorId: viewer.id, subject: { userId } };
        if (decision === 'approve') {
          status = await admit(tx, event, eventId, request);
          await deps.eventLog.record(tx, { ...logged, action: 'rsvp.approved' });
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
          await deps.eventLog.record(tx, { ...logged, action: 'rsvp.declined' });
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
        const released = await release(tx, eventId, userId);
        if (released === null) throw new AppError('rsvps.not_found', 404, rsvpMessages.requestNotFound);
        await deps.eventLog.record(tx, { eventId, actorId: viewer.id, action: 'rsvp.removed', subject: { userId } });
        await activityService.notify(tx, userId, {
          type: 'event.removed',
          subject: `Your RSVP for ${row.event.title}`,
          text: `The organiser of “${row.event.title}” removed your RSVP.`,
          link: `/events/${eventId}`,
        });
        const { counts } = released;
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
      guest: { name: string; phone: string; cancelHash: string; plusOnes?: number },
    ) {
      const event = await repository.lockEvent(tx, row.id);
      if (!event) throw notFound(eventMessages.notFound);
      if (await repository.findGuest(tx, row.id, guest.phone)) return null;
      // The limit may have been lowered since the code was sent: the guest brings what it allows now.
      const plusOnes = Math.min(guest.plusOnes ?? 0, event.maxPlusOnes);
      let id = 0;
      const outcome = await place(
        tx,
        event,
        row.id,
        row.requiresApproval,
        async (status) => {
          const added = await repository.insertGuest(tx, { eventId: row.id, status, ...guest, plusOnes });
          id = added.id;
          return added;
        },
        plusOnes,
      );
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
        const logged = { eventId, actorId: viewer.id, subject: { guestName: request.name } };
        if (decision === 'approve') {
          status = await admit(tx, event, eventId, request);
          await deps.eventLog.record(tx, { ...logged, action: 'rsvp.approved' });
          await textGuest(tx, request.phone, guestRsvpSms.approved(title, status));
        } else {
          await repository.removeById(tx, eventId, guestId);
          await deps.eventLog.record(tx, { ...logged, action: 'rsvp.declined' });
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
        await deps.eventLog.record(tx, {
          eventId,
          actorId: viewer.id,
          action: 'rsvp.removed',
          subject: { guestName: guest.name },
        });
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
    async forgetGuestsOfEventsEndedBefore(before: Date): Promise<number> {
      // The event's log names guests too (decision 040): their names go from it at the same time.
      await deps.eventLog.forgetGuestsOfEventsEndedBefore(before);
      return repository.forgetGuestsOfEventsEndedBefore(before);
    },

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
    counters: ({ userId, now }: DashboardParams) => ({
      events_attending: repository.attendingUpcomingCount(userId, now),
    }),

    /** The dashboard's first step: any RSVP at all, to an event past or to come, in any status. */
    hasRsvped: ({ userId }: DashboardParams) => repository.anyOf(userId),

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
