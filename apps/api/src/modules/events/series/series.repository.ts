import { and, asc, count, eq, getTableColumns, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { events, type EventRow, type NewEventRow } from '../events.table.ts';
import { rsvps } from '../rsvps/rsvps.table.ts';
import { eventSeries, type EventSeriesRow } from './series.table.ts';

const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

/** A date of a series as stored (the search vector never leaves the database). */
export type SeriesDate = Omit<EventRow, 'searchVector'>;

/** One date's new times in a set-based edit of a series' later dates. */
export interface DateMove {
  id: number;
  startDate: Date;
  endDate: Date;
  /** The start the rule gives it; null once it leaves its series. */
  seriesStart: Date | null;
  /** Its start changed: the reminder and the release are due again. */
  rescheduled: boolean;
  /** Its start or place changed: calendars must take it (SEQUENCE + 1). */
  moved: boolean;
}

/** The columns every date of a series shares, set at once on the later dates by an edit of them all. */
export type SharedColumns = Omit<
  Partial<NewEventRow>,
  'id' | 'startDate' | 'endDate' | 'seriesStart' | 'attendeesCount' | 'waitlistCount' | 'sequence'
>;

export function createSeriesRepository(db: Database) {
  const listedNow = (now: Date) =>
    and(sql`${events.status} = 'approved'`, sql`${events.isPublic}`, gte(events.endDate, now));

  return {
    async insert(
      tx: Executor,
      values: Pick<EventSeriesRow, 'userId' | 'repeat' | 'heldIn' | 'firstStart' | 'count' | 'until'>,
    ): Promise<number> {
      const [row] = await tx.insert(eventSeries).values(values).returning({ id: eventSeries.id });
      return row!.id;
    },

    async find(id: number, executor: Executor = db): Promise<EventSeriesRow | null> {
      const [row] = await executor.select().from(eventSeries).where(eq(eventSeries.id, id));
      return row ?? null;
    },

    /** Locks the series' row: edits of its dates wait for each other. */
    async lock(tx: Transaction, id: number): Promise<EventSeriesRow | null> {
      const [row] = await tx.select().from(eventSeries).where(eq(eventSeries.id, id)).for('update');
      return row ?? null;
    },

    async update(
      tx: Transaction,
      id: number,
      values: Partial<Pick<EventSeriesRow, 'repeat' | 'heldIn' | 'firstStart' | 'count' | 'until'>>,
    ): Promise<void> {
      await tx
        .update(eventSeries)
        .set({ ...values, sequence: sql`${eventSeries.sequence} + 1`, updatedAt: sql`now()` })
        .where(eq(eventSeries.id, id));
    },

    /** Dates went: the series' SEQUENCE passes theirs, so calendars take the EXDATEs (decision 039). */
    async raiseSequence(tx: Transaction, id: number, above: number): Promise<void> {
      await tx
        .update(eventSeries)
        .set({ sequence: sql`greatest(${eventSeries.sequence}, ${above}) + 1`, updatedAt: sql`now()` })
        .where(eq(eventSeries.id, id));
    },

    /** Every date in one statement, in the rule's order; their ids in the same order. */
    async insertDates(tx: Executor, rows: NewEventRow[]): Promise<number[]> {
      const inserted = await tx.insert(events).values(rows).returning({ id: events.id, start: events.seriesStart });
      return inserted.sort((a, b) => a.start!.getTime() - b.start!.getTime()).map((row) => row.id);
    },

    /** A series' dates, whole rows, in the rule's order (`from`: the ones from that start on). */
    async dates(seriesId: number, executor: Executor = db, from?: Date): Promise<SeriesDate[]> {
      const where: SQL[] = [eq(events.seriesId, seriesId)];
      if (from) where.push(gte(events.seriesStart, from));
      return executor
        .select(eventColumns)
        .from(events)
        .where(and(...where))
        .orderBy(asc(events.seriesStart), asc(events.id));
    },

    /** The dates of a series listed for everyone (past ones too: a calendar keeps its history). */
    async listedDates(seriesId: number): Promise<SeriesDate[]> {
      return db
        .select(eventColumns)
        .from(events)
        .where(and(eq(events.seriesId, seriesId), sql`${events.status} = 'approved'`, sql`${events.isPublic}`))
        .orderBy(asc(events.seriesStart), asc(events.id));
    },

    /** The next dates after `after` that the caller may see (all of them for those who run it), soonest first. */
    async nextDates(seriesId: number, after: Date, now: Date, everyDate: boolean, limit: number) {
      return db
        .select({ id: events.id, startDate: events.startDate, cancelledAt: events.cancelledAt })
        .from(events)
        .where(
          and(
            eq(events.seriesId, seriesId),
            gt(events.startDate, after),
            everyDate ? gte(events.endDate, now) : listedNow(now),
          ),
        )
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
    },

    /**
     * Shared columns on every date listed, and each its own times, in one statement; a date whose start or place
     * changed raises its SEQUENCE, and one whose start changed is reminded and released again. `backToReview`: each
     * goes back to review (a hidden one when its moderators restore it).
     */
    async updateDates(tx: Transaction, shared: SharedColumns, moves: DateMove[], backToReview: boolean) {
      if (moves.length === 0) return;
      const rows = sql.join(
        moves.map(
          (move) =>
            sql`(${move.id}::int, ${move.startDate.toISOString()}::timestamptz, ${move.endDate.toISOString()}::timestamptz, ${move.seriesStart?.toISOString() ?? null}::timestamptz, ${move.rescheduled}::boolean, ${move.moved}::boolean)`,
        ),
        sql`, `,
      );
      const review = backToReview
        ? {
            status: sql`case when ${events.status} = 'hidden' then ${events.status} else 'pending' end`,
            hiddenFromStatus: sql`case when ${events.status} = 'hidden' then 'pending' else ${events.hiddenFromStatus} end`,
            rejectionReason: null,
          }
        : {};
      await tx
        .update(events)
        .set({
          ...shared,
          ...review,
          startDate: sql`v.start_date`,
          endDate: sql`v.end_date`,
          seriesStart: sql`v.series_start`,
          sequence: sql`${events.sequence} + case when v.moved then 1 else 0 end`,
          remindedAt: sql`case when v.rescheduled then null else ${events.remindedAt} end`,
          releasedAt: sql`case when v.rescheduled then null else ${events.releasedAt} end`,
          updatedAt: sql`now()`,
        })
        .from(sql`(values ${rows}) as v(id, start_date, end_date, series_start, rescheduled, moved)`)
        .where(sql`${events.id} = v.id`);
    },

    /** Which of these events anyone has an RSVP to (only they have attendees to tell). */
    async withRsvps(tx: Executor, eventIds: number[]): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ eventId: rsvps.eventId })
        .from(rsvps)
        .where(inArray(rsvps.eventId, eventIds));
      return new Set(rows.map((row) => row.eventId));
    },

    /**
     * An admin's decision on a date of a series takes every date of it waiting for review with it (decision 039);
     * a single event alone.
     */
    async recordDecision(
      tx: Transaction,
      id: number,
      status: 'approved' | 'rejected',
      rejectionReason: string | null,
    ): Promise<void> {
      await tx
        .update(events)
        .set({ status, rejectionReason, updatedAt: sql`now()` })
        .where(
          sql`${events.id} = ${id} or (${events.status} = 'pending' and ${events.seriesId} = (select e.series_id from events e where e.id = ${id}))`,
        );
    },

    /** How many dates of a series wait for review (the admin's queue says it). */
    async pendingCounts(seriesIds: number[]): Promise<Map<number, number>> {
      if (seriesIds.length === 0) return new Map();
      const rows = await db
        .select({ seriesId: events.seriesId, value: count() })
        .from(events)
        .where(and(inArray(events.seriesId, seriesIds), eq(events.status, 'pending')))
        .groupBy(events.seriesId);
      return new Map(rows.map((row) => [row.seriesId!, row.value]));
    },

    /** Whether any event still shows this picture (a series' dates share one). */
    async imageInUse(key: string): Promise<boolean> {
      const [row] = await db.select({ id: events.id }).from(events).where(eq(events.imageKey, key)).limit(1);
      return row !== undefined;
    },
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
