import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';
import { jobs } from '../jobs.table.ts';

/**
 * A member's saved jobs (docs/decisions/041-saved-jobs-and-job-alerts.md): one row per member and job, gone with
 * either. At most SAVED_JOBS_MAX per member, counted under the member's row lock.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    // Saved Jobs, newest saved first; the primary key answers "did this member save it" and the member's ids.
    index('saved_jobs_user_newest_idx').on(table.userId, table.createdAt.desc(), table.jobId.desc()),
    // A job's deletion finds its saves.
    index('saved_jobs_job_idx').on(table.jobId),
  ],
);
