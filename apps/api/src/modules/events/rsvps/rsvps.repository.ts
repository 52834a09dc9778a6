import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RsvpStatus } from '@akwaaba/contracts';
import type { Database, Transaction } from '../../../db/client.ts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';
import type { ViewerRsvp } from '../events.mappers.ts';
import { rsvps } from './rsvps.table.ts';

interface EventCounts {
  attendeesCount: number;
  waitlistCount: number;
}

/**
 * RSVP queries. Everything that changes a row or a count takes the transaction it runs in, and the
 * event's row is locked first (lockEvent), so concurrent RSVPs to one event take turns.
 */
export function createRsvpsRepository(db: Database) {
  const viewerRsvp = db
    .select({
      status: rsvps.status,
      // The outer row is named in full: drizzle writes a one-table query's columns unqualified.
      waitlistPosition: sql<number | null>`case when event_attendees.status = 'waitlisted' then (
        select count(*)::int from event_attendees as ahead
        where ahead.event_id = event_attendees.event_id and ahead.status = 'waitlisted'
          and (ahead.created_at, ahead.id) <= (event_attendees.created_at, event_attendees.id)) end`,
    })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, sql.placeholder('eventId')), eq(rsvps.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('rsvp_viewer_attendance');

  return {
    /** The event's capacity and counts, its row locked until the transaction ends. */
    async lockEvent(tx: Transaction, eventId: number) {
      const [event] = await tx
        .select({
          title: events.title,
          maxAttendees: events.maxAttendees,
          attendeesCount: events.attendeesCount,
          waitlistCount: events.waitlistCount,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
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

    async find(tx: Transaction, eventId: number, userId: number) {
      const [row] = await tx
        .select({ status: rsvps.status })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)));
      return row ?? null;
    },

    async insert(tx: Transaction, eventId: number, userId: number, status: RsvpStatus): Promise<void> {
      await tx.insert(rsvps).values({ eventId, userId, status });
    },

    async setStatus(tx: Transaction, eventId: number, userId: number, status: RsvpStatus): Promise<void> {
      await tx
        .update(rsvps)
        .set({ status })
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)));
    },

    /** Deletes the member's RSVP; answers what it was, or null when there was none. */
    async remove(tx: Transaction, eventId: number, userId: number): Promise<RsvpStatus | null> {
      const [removed] = await tx
        .delete(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
        .returning({ status: rsvps.status });
      return removed?.status ?? null;
    },

    /** The first `places` members on the waitlist, oldest first. */
    async nextOnWaitlist(tx: Transaction, eventId: number, places: number) {
      return tx
        .select({ id: rsvps.id, userId: rsvps.userId })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'waitlisted')))
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

    /** The member's RSVP to an event and, when waitlisted, their 1-based place: one statement. */
    async rsvpOf(eventId: number, userId: number): Promise<ViewerRsvp | null> {
      const [row] = await viewerRsvp.execute({ eventId, userId });
      return row ?? null;
    },

    list(eventId: number) {
      return db
        .select({ userId: users.id, name: users.name, status: rsvps.status, createdAt: rsvps.createdAt })
        .from(rsvps)
        .innerJoin(users, eq(users.id, rsvps.userId))
        .where(eq(rsvps.eventId, eventId))
        .orderBy(asc(rsvps.status), asc(rsvps.createdAt), asc(rsvps.id));
    },

    /** Whether the member ever RSVP'd (to any event, past or to come, in any status): the dashboard's first step. */
    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.userId, userId)).limit(1);
      return row !== undefined;
    },

    async countAttendingUpcoming(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(and(eq(rsvps.userId, userId), eq(rsvps.status, 'attending'), gt(events.endDate, now)));
      return row!.value;
    },

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
