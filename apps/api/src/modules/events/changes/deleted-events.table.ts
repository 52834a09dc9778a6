import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';

/**
 * What is left of a deleted event that had not ended, so the calendar feeds that carried it can carry its
 * cancellation (STATUS:CANCELLED) instead of letting it vanish, and its people's own feeds still find it.
 * Kept until DELETED_EVENT_KEEP_DAYS after its end (decision 037).
 */
export const deletedEvents = pgTable(
  'deleted_events',
  {
    /** The event's id, kept so its iCalendar UID stays the same. */
    eventId: integer('event_id').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer('association_id'),
    title: varchar('title', { length: 150 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    city: varchar('city', { length: 100 }),
    /** The event's SEQUENCE plus one: the cancellation is news to every calendar that held it. */
    sequence: integer('sequence').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_events_end_idx').on(table.endDate)],
);

/** The members who had an RSVP (any status) on a deleted event: their private feed carries its cancellation. */
export const deletedEventAttendees = pgTable(
  'deleted_event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => deletedEvents.eventId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('deleted_event_attendees_user_idx').on(table.userId),
  ],
);
