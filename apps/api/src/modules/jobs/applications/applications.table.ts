import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';
import { jobs } from '../jobs.table.ts';

/** One application per member per job; it goes with the job, and with the applicant's account. */
export const applications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverNote: text('cover_note').notNull(),
    /** The CV in private storage (never under the public uploads), with what the download answers. */
    cvKey: varchar('cv_key', { length: 200 }),
    cvName: varchar('cv_name', { length: 200 }),
    cvSize: integer('cv_size'),
    cvType: varchar('cv_type', { length: 100 }),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('job_applications_job_user_unique').on(table.jobId, table.userId),
    index('job_applications_user_idx').on(table.userId, table.createdAt.desc()),
    index('job_applications_job_created_idx').on(table.jobId, table.createdAt.desc()),
    index('job_applications_job_new_idx')
      .on(table.jobId)
      .where(sql`status = 'submitted'`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
