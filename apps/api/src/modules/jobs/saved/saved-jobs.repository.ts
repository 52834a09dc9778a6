import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { categories } from '../../categories/categories.table.ts';
import { users } from '../../users/users.table.ts';
import { summaryColumns } from '../jobs.repository.ts';
import { jobs } from '../jobs.table.ts';
import { savedJobs } from './saved-jobs.table.ts';

export function createSavedJobsRepository(db: Database) {
  return {
    /**
     * Holds the member's row until the transaction ends, so two saves at once take turns at the count (the cap).
     * `no key update` leaves the member's other rows free to reference it.
     */
    async lockMember(tx: Transaction, userId: number): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    async countOf(tx: Transaction, userId: number): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
      return row!.value;
    },

    async has(tx: Transaction, userId: number, jobId: number): Promise<boolean> {
      const rows = await tx
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
      return rows.length > 0;
    },

    /** True when it was not saved yet. */
    async add(tx: Transaction, userId: number, jobId: number): Promise<boolean> {
      const rows = await tx
        .insert(savedJobs)
        .values({ userId, jobId })
        .onConflictDoNothing()
        .returning({ jobId: savedJobs.jobId });
      return rows.length > 0;
    },

    async remove(userId: number, jobId: number): Promise<void> {
      await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    },

    /** Every saved job's id, newest saved first (at most SAVED_JOBS_MAX). */
    async idsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
      return rows.map((row) => row.jobId);
    },

    /**
     * A page of the member's saved jobs, newest saved first (saved_jobs_user_newest_idx), each with its card's
     * columns and what says whether it is still on the board: published and not past its closing time at `now`.
     */
    async pageOf(userId: number, now: Date, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            savedAt: savedJobs.createdAt,
            isOpen: sql<boolean>`(${jobs.status} = 'published' and ${jobs.expiresAt} > ${now.toISOString()})`,
          })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .innerJoin(categories, eq(categories.id, jobs.categoryId))
          .innerJoin(users, eq(users.id, jobs.userId))
          .where(eq(savedJobs.userId, userId))
          .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(savedJobs).where(eq(savedJobs.userId, userId)),
      ]);
      return { rows, total: total!.value };
    },

    /** Download my data: the jobs the member saved, with when. */
    async exportOf(userId: number) {
      return db
        .select({
          jobId: savedJobs.jobId,
          title: jobs.title,
          companyName: jobs.companyName,
          savedAt: savedJobs.createdAt,
        })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(savedJobs.createdAt, savedJobs.jobId);
    },
  };
}
export type SavedJobsRepository = ReturnType<typeof createSavedJobsRepository>;
export type SavedJobRow = Awaited<ReturnType<SavedJobsRepository['pageOf']>>['rows'][number];
