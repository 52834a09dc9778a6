import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';
import { applications } from './applications/applications.table.ts';
import { jobs } from './jobs.table.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...jobColumns } = getTableColumns(jobs);
const categoryRef = { id: categories.id, name: categories.name, slug: categories.slug };

/** A job with what every view of it shows: its category and poster. */
const jobWithRefs = {
  job: jobColumns,
  category: categoryRef,
  owner: { id: users.id, name: users.name },
};

export function createJobsRepository(db: Database) {
  const withRefs = (executor: Executor = db) =>
    executor
      .select(jobWithRefs)
      .from(jobs)
      .innerJoin(categories, eq(categories.id, jobs.categoryId))
      .innerJoin(users, eq(users.id, jobs.userId));

  const byId = withRefs()
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('jobs_by_id');

  const applied = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), eq(applications.jobId, sql.placeholder('jobId'))))
    .prepare('job_applications_exists');

  return {
    async findById(id: number) {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** The job inside a write, its row locked: changes to one job's applications count take turns. */
    async lock(tx: Transaction, id: number) {
      const [row] = await withRefs(tx).where(eq(jobs.id, id)).for('update', { of: jobs });
      return row ?? null;
    },

    async hasApplied(userId: number, jobId: number, executor?: Executor): Promise<boolean> {
      if (executor) {
        const rows = await executor
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
        return rows.length > 0;
      }
      return (await applied.execute({ userId, jobId })).length > 0;
    },

    /** Moves a job's applications count by the change one application made; the caller holds the row lock. */
    async addToApplications(tx: Transaction, id: number, change: number): Promise<number> {
      const [row] = await tx
        .update(jobs)
        .set({ applicationsCount: sql`${jobs.applicationsCount} + ${change}` })
        .where(eq(jobs.id, id))
        .returning({ applicationsCount: jobs.applicationsCount });
      return row!.applicationsCount;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
export type JobWithRefs = NonNullable<Awaited<ReturnType<JobsRepository['findById']>>>;
