import { REPORT_TARGET_TYPES } from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A member's report of an event, listing, review, job or profile, and what an admin decided. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** Null once the reporter's account is deleted; the report stays for the queue. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20, enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Who wrote the reported item when it was reported: warnings and suspensions go to them. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 30 }).notNull(),
    details: text('details'),
    status: varchar('status', { length: 20, enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    outcome: varchar('outcome', { length: 20, enum: ['hidden', 'dismissed', 'warned', 'suspended'] }),
    resolutionNote: varchar('resolution_note', { length: 1000 }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin queue: open reports, oldest first.
    index('reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('reports_target_idx').on(table.targetType, table.targetId),
    // A member reports an item once while it waits; reporting again answers the report they already made.
    uniqueIndex('reports_open_reporter_unique')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open' and ${table.reporterId} is not null`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
