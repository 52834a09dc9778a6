import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportOutcome, ReportReason, ReportStatus, ReportTargetType } from '@akwaaba/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { reports } from './reports.table.ts';

const reporter = alias(users, 'reporter');
const author = alias(users, 'author');
const resolver = alias(users, 'resolver');

export interface Target {
  type: ReportTargetType;
  id: number;
}

export function createReportsRepository(db: Database) {
  /** A report with the names of the people it names, and how many reports the same item has. */
  const withNames = (executor: Executor = db) =>
    executor
      .select({
        report: reports,
        reporterName: reporter.name,
        authorName: author.name,
        resolverName: resolver.name,
        // The queue groups by item: open reports of it while this one is open, every report of it once resolved.
        reportsOnTarget: sql<number>`(select count(*)::int from ${reports} as other
          where other.target_type = ${reports.targetType} and other.target_id = ${reports.targetId}
            and (${reports.status} = 'resolved' or other.status = 'open'))`.mapWith(Number),
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(author, eq(author.id, reports.authorId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

  return {
    async insert(
      executor: Executor,
      values: {
        reporterId: number;
        target: Target;
        authorId: number | null;
        reason: ReportReason;
        details: string | null;
      },
    ) {
      const [row] = await executor
        .insert(reports)
        .values({
          reporterId: values.reporterId,
          targetType: values.target.type,
          targetId: values.target.id,
          authorId: values.authorId,
          reason: values.reason,
          details: values.details,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** The member's report of the item that still waits, if any. */
    async openOf(reporterId: number, target: Target) {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.targetType, target.type),
            eq(reports.targetId, target.id),
            eq(reports.status, 'open'),
          ),
        );
      return row ?? null;
    },

    async find(id: number, executor: Executor = db) {
      const [row] = await withNames(executor).where(eq(reports.id, id));
      return row ?? null;
    },

    /** The report locked until the transaction ends, so two admins cannot both resolve it. */
    async lock(executor: Executor, id: number) {
      const [row] = await executor.select().from(reports).where(eq(reports.id, id)).for('update');
      return row ?? null;
    },

    /** Open reports oldest first (the queue), resolved ones newest first. */
    async list(status: ReportStatus, limit: number, offset: number) {
      const where = eq(reports.status, status);
      const order =
        status === 'open' ? [asc(reports.createdAt), asc(reports.id)] : [desc(reports.resolvedAt), desc(reports.id)];
      const [rows, [total]] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(reports).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** Resolves every open report of the item with one outcome. */
    async resolveAll(
      executor: Executor,
      target: Target,
      resolution: { outcome: ReportOutcome; note: string | null; resolvedBy: number },
    ): Promise<void> {
      await executor
        .update(reports)
        .set({
          status: 'resolved',
          outcome: resolution.outcome,
          resolutionNote: resolution.note,
          resolvedBy: resolution.resolvedBy,
          resolvedAt: sql`now()`,
        })
        .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open')));
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reports).where(eq(reports.status, 'open'));
      return row!.value;
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type ReportWithNames = NonNullable<Awaited<ReturnType<ReportsRepository['find']>>>;
