import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Messages sent through /contact, kept for the admin inbox until an admin closes them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** The sender when signed in; null for visitors and after the sender's account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('contact_messages_status_check', sql`${table.status} in ('open', 'closed')`),
    // The inbox: one status at a time, newest first.
    index('contact_messages_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);
