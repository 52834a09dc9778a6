import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Work that leaves the system (mail, SMS) or follows a request (a reset link to make), written in the
 * transaction of the change that causes it and carried out afterwards by the outbox worker.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** What the kind's handler needs; emptied once the message is sent, so no link or code outlives its use. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10, enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this instant (back-off after a failure). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the message holds it until then; past it, another may take it (a crash mid-send). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.runAfter, table.id)
      .where(sql`status = 'pending'`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
