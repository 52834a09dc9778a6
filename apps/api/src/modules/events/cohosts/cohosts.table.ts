import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { EVENT_LOG_ACTIONS } from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';

/**
 * Members the organiser added to run an event with them (decision 040). An association's leaders co-host the events
 * posted in its name without a row here. A row goes with the event or the member; removing it ends the access at once,
 * since every check reads it (events.access.ts).
 */
export const eventCohosts = pgTable(
  'event_cohosts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who added them (the organiser or an admin); null once that account is gone. */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    // A member's co-hosted events (My Events), and their rows when the account goes.
    index('event_cohosts_user_idx').on(table.userId, table.eventId),
  ],
);

/**
 * The event's log: who of its organiser, co-hosts and admins changed what (decision 040), written in the transaction of
 * the change, read by them on the event's page. It goes with the event. Names are read from the accounts (a deleted one
 * reads 'A former member'); a guest's name is kept here, and forgotten with the guest's details (decision 034).
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 40, enum: EVENT_LOG_ACTIONS }).notNull(),
    /** Whom it was about: a member (subject_user_id, null once the account is gone) or a guest (subject_name). */
    subjectKind: varchar('subject_kind', { length: 10, enum: ['member', 'guest'] }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectName: varchar('subject_name', { length: 100 }),
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_log_event_idx').on(table.eventId, table.createdAt.desc(), table.id.desc()),
    // Account deletion sets these to null: without indexes each deletion would scan the log.
    index('event_log_actor_idx')
      .on(table.actorId)
      .where(sql`${table.actorId} is not null`),
    index('event_log_subject_idx')
      .on(table.subjectUserId)
      .where(sql`${table.subjectUserId} is not null`),
  ],
);
