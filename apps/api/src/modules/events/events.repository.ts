import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { AttendanceStatus } from '@akwaaba/contracts';
import type { ViewerAttendance } from './events.mappers.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';
import { eventAttendees, events, type NewEventRow } from './events.table.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);
const categoryRef = { id: categories.id, name: categories.name, slug: categories.slug };

/** An event with what every view of it shows: its category and organiser. */
const eventWithRefs = {
  event: eventColumns,
  category: categoryRef,
  organizer: { id: users.id, name: users.name, email: users.email },
};

/** What a list card shows, and no more: lists stay small on the wire and cheap to read. */
const summaryColumns = {
  event: {
    id: events.id,
    userId: events.userId,
    title: events.title,
    // Cards clamp it to three lines anyway.
    description: sql<string>`left(${events.description}, 300)`,
    eventType: events.eventType,
    startDate: events.startDate,
    endDate: events.endDate,
    venueName: events.venueName,
    city: events.city,
    price: events.price,
    maxAttendees: events.maxAttendees,
    attendeesCount: events.attendeesCount,
    imageKey: events.imageKey,
  },
  category: categoryRef,
  organizer: { id: users.id, name: users.name },
};

export interface ListFilters {
  search?: string;
  categorySlug?: string;
  city?: string;
  /** Events that start at or after this instant. */
  startsFrom?: Date;
}

export type AttendanceOutcome = {
  status: AttendanceStatus | null;
  attendeesCount: number;
  waitlistCount: number;
  /** Whether this call added the RSVP (false when the member already had one). */
  joined?: boolean;
  /** The member moved from the waitlist into the freed place, if any. */
  promotedUserId?: number;
};

export function createEventsRepository(db: Database) {
  const withRefs = () =>
    db
      .select(eventWithRefs)
      .from(events)
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(users, eq(users.id, events.userId));

  /**
   * The listed-events condition with placeholders, so each combination of filters is built and
   * prepared once instead of on every request (building drizzle SQL costs more than running it).
   */
  function listedWhere(filters: ListFilters): SQL {
    const conditions: SQL[] = [
      eq(events.status, 'approved'),
      eq(events.isPublic, true),
      gte(events.endDate, sql.placeholder('now')),
      // Events last at most EVENT_MAX_DURATION_DAYS, so this bound keeps the index scan to upcoming rows.
      gte(events.startDate, sql.placeholder('startsFrom')),
    ];
    if (filters.city) conditions.push(eq(events.city, sql.placeholder('city')));
    if (filters.categorySlug) {
      conditions.push(
        eq(
          events.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.type} = 'event' and ${categories.slug} = ${sql.placeholder('category')})`,
        ),
      );
    }
    if (filters.search) {
      conditions.push(sql`${events.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('search')})`);
    }
    return and(...conditions)!;
  }

  const filterKey = (filters: ListFilters) =>
    `${filters.city ? 'c' : ''}${filters.categorySlug ? 'k' : ''}${filters.search ? 's' : ''}`;

  function listParams(filters: ListFilters, now: Date, earliestStart: Date) {
    const startsFrom = filters.startsFrom && filters.startsFrom > earliestStart ? filters.startsFrom : earliestStart;
    return {
      now: now.toISOString(),
      startsFrom: startsFrom.toISOString(),
      city: filters.city,
      category: filters.categorySlug,
      search: filters.search,
    };
  }

  const buildListPage = (filters: ListFilters) =>
    db
      .select(summaryColumns)
      .from(events)
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(users, eq(users.id, events.userId))
      .where(listedWhere(filters))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`events_list_${filterKey(filters)}`);
  const buildListCount = (filters: ListFilters) =>
    db
      .select({ value: count() })
      .from(events)
      .where(listedWhere(filters))
      .prepare(`events_count_${filterKey(filters)}`);
  const listPages = new Map<string, ReturnType<typeof buildListPage>>();
  const listCounts = new Map<string, ReturnType<typeof buildListCount>>();

  const viewerAttendance = db
    .select({
      status: eventAttendees.status,
      // The outer row is named in full: drizzle writes a one-table query's columns unqualified.
      waitlistPosition: sql<number | null>`case when event_attendees.status = 'waitlisted' then (
        select count(*)::int from event_attendees as ahead
        where ahead.event_id = event_attendees.event_id and ahead.status = 'waitlisted'
          and (ahead.created_at, ahead.id) <= (event_attendees.created_at, event_attendees.id)) end`,
    })
    .from(eventAttendees)
    .where(
      and(eq(eventAttendees.eventId, sql.placeholder('eventId')), eq(eventAttendees.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('event_viewer_attendance');

  const byId = withRefs()
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('events_by_id');

  /** The event's row, locked until the transaction ends: RSVPs to one event take turns. */
  async function lockEvent(tx: Transaction, eventId: number) {
    const [event] = await tx
      .select({
        maxAttendees: events.maxAttendees,
        attendeesCount: events.attendeesCount,
        waitlistCount: events.waitlistCount,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    return event ?? null;
  }

  async function addToCounts(tx: Transaction, eventId: number, attendees: number, waitlist: number) {
    const [counts] = await tx
      .update(events)
      .set({
        attendeesCount: sql`${events.attendeesCount} + ${attendees}`,
        waitlistCount: sql`${events.waitlistCount} + ${waitlist}`,
      })
      .where(eq(events.id, eventId))
      .returning({ attendeesCount: events.attendeesCount, waitlistCount: events.waitlistCount });
    return counts!;
  }

  /** The first `places` members on the waitlist become attendees; answers who they are. */
  async function promoteFromWaitlist(tx: Transaction, eventId: number, places: number): Promise<number[]> {
    const next = await tx
      .select({ id: eventAttendees.id, userId: eventAttendees.userId })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, 'waitlisted')))
      .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.id))
      .limit(places);
    if (next.length === 0) return [];
    await tx
      .update(eventAttendees)
      .set({ status: 'attending' })
      .where(
        inArray(
          eventAttendees.id,
          next.map((row) => row.id),
        ),
      );
    await addToCounts(tx, eventId, next.length, -next.length);
    return next.map((row) => row.userId);
  }

  return {
    listPublic(filters: ListFilters, now: Date, earliestStart: Date, limit: number, offset: number) {
      const key = filterKey(filters);
      if (!listPages.has(key)) listPages.set(key, buildListPage(filters));
      return listPages.get(key)!.execute({ ...listParams(filters, now, earliestStart), limit, offset });
    },

    async countPublic(filters: ListFilters, now: Date, earliestStart: Date): Promise<number> {
      const key = filterKey(filters);
      if (!listCounts.has(key)) listCounts.set(key, buildListCount(filters));
      const [row] = await listCounts.get(key)!.execute(listParams(filters, now, earliestStart));
      return row!.value;
    },

    async findById(id: number) {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    async listByOwner(userId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        withRefs()
          .where(eq(events.userId, userId))
          .orderBy(desc(events.startDate), desc(events.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(events).where(eq(events.userId, userId)),
      ]);
      return { rows, total: total!.value };
    },

    async listPending(limit: number, offset: number) {
      const where = eq(events.status, 'pending');
      const [rows, [total]] = await Promise.all([
        withRefs().where(where).orderBy(asc(events.createdAt), asc(events.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(events).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async isEventCategory(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.type, 'event')));
      return row !== undefined;
    },

    async insert(values: NewEventRow): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },

    async update(id: number, values: Partial<NewEventRow>): Promise<void> {
      await db
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
    },

    /** The member's RSVP to an event and, when waitlisted, their 1-based place: one statement. */
    async attendanceOf(eventId: number, userId: number): Promise<ViewerAttendance | null> {
      const [row] = await viewerAttendance.execute({ eventId, userId });
      return row ?? null;
    },

    /**
     * RSVP in one transaction with the event row locked, so concurrent RSVPs queue up:
     * a place while there is one, the waitlist after that, and one row per member.
     */
    async attend(eventId: number, userId: number): Promise<AttendanceOutcome> {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) return { status: null, attendeesCount: 0, waitlistCount: 0 };
        const [existing] = await tx
          .select({ status: eventAttendees.status })
          .from(eventAttendees)
          .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
        if (existing) {
          return { status: existing.status, attendeesCount: event.attendeesCount, waitlistCount: event.waitlistCount };
        }
        const hasPlace = event.maxAttendees === null || event.attendeesCount < event.maxAttendees;
        const status = hasPlace ? 'attending' : 'waitlisted';
        await tx.insert(eventAttendees).values({ eventId, userId, status });
        const counts = await addToCounts(tx, eventId, hasPlace ? 1 : 0, hasPlace ? 0 : 1);
        return { status, ...counts, joined: true };
      });
    },

    /** Cancels an RSVP; a freed place goes at once to the first member on the waitlist. */
    async unattend(eventId: number, userId: number): Promise<AttendanceOutcome> {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) return { status: null, attendeesCount: 0, waitlistCount: 0 };
        const [removed] = await tx
          .delete(eventAttendees)
          .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
          .returning({ status: eventAttendees.status });
        if (!removed) return { status: null, attendeesCount: event.attendeesCount, waitlistCount: event.waitlistCount };
        if (removed.status === 'waitlisted') return { status: null, ...(await addToCounts(tx, eventId, 0, -1)) };
        const counts = await addToCounts(tx, eventId, -1, 0);
        const [promoted] = await promoteFromWaitlist(tx, eventId, 1);
        if (promoted === undefined) return { status: null, ...counts };
        return {
          status: null,
          attendeesCount: counts.attendeesCount + 1,
          waitlistCount: counts.waitlistCount - 1,
          promotedUserId: promoted,
        };
      });
    },

    /** Moves waitlisted members into places that opened up (a raised capacity), first come first served. */
    async fillFromWaitlist(eventId: number): Promise<number[]> {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event || event.waitlistCount === 0) return [];
        const free = event.maxAttendees === null ? event.waitlistCount : event.maxAttendees - event.attendeesCount;
        return free > 0 ? promoteFromWaitlist(tx, eventId, free) : [];
      });
    },

    async attendeeContact(userId: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    listAttendees(eventId: number) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          status: eventAttendees.status,
          createdAt: eventAttendees.createdAt,
        })
        .from(eventAttendees)
        .innerJoin(users, eq(users.id, eventAttendees.userId))
        .where(eq(eventAttendees.eventId, eventId))
        .orderBy(asc(eventAttendees.status), asc(eventAttendees.createdAt), asc(eventAttendees.id));
    },

    async countAttendingUpcoming(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(eventAttendees)
        .innerJoin(events, eq(events.id, eventAttendees.eventId))
        .where(and(eq(eventAttendees.userId, userId), eq(eventAttendees.status, 'attending'), gt(events.endDate, now)));
      return row!.value;
    },

    async countCreated(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(events).where(eq(events.userId, userId));
      return row!.value;
    },

    /** Image keys of a member's events, to delete the files with the account. */
    async imageKeysOfOwner(userId: number): Promise<string[]> {
      const rows = await db
        .select({ key: events.imageKey })
        .from(events)
        .where(and(eq(events.userId, userId), sql`${events.imageKey} is not null`));
      return rows.map((row) => row.key!);
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventWithRefs = NonNullable<Awaited<ReturnType<EventsRepository['findById']>>>;
export type EventSummaryRow = Awaited<ReturnType<EventsRepository['listPublic']>>[number];
