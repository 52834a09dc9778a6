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
    /** `expired`: its own lifetime (a code, a link) ended before it could be sent, so it was dropped unsent. */
    status: varchar('status', { length: 10, enum: ['pending', 'sent', 'dead', 'expired'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this instant (back-off after a failure). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the message holds it until then; past it, another may take it (a crash mid-send). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 300 }),
    /** Past this instant the message is of no use (the code or link it carries has expired): dropped, never sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Messages that share it are folded: one pending at a time, at most one sent per window (outbox `fold`). */
    foldKey: varchar('fold_key', { length: 100 }),
    /**
     * What a folded message tells (an application's status), kept once it is sent: a later change back to what the
     * recipient last heard withdraws the message not yet sent instead of repeating it (outbox `fold.state`).
     */
    foldState: varchar('fold_state', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.runAfter, table.id)
      .where(sql`status = 'pending'`),
    index('outbox_messages_fold_key_idx')
      .on(table.foldKey, table.id)
      .where(sql`fold_key is not null`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
