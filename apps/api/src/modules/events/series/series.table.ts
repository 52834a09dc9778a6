import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CLOCK_NAMES, SERIES_REPEATS } from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';

/**
 * A series of events (decision 039): the rule its dates were made by, written as one RRULE in calendar files. Each
 * date is its own `events` row (own RSVPs, places and page) pointing here with the start the rule gave it.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repeat: varchar('repeat', { length: 20, enum: SERIES_REPEATS }).notNull(),
    /** The clock the rule keeps (where it is held): the weekday and time of day are read on it. */
    heldIn: varchar('held_in', { length: 20, enum: CLOCK_NAMES }).notNull(),
    /** The first date's start as the rule gave it: the calendar file's DTSTART. */
    firstStart: timestamp('first_start', { withTimezone: true }).notNull(),
    /** How many dates the rule gives (the file's COUNT): fewer once the series is split or ended early. */
    count: integer('count').notNull(),
    /** The last day the organiser chose (YYYY-MM-DD on its clock), or null when they chose a number of dates. */
    until: varchar('until', { length: 10 }),
    /** iCalendar SEQUENCE of the series itself: raised when its rule or its missing dates change. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('event_series_count', sql`${table.count} between 1 and 52`)],
);

export type EventSeriesRow = typeof eventSeries.$inferSelect;
