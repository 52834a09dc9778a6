import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { EXPERIENCE_LEVELS, JOB_ALERT_FREQUENCIES, JOB_TYPES } from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';
import { jobs } from '../jobs.table.ts';

/**
 * A member's saved search of the jobs board, mailed daily or weekly with the jobs new since the last mail
 * (docs/decisions/041-saved-jobs-and-job-alerts.md). The filters are the board's, one column each, so the sender
 * matches every due alert against the jobs in one statement. At most JOB_ALERTS_MAX per member.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    frequency: varchar('frequency', { length: 10, enum: JOB_ALERT_FREQUENCIES }).notNull(),
    search: varchar('search', { length: 100 }),
    /** A job category's slug, as the board's address carries it. */
    category: varchar('category', { length: 80 }),
    /** The canonical city, as the board compares it. */
    city: varchar('city', { length: 100 }),
    jobType: varchar('job_type', { length: 20, enum: JOB_TYPES }),
    experienceLevel: varchar('experience_level', { length: 20, enum: EXPERIENCE_LEVELS }),
    isRemote: boolean('is_remote').notNull().default(false),
    /** When the next mail is due (the app's clock): 07:00 in South Africa, every day or every Monday. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /**
     * The watermark: jobs posted (by the database's clock, as jobs.created_at is) after it are new to the alert. It
     * starts at the alert's creation and moves to each run's time; a run looks back a little before it for jobs
     * whose transaction committed late, and job_alert_deliveries keeps those from going twice.
     */
    checkedThrough: timestamp('checked_through', { withTimezone: true }).notNull().defaultNow(),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sender's scan: the due alerts, oldest due first.
    index('job_alerts_due_idx').on(table.nextRunAt, table.id),
    index('job_alerts_user_idx').on(table.userId, table.createdAt),
    check('job_alerts_checked_through_after_creation', sql`${table.checkedThrough} >= ${table.createdAt}`),
  ],
);

/**
 * The jobs each alert has mailed: an alert never mails a job twice (the primary key, with ON CONFLICT DO NOTHING,
 * decides it even between two senders). Rows older than the alert's look-back are of no further use and are pruned
 * by the sender.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index('job_alert_deliveries_job_idx').on(table.jobId),
  ],
);
