import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { CLOCK_NAMES, LIFE_EVENTS } from '@akwaaba/contracts';
import { approvalColumns, tsvector } from '../../db/columns.ts';
import { categories } from '../categories/categories.table.ts';
import { associations } from '../associations/associations.table.ts';
import { users } from '../users/users.table.ts';
import { eventSeries } from './series/series.table.ts';

/** Only these events are listed publicly; the list indexes cover exactly them. */
const listed = sql`status = 'approved' and is_public`;

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Posted in an association's name by one of its leaders (decision 035); its page lists it. */
    associationId: integer('association_id').references(() => associations.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull(),
    eventType: varchar('event_type', { length: 20, enum: ['physical', 'virtual'] })
      .notNull()
      .default('physical'),
    /** Where it is held: which clock its times were entered on (decision 031). */
    heldIn: varchar('held_in', { length: 20, enum: CLOCK_NAMES }).notNull().default('south_africa'),
    /** The occasion of a life event (a funeral, an outdooring…), whose organisers may open contributions (decision 033). */
    lifeEvent: varchar('life_event', { length: 20, enum: LIFE_EVENTS }),
    virtualUrl: varchar('virtual_url', { length: 2048 }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    venueName: varchar('venue_name', { length: 150 }),
    venueAddress: varchar('venue_address', { length: 300 }),
    city: varchar('city', { length: 100 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    price: numeric('price', { precision: 12, scale: 2 }),
    maxAttendees: integer('max_attendees'),
    /**
     * Guests each member may bring with their RSVP (decision 040), 0 for none: a party is 1 + its plus-ones, and
     * attendees_count, waitlist_count and the capacity count people.
     */
    maxPlusOnes: integer('max_plus_ones').notNull().default(0),
    attendeesCount: integer('attendees_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    /** Storage key prefix of the image's two renditions; null without an image. */
    imageKey: varchar('image_key', { length: 120 }),
    additionalInfo: text('additional_info'),
    isPublic: boolean('is_public').notNull().default(true),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Cancelled by its organiser (or an admin): the page stays and says so, RSVPs close, feeds carry STATUS:CANCELLED. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE: raised by each change of time, place or status, so subscribed calendars take it. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * Reconfirmation (decision 037): attendees are asked 'Still coming?' in the reminder, and places not reconfirmed
     * this many hours before the start are released to the waitlist. Null: no reconfirmation asked.
     */
    reconfirmHours: integer('reconfirm_hours'),
    /** When the scheduler sent the 24-hour reminder for the current start (cleared when the start moves). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the scheduler released the places not reconfirmed (cleared when the start moves). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The series this event is a date of (decision 039), or null for a single event. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /**
     * The start the series' rule gave this date, kept when the date alone is moved: its RECURRENCE-ID in calendar
     * files. Null for a single event.
     */
    seriesStart: timestamp('series_start', { withTimezone: true }),
    ...approvalColumns(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Capacity is a database rule too: no code path can overfill an event.
    check('events_capacity', sql`${table.maxAttendees} is null or ${table.attendeesCount} <= ${table.maxAttendees}`),
    check('events_counts_non_negative', sql`${table.attendeesCount} >= 0 and ${table.waitlistCount} >= 0`),
    check('events_max_plus_ones_non_negative', sql`${table.maxPlusOnes} >= 0`),
    check('events_end_after_start', sql`${table.endDate} > ${table.startDate}`),
    // series_id last: a list's count tells a series' later dates from the index alone, without reading each row.
    index('events_listed_start_idx').on(table.startDate, table.endDate, table.id, table.seriesId).where(listed),
    index('events_listed_city_start_idx').on(table.city, table.startDate, table.endDate, table.seriesId).where(listed),
    index('events_listed_category_start_idx')
      .on(table.categoryId, table.startDate, table.endDate, table.seriesId)
      .where(listed),
    index('events_search_idx').using('gin', table.searchVector),
    // Site search's typo path ('jolof' finds 'Jollof'): word similarity on the title, read through trigrams.
    index('events_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')).where(listed),
    index('events_user_start_idx').on(table.userId, table.startDate),
    index('events_association_start_idx')
      .on(table.associationId, table.startDate)
      .where(sql`association_id is not null`),
    // The scheduler's two questions: which reminders and which releases are due (decision 037).
    index('events_reminder_due_idx')
      .on(table.startDate)
      .where(sql`reminded_at is null and cancelled_at is null and status = 'approved'`),
    index('events_release_due_idx')
      .on(table.startDate)
      .where(sql`released_at is null and reconfirm_hours is not null and cancelled_at is null`),
    // A series' dates in order: its page's next dates, its calendar file, and a list's "next date only".
    index('events_series_start_idx')
      .on(table.seriesId, table.startDate)
      .where(sql`series_id is not null`),
    index('events_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
