import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { RsvpStatus } from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { executeNamed } from '../../../db/named-statements.ts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';
import type { ViewerRsvp } from '../events.mappers.ts';
import { rsvps } from './rsvps.table.ts';

interface EventCounts {
  attendeesCount: number;
  waitlistCount: number;
}

/** An RSVP that was taken away: where it stood and the guests it brought (its party is 1 + plusOnes people). */
export interface RemovedRsvp {
  status: RsvpStatus;
  plusOnes: number;
}

/** An RSVP added or taken away, with the event's counts once its party moved them. */
export type CountedRsvp = RemovedRsvp & EventCounts & { id: number };

/**
 * RSVP queries. Everything that changes a row or a count takes the transaction it runs in, and the
 * event's row is locked first (lockEvent), so concurrent RSVPs to one event take turns.
 */
export function createRsvpsRepository(db: Database) {
  // The outer row is named in full: drizzle writes a one-table query's columns unqualified.
  const waitlistPosition = sql<number | null>`case when event_attendees.status = 'waitlisted' then (
        select count(*)::int from event_attendees as ahead
        where ahead.event_id = event_attendees.event_id and ahead.status = 'waitlisted'
          and (ahead.created_at, ahead.id) <= (event_attendees.created_at, event_attendees.id)) end`;
  const viewerRsvp = db
    .select({ status: rsvps.status, waitlistPosition, plusOnes: rsvps.plusOnes })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, sql.placeholder('eventId')), eq(rsvps.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('rsvp_viewer_attendance');

  /**
   * Runs `change` (an insert or a delete of one RSVP, returning its id, status and plus_ones) and moves the event's
   * counts by its party (`sign` +1 added, -1 taken away) in the same statement, so the counts change with their row
   * in one round trip. Null when the change touched no row.
   */
  async function changeCounted(
    tx: Transaction,
    eventId: number,
    change: SQLWrapper,
    sign: 1 | -1,
    alongside?: (changed: SQL) => SQL,
  ): Promise<CountedRsvp | null> {
    const {
      rows: [row],
    } = await executeNamed<CountedRsvp>(
      tx,
      sql`
      with changed as (${change.getSQL()}),
      moved as (
        update ${events} set
          attendees_count = attendees_count
            + ${sign} * coalesce((select sum(1 + plus_ones) from changed where status = 'attending'), 0),
          waitlist_count = waitlist_count
            + ${sign} * coalesce((select sum(1 + plus_ones) from changed where status = 'waitlisted'), 0)
        where id = ${eventId} and exists (select from changed)
        returning attendees_count, waitlist_count)
      ${alongside ? sql`, ${alongside(sql`exists (select from changed)`)}` : sql``}
      select changed.id, changed.status, changed.plus_ones as "plusOnes", moved.attendees_count as "attendeesCount",
             moved.waitlist_count as "waitlistCount"
      from changed cross join moved`,
    );
    return row ?? null;
  }
  const changedColumns = { id: rsvps.id, status: rsvps.status, plusOnes: rsvps.plusOnes };
  const lockedColumns = {
    title: events.title,
    maxAttendees: events.maxAttendees,
    maxPlusOnes: events.maxPlusOnes,
    attendeesCount: events.attendeesCount,
    waitlistCount: events.waitlistCount,
  };

  return {
    /** Within `remove`'s `alongside`: the RSVP taken away had this status. */
    removedWith: (status: RsvpStatus): SQL => sql`exists (select from changed where status = ${status})`,

    /** The event's capacity and counts, its row locked until the transaction ends. */
    async lockEvent(tx: Transaction, eventId: number) {
      const [event] = await tx
        .select(lockedColumns)
        .from(events)
        .where(eq(events.id, sql.placeholder('eventId')))
        .for('update')
        .prepare('rsvp_lock_event')
        .execute({ eventId });
      return event ?? null;
    },

    async addToCounts(tx: Transaction, eventId: number, attendees: number, waitlist: number): Promise<EventCounts> {
      const [counts] = await tx
        .update(events)
        .set({
          attendeesCount: sql`${events.attendeesCount} + ${attendees}`,
          waitlistCount: sql`${events.waitlistCount} + ${waitlist}`,
        })
        .where(eq(events.id, eventId))
        .returning({ attendeesCount: events.attendeesCount, waitlistCount: events.waitlistCount });
      return counts!;
    },

    /**
     * The member's RSVP inside a write, read after lockEvent (its own statement: one that waited for the event's lock
     * would still read the RSVPs as they were before it waited).
     */
    async find(tx: Transaction, eventId: number, userId: number) {
      const [row] = await tx
        .select({ id: rsvps.id, status: rsvps.status, plusOnes: rsvps.plusOnes })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, sql.placeholder('eventId')), eq(rsvps.userId, sql.placeholder('userId'))))
        .prepare('rsvp_find_in_write')
        .execute({ eventId, userId });
      return row ?? null;
    },

    /**
     * Adds the member's RSVP and its party to the event's counts, with the writes `alongside` returns (WITH clauses,
     * told the condition that the RSVP was added) in the same statement; answers the counts.
     */
    async insert(
      tx: Transaction,
      eventId: number,
      userId: number,
      status: RsvpStatus,
      plusOnes = 0,
      alongside?: (added: SQL) => SQL,
    ): Promise<EventCounts> {
      const added = tx.insert(rsvps).values({ eventId, userId, status, plusOnes }).returning(changedColumns);
      const { attendeesCount, waitlistCount } = (await changeCounted(tx, eventId, added, 1, alongside))!;
      return { attendeesCount, waitlistCount };
    },

    /** The guests an RSVP brings (decision 040); its counts are the caller's to move. */
    async setPlusOnes(tx: Transaction, id: number, plusOnes: number): Promise<void> {
      await tx.update(rsvps).set({ plusOnes }).where(eq(rsvps.id, id));
    },

    /** A guest's RSVP (the name, the number proved by SMS, the hash of the cancel link's token) and its counts. */
    async insertGuest(
      tx: Transaction,
      values: {
        eventId: number;
        status: RsvpStatus;
        name: string;
        phone: string;
        cancelHash: string;
        plusOnes?: number;
      },
    ): Promise<EventCounts & { id: number }> {
      const added = tx
        .insert(rsvps)
        .values({
          eventId: values.eventId,
          status: values.status,
          plusOnes: values.plusOnes ?? 0,
          guestName: values.name,
          guestPhone: values.phone,
          guestCancelHash: values.cancelHash,
        })
        .returning(changedColumns);
      const { id, attendeesCount, waitlistCount } = (await changeCounted(tx, values.eventId, added, 1))!;
      return { id, attendeesCount, waitlistCount };
    },

    /** A guest's RSVP to the event by number (one per number and event). */
    async findGuest(tx: Transaction, eventId: number, phone: string) {
      const [row] = await tx
        .select({ id: rsvps.id, status: rsvps.status })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.guestPhone, phone)));
      return row ?? null;
    },

    /** A guest's RSVP (no member) by its id, within the event. */
    async findGuestById(tx: Transaction, eventId: number, guestId: number) {
      const [row] = await tx
        .select({
          id: rsvps.id,
          status: rsvps.status,
          phone: rsvps.guestPhone,
          name: rsvps.guestName,
          plusOnes: rsvps.plusOnes,
        })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.id, guestId), sql`${rsvps.userId} is null`));
      return row ?? null;
    },

    /** The guest RSVP a cancel link's token names, with what its page shows. */
    async guestByCancelHash(hash: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: rsvps.id,
          eventId: rsvps.eventId,
          status: rsvps.status,
          name: rsvps.guestName,
          title: events.title,
          startDate: events.startDate,
          venueName: events.venueName,
          city: events.city,
        })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(and(eq(rsvps.guestCancelHash, hash), sql`${rsvps.userId} is null`));
      return row ?? null;
    },

    /** The guest RSVPs made with a number, in event order (the order locks are taken in). */
    async guestRsvpsOf(tx: Transaction, phone: string) {
      return tx
        .select({ id: rsvps.id, eventId: rsvps.eventId })
        .from(rsvps)
        .where(and(eq(rsvps.guestPhone, phone), sql`${rsvps.userId} is null`))
        .orderBy(asc(rsvps.eventId), asc(rsvps.id));
    },

    /** A guest RSVP becomes the member's: the guest's details and cancel link go. */
    async giveToMember(tx: Transaction, id: number, userId: number): Promise<void> {
      await tx
        .update(rsvps)
        .set({ userId, guestName: null, guestPhone: null, guestCancelHash: null })
        .where(eq(rsvps.id, id));
    },

    async setStatusById(tx: Transaction, id: number, status: RsvpStatus): Promise<void> {
      await tx.update(rsvps).set({ status }).where(eq(rsvps.id, id));
    },

    /** Deletes an RSVP by its id and takes its party off the counts; answers what it was, or null without one. */
    removeById(tx: Transaction, eventId: number, id: number): Promise<CountedRsvp | null> {
      const removed = tx
        .delete(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.id, id)))
        .returning(changedColumns);
      return changeCounted(tx, eventId, removed, -1);
    },

    /**
     * Retention: the names and numbers of guests of events that ended before `before` are removed (the rows stay,
     * so the event's counts still equal them). Answers how many guests were forgotten.
     */
    async forgetGuestsOfEventsEndedBefore(before: Date): Promise<number> {
      const forgotten = await db
        .update(rsvps)
        .set({ guestName: null, guestPhone: null, guestCancelHash: null })
        .where(
          and(
            sql`${rsvps.userId} is null`,
            isNotNull(rsvps.guestPhone),
            inArray(rsvps.eventId, db.select({ id: events.id }).from(events).where(lt(events.endDate, before))),
          ),
        )
        .returning({ id: rsvps.id });
      return forgotten.length;
    },

    /** Deletes the member's RSVP and takes its party off the counts; answers what it was, or null without one. */
    remove(
      tx: Transaction,
      eventId: number,
      userId: number,
      alongside?: (removed: SQL) => SQL,
    ): Promise<CountedRsvp | null> {
      const removed = tx
        .delete(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
        .returning(changedColumns);
      return changeCounted(tx, eventId, removed, -1, alongside);
    },

    /**
     * The waitlisted RSVPs whose party (1 + plus-ones) fits in `places`, in the waitlist's order: at most `places` of
     * them, since each holds one person at least.
     */
    async nextOnWaitlist(tx: Transaction, eventId: number, places: number) {
      return tx
        .select({ id: rsvps.id, userId: rsvps.userId, guestPhone: rsvps.guestPhone, plusOnes: rsvps.plusOnes })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'waitlisted'), sql`1 + ${rsvps.plusOnes} <= ${places}`))
        .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
        .limit(places);
    },

    async markAttending(tx: Transaction, ids: number[]): Promise<void> {
      await tx.update(rsvps).set({ status: 'attending' }).where(inArray(rsvps.id, ids));
    },

    /** Events the member has an RSVP to, in id order (the order locks are taken in, so deletions cannot deadlock). */
    async eventIdsOf(tx: Transaction, userId: number): Promise<number[]> {
      const rows = await tx
        .select({ eventId: rsvps.eventId })
        .from(rsvps)
        .where(eq(rsvps.userId, userId))
        .orderBy(asc(rsvps.eventId));
      return rows.map((row) => row.eventId);
    },

    /** An RSVP's 1-based place on its event's waitlist, or null when it is not waitlisted. */
    async waitlistPositionOf(id: number): Promise<number | null> {
      const [row] = await db.select({ position: waitlistPosition }).from(rsvps).where(eq(rsvps.id, id));
      return row?.position ?? null;
    },

    /** The member's RSVP to an event and, when waitlisted, their 1-based place: one statement. */
    async rsvpOf(eventId: number, userId: number): Promise<ViewerRsvp | null> {
      const [row] = await viewerRsvp.execute({ eventId, userId });
      return row ?? null;
    },

    /** Members and guests alike (a guest has no user: their name and number are on the row). */
    list(eventId: number) {
      return db
        .select({
          id: rsvps.id,
          userId: rsvps.userId,
          memberName: users.name,
          guestName: rsvps.guestName,
          guestPhone: rsvps.guestPhone,
          status: rsvps.status,
          plusOnes: rsvps.plusOnes,
          createdAt: rsvps.createdAt,
          reconfirmedAt: rsvps.reconfirmedAt,
        })
        .from(rsvps)
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(eq(rsvps.eventId, eventId))
        .orderBy(asc(rsvps.status), asc(rsvps.createdAt), asc(rsvps.id));
    },

    /** Whether the member ever RSVP'd (to any event, past or to come, in any status): the dashboard's first step. */
    anyOf: (userId: Placeholder): SQL<boolean> =>
      sql<boolean>`exists (${db.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.userId, userId))})`,

    /** How many events not yet over the member is going to, as a scalar subquery (the dashboard's statement). */
    attendingUpcomingCount: (userId: Placeholder, now: Placeholder): SQL =>
      sql`(${db
        .select({ value: count() })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(and(eq(rsvps.userId, userId), eq(rsvps.status, 'attending'), gt(events.endDate, now)))})`,

    /** Download my data: the member's RSVPs with the event each is for. */
    async exportOf(userId: number) {
      return db
        .select({
          eventId: rsvps.eventId,
          eventTitle: events.title,
          eventStartDate: events.startDate,
          status: rsvps.status,
          createdAt: rsvps.createdAt,
        })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(eq(rsvps.userId, userId))
        .orderBy(asc(rsvps.id));
    },
  };
}
export type RsvpsRepository = ReturnType<typeof createRsvpsRepository>;
