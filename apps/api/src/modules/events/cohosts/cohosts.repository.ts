import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EventLogAction } from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { associationMembers, associations } from '../../associations/associations.table.ts';
import { categories } from '../../categories/categories.table.ts';
import { users } from '../../users/users.table.ts';
import { eventWithRefs } from '../events.repository.ts';
import { events } from '../events.table.ts';
import { eventCohosts, eventLog } from './cohosts.table.ts';

/** One line of an event's log, as the service writes it (decision 040). */
export interface EventLogRecord {
  eventId: number;
  actorId: number;
  action: EventLogAction;
  /** A member the change was about, or a guest (by the name on their RSVP). */
  subject?: { userId: number } | { guestName: string | null };
  note?: string | null;
}

const actor = alias(users, 'log_actor');
const subject = alias(users, 'log_subject');

/** Co-hosts and the event's log (decision 040). Reads of users, RSVPs and associations are joins for names only. */
export function createCohostsRepository(db: Database) {
  // Asked on every management request by a member who is not the organiser: one indexed read, prepared once.
  const cohostRow = db
    .select({ userId: eventCohosts.userId })
    .from(eventCohosts)
    .where(
      and(eq(eventCohosts.eventId, sql.placeholder('eventId')), eq(eventCohosts.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('event_cohost_row');

  /** Events the member co-hosts: added by the organiser, or posted for an association they lead; never their own. */
  const cohostedBy = (userId: number) =>
    and(
      ne(events.userId, userId),
      or(
        inArray(
          events.id,
          db.select({ id: eventCohosts.eventId }).from(eventCohosts).where(eq(eventCohosts.userId, userId)),
        ),
        inArray(
          events.associationId,
          db
            .select({ id: associationMembers.associationId })
            .from(associationMembers)
            .where(and(eq(associationMembers.userId, userId), eq(associationMembers.role, 'leader'))),
        ),
      ),
    );

  return {
    async isCohost(eventId: number, userId: number): Promise<boolean> {
      const [row] = await cohostRow.execute({ eventId, userId });
      return row !== undefined;
    },

    /** The event's organiser, its row locked so co-host changes to one event take turns (the limit holds). */
    async lockEvent(tx: Transaction, eventId: number) {
      const [row] = await tx
        .select({ userId: events.userId, title: events.title })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      return row ?? null;
    },

    /**
     * What decides whether a member may be named a co-host: their account's confirmation and visibility, and whether
     * they have an RSVP to the event (the organiser sees them in the attendee list). Null when there is no account.
     */
    async candidate(executor: Executor, eventId: number, userId: number) {
      const [row] = await executor
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          phoneVerifiedAt: users.phoneVerifiedAt,
          showInSearch: users.showInSearch,
          hiddenAt: users.hiddenAt,
          suspendedAt: users.suspendedAt,
          // Spelt out: drizzle writes a one-table query's columns unqualified, which the subquery would misread.
          hasRsvp: sql<boolean>`exists (select 1 from event_attendees as rsvp
            where rsvp.event_id = ${eventId} and rsvp.user_id = users.id)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async countAdded(tx: Transaction, eventId: number): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(eventCohosts).where(eq(eventCohosts.eventId, eventId));
      return row!.value;
    },

    /** Answers false when the member co-hosts the event already. */
    async add(tx: Transaction, values: { eventId: number; userId: number; addedBy: number }): Promise<Date | null> {
      const [row] = await tx
        .insert(eventCohosts)
        .values(values)
        .onConflictDoNothing()
        .returning({ createdAt: eventCohosts.createdAt });
      return row?.createdAt ?? null;
    },

    async remove(tx: Transaction, eventId: number, userId: number): Promise<boolean> {
      const removed = await tx
        .delete(eventCohosts)
        .where(and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId)))
        .returning({ userId: eventCohosts.userId });
      return removed.length > 0;
    },

    /** The co-hosts the organiser added, the first added first, with their names. */
    added(eventId: number) {
      return db
        .select({ userId: eventCohosts.userId, name: users.name, createdAt: eventCohosts.createdAt })
        .from(eventCohosts)
        .innerJoin(users, eq(users.id, eventCohosts.userId))
        .where(eq(eventCohosts.eventId, eventId))
        .orderBy(asc(eventCohosts.createdAt), asc(eventCohosts.userId));
    },

    /** The leaders of an association, the longest serving first, with its name. */
    leadersOf(associationId: number) {
      return db
        .select({ userId: users.id, name: users.name, associationName: associations.name })
        .from(associationMembers)
        .innerJoin(users, eq(users.id, associationMembers.userId))
        .innerJoin(associations, eq(associations.id, associationMembers.associationId))
        .where(and(eq(associationMembers.associationId, associationId), eq(associationMembers.role, 'leader')))
        .orderBy(asc(associationMembers.createdAt), asc(users.id));
    },

    /** My Events' Co-hosting tab: the events the member co-hosts, the latest start first. */
    async listCohostedBy(userId: number, limit: number, offset: number) {
      const where = cohostedBy(userId);
      const [rows, [total]] = await Promise.all([
        db
          .select(eventWithRefs)
          .from(events)
          .innerJoin(categories, eq(categories.id, events.categoryId))
          .innerJoin(users, eq(users.id, events.userId))
          .where(where)
          .orderBy(desc(events.startDate), desc(events.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(events).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** Download my data: the events the member was added to as a co-host. */
    exportOf(userId: number) {
      return db
        .select({ eventId: eventCohosts.eventId, eventTitle: events.title, addedAt: eventCohosts.createdAt })
        .from(eventCohosts)
        .innerJoin(events, eq(events.id, eventCohosts.eventId))
        .where(eq(eventCohosts.userId, userId))
        .orderBy(asc(eventCohosts.createdAt));
    },

    async record(executor: Executor, entry: EventLogRecord): Promise<void> {
      const about = entry.subject;
      await executor.insert(eventLog).values({
        eventId: entry.eventId,
        actorId: entry.actorId,
        action: entry.action,
        subjectKind: about ? ('userId' in about ? 'member' : 'guest') : null,
        subjectUserId: about && 'userId' in about ? about.userId : null,
        subjectName: about && 'guestName' in about ? about.guestName : null,
        note: entry.note ?? null,
      });
    },

    /** The event's log, the newest first, with the names of who acted and whom it was about. */
    async log(eventId: number, limit: number, offset: number) {
      const where = eq(eventLog.eventId, eventId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: eventLog.id,
            action: eventLog.action,
            actorId: eventLog.actorId,
            actorName: actor.name,
            subjectKind: eventLog.subjectKind,
            subjectUserId: eventLog.subjectUserId,
            subjectMemberName: subject.name,
            subjectGuestName: eventLog.subjectName,
            note: eventLog.note,
            createdAt: eventLog.createdAt,
          })
          .from(eventLog)
          .leftJoin(actor, eq(actor.id, eventLog.actorId))
          .leftJoin(subject, eq(subject.id, eventLog.subjectUserId))
          .where(where)
          .orderBy(desc(eventLog.createdAt), desc(eventLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(eventLog).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** Retention (decision 034): guests' names leave the logs of events that ended before `before`. */
    async forgetGuestNames(before: Date): Promise<void> {
      await db
        .update(eventLog)
        .set({ subjectName: null })
        .where(
          and(
            eq(eventLog.subjectKind, 'guest'),
            isNotNull(eventLog.subjectName),
            inArray(eventLog.eventId, db.select({ id: events.id }).from(events).where(lt(events.endDate, before))),
          ),
        );
    },
  };
}
export type CohostsRepository = ReturnType<typeof createCohostsRepository>;
