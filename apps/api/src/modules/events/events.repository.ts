import { and, asc, count, desc, eq, getTableColumns, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { MyRsvpTime, SeriesRepeat } from '@akwaaba/contracts';
import { prepareArrayRows } from '../../db/array-rows.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hidingQueries } from '../../db/hidden-items.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';
import { events, type NewEventRow } from './events.table.ts';
import { rsvps } from './rsvps/rsvps.table.ts';
import { eventSeries } from './series/series.table.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);
const categoryRef = { id: categories.id, name: categories.name, slug: categories.slug };

/** How the series an event is a date of repeats, or null (decision 039): one primary-key probe per row shown. */
const seriesRepeat = sql<SeriesRepeat | null>`(select ${eventSeries.repeat} from ${eventSeries} where ${eventSeries.id} = ${events.seriesId})`;

/** An event with what every view of it shows: its category and organiser. */
export const eventWithRefs = {
  event: { ...eventColumns, repeat: seriesRepeat },
  category: categoryRef,
  organizer: { id: users.id, name: users.name, email: users.email },
};

/**
 * What a list card shows, and no more: lists stay small on the wire and cheap to read. The public list reads it as
 * arrays, in this order (eventSummaryOf).
 */
const summaryColumns = {
  event: {
    id: events.id,
    userId: events.userId,
    title: events.title,
    // Cards clamp it to three lines anyway.
    description: sql<string>`left(${events.description}, 300)`,
    eventType: events.eventType,
    heldIn: events.heldIn,
    lifeEvent: events.lifeEvent,
    startDate: events.startDate,
    endDate: events.endDate,
    venueName: events.venueName,
    city: events.city,
    price: events.price,
    maxAttendees: events.maxAttendees,
    attendeesCount: events.attendeesCount,
    imageKey: events.imageKey,
    cancelledAt: events.cancelledAt,
    repeat: seriesRepeat,
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
  /** An association's events. */
  associationId?: number;
}

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
      // Written into the statement, not bound: a generic plan of a prepared statement can use the partial
      // indexes only for a literal `status = 'approved' and is_public` (a bound $1 could be any status).
      sql`${events.status} = 'approved'`,
      sql`${events.isPublic}`,
      gte(events.endDate, sql.placeholder('now')),
      // Events last at most EVENT_MAX_DURATION_DAYS, so this bound keeps the index scan to upcoming rows.
      gte(events.startDate, sql.placeholder('startsFrom')),
      // A series is listed by its next date alone, not a card a week (decision 039).
      sql`(${events.seriesId} is null or not exists (select 1 from ${events} as earlier where earlier.series_id = ${events.seriesId} and earlier.status = 'approved' and earlier.is_public and earlier.end_date >= ${sql.placeholder('now')} and earlier.start_date >= ${sql.placeholder('startsFrom')} and (earlier.start_date, earlier.id) < (${events.startDate}, ${events.id})))`,
    ];
    if (filters.city) conditions.push(eq(events.city, sql.placeholder('city')));
    if (filters.associationId) conditions.push(eq(events.associationId, sql.placeholder('association')));
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
    `${filters.city ? 'c' : ''}${filters.categorySlug ? 'k' : ''}${filters.search ? 's' : ''}${filters.associationId ? 'a' : ''}`;

  function listParams(filters: ListFilters, now: Date, earliestStart: Date) {
    const startsFrom = filters.startsFrom && filters.startsFrom > earliestStart ? filters.startsFrom : earliestStart;
    return {
      now: now.toISOString(),
      startsFrom: startsFrom.toISOString(),
      city: filters.city,
      category: filters.categorySlug,
      search: filters.search,
      association: filters.associationId,
    };
  }

  const buildListPage = (filters: ListFilters) =>
    prepareArrayRows(
      db,
      db
        .select(summaryColumns)
        .from(events)
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .innerJoin(users, eq(users.id, events.userId))
        .where(listedWhere(filters))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      `events_list_${filterKey(filters)}`,
      // Mapped by the service, which knows where images are kept.
      (row) => row,
    );
  const buildListCount = (filters: ListFilters) =>
    db
      .select({ value: count() })
      .from(events)
      .where(listedWhere(filters))
      .prepare(`events_count_${filterKey(filters)}`);
  const listPages = new Map<string, ReturnType<typeof buildListPage>>();
  const listCounts = new Map<string, ReturnType<typeof buildListCount>>();

  const byId = withRefs()
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('events_by_id');

  return {
    ...hidingQueries(events),

    /** The sitemap's events: every listed event that has not ended, by id. */
    listedIds(now: Date) {
      return db
        .select({ id: events.id, updatedAt: events.updatedAt })
        .from(events)
        .where(and(sql`${events.status} = 'approved'`, sql`${events.isPublic}`, gte(events.endDate, now)))
        .orderBy(events.id);
    },

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

    /** The member's RSVPs (any status) to approved events that have not ended, soonest first. */
    async listRsvpedBy(userId: number, when: MyRsvpTime, now: Date, limit: number, offset: number) {
      const upcoming = when === 'upcoming';
      const where = and(
        eq(rsvps.userId, userId),
        sql`${events.status} = 'approved'`,
        upcoming ? gte(events.endDate, now) : lt(events.endDate, now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...summaryColumns, rsvpStatus: rsvps.status })
          .from(rsvps)
          .innerJoin(events, eq(events.id, rsvps.eventId))
          .innerJoin(categories, eq(categories.id, events.categoryId))
          .innerJoin(users, eq(users.id, events.userId))
          .where(where)
          .orderBy(...(upcoming ? [asc(events.startDate), asc(events.id)] : [desc(events.startDate), desc(events.id)]))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(rsvps).innerJoin(events, eq(events.id, rsvps.eventId)).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async listPending(limit: number, offset: number) {
      // A series waits as one entry, its first waiting date: the decision takes them all (decision 039).
      const where = and(
        eq(events.status, 'pending'),
        sql`(${events.seriesId} is null or not exists (select 1 from ${events} as earlier where earlier.series_id = ${events.seriesId} and earlier.status = 'pending' and (earlier.start_date, earlier.id) < (${events.startDate}, ${events.id})))`,
      );
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

    async insert(tx: Executor, values: NewEventRow): Promise<number> {
      const [row] = await tx.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },

    /** Never the counts: those change with their rows, in rsvps.repository.ts. */
    async update(tx: Transaction, id: number, values: Omit<Partial<NewEventRow>, 'attendeesCount' | 'waitlistCount'>) {
      await tx
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id));
    },

    async setPublic(executor: Executor, id: number, isPublic: boolean): Promise<void> {
      await executor
        .update(events)
        .set({ isPublic, updatedAt: sql`now()` })
        .where(eq(events.id, id));
    },

    async delete(id: number, executor: Executor = db): Promise<void> {
      await executor.delete(events).where(eq(events.id, id));
    },

    /** How many events the member created, as a scalar subquery (the dashboard's statement). */
    createdCount: (userId: Placeholder): SQL =>
      sql`(${db.select({ value: count() }).from(events).where(eq(events.userId, userId))})`,

    /** Image keys of a member's events, to delete the files with the account. */
    async imageKeysOfOwner(tx: Transaction, userId: number): Promise<string[]> {
      const rows = await tx
        .select({ key: events.imageKey })
        .from(events)
        .where(and(eq(events.userId, userId), sql`${events.imageKey} is not null`));
      return rows.map((row) => row.key!);
    },

    /** Download my data: the events the member organises, as stored (the search vector left out). */
    async exportOf(userId: number) {
      return db.select(eventColumns).from(events).where(eq(events.userId, userId)).orderBy(asc(events.id));
    },

    /**
     * Account deletion: who to tell that the member's events that have not ended are off (attending, waitlisted
     * or asking), the organiser left out.
     */
    async membersOfUpcomingOf(tx: Transaction, userId: number, now: Date) {
      return tx
        .select({ userId: rsvps.userId, eventId: events.id, title: events.title, startDate: events.startDate })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(and(eq(events.userId, userId), gte(events.endDate, now), sql`${rsvps.userId} <> ${userId}`))
        .orderBy(asc(events.id), asc(rsvps.id));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventWithRefs = NonNullable<Awaited<ReturnType<EventsRepository['findById']>>>;
/** A list card's row, as the member's own lists read it (summaryColumns). */
export interface EventSummaryRow {
  event: Pick<EventWithRefs['event'], keyof (typeof summaryColumns)['event']>;
  category: EventWithRefs['category'];
  organizer: Pick<EventWithRefs['organizer'], 'id' | 'name'>;
}
