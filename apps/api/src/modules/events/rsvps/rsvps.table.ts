import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';

/**
 * RSVPs: a member attending, waitlisted, or asking the organiser (an event that requires approval).
 * events.attendees_count and waitlist_count equal these rows: every change goes through rsvps.service.ts.
 */
export const rsvps = pgTable(
  'event_attendees',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: ['attending', 'waitlisted', 'requested'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One RSVP per member per event, whatever races happen.
    uniqueIndex('event_attendees_event_user_unique').on(table.eventId, table.userId),
    index('event_attendees_event_status_idx').on(table.eventId, table.status, table.createdAt, table.id),
    index('event_attendees_user_idx').on(table.userId, table.status),
  ],
);
