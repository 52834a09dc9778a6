import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';

/**
 * RSVPs: a member attending, waitlisted, or asking the organiser (an event that requires approval), or a guest who
 * proved a mobile number by SMS instead of signing in (no user_id; docs/decisions/034).
 * events.attendees_count and waitlist_count equal these rows, guests' included: every change goes through
 * rsvps.service.ts.
 */
export const rsvps = pgTable(
  'event_attendees',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The member; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: ['attending', 'waitlisted', 'requested'] }).notNull(),
    /** The guests the member (or guest) brings (decision 040): the RSVP holds 1 + plus_ones places or waitlist spots. */
    plusOnes: integer('plus_ones').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the reminder asked this attendee 'Still coming?' (decision 037): only those asked and not answering yes
     * (reconfirmedAt) lose their place at the deadline; someone who got their place after the reminder keeps it.
     */
    reconfirmAskedAt: timestamp('reconfirm_asked_at', { withTimezone: true }),
    /** When the attendee answered 'Still coming?' with yes. */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    /** A guest's name and proved number (E.164); both set null GUEST_RSVP_KEEP_DAYS after the event. */
    guestName: varchar('guest_name', { length: 100 }),
    guestPhone: varchar('guest_phone', { length: 20 }),
    /** SHA-256 of the guest's cancel link token. */
    guestCancelHash: varchar('guest_cancel_hash', { length: 64 }),
  },
  (table) => [
    // One RSVP per member per event, whatever races happen.
    uniqueIndex('event_attendees_event_user_unique').on(table.eventId, table.userId),
    // One guest RSVP per number per event.
    uniqueIndex('event_attendees_event_guest_phone_unique')
      .on(table.eventId, table.guestPhone)
      .where(sql`${table.guestPhone} is not null`),
    uniqueIndex('event_attendees_guest_cancel_unique')
      .on(table.guestCancelHash)
      .where(sql`${table.guestCancelHash} is not null`),
    // A take-over on phone confirmation finds the number's guest RSVPs.
    index('event_attendees_guest_phone_idx')
      .on(table.guestPhone)
      .where(sql`${table.guestPhone} is not null`),
    index('event_attendees_event_status_idx').on(table.eventId, table.status, table.createdAt, table.id),
    index('event_attendees_user_idx').on(table.userId, table.status),
    check('event_attendees_plus_ones_non_negative', sql`${table.plusOnes} >= 0`),
    // A member's row carries no guest details; a guest's row has no member.
    check(
      'event_attendees_member_or_guest',
      sql`(${table.userId} is not null and ${table.guestName} is null and ${table.guestPhone} is null and ${table.guestCancelHash} is null) or ${table.userId} is null`,
    ),
  ],
);

/**
 * Codes sent to a guest's number for one event, stored hashed (the member's code rules: length, lifetime, attempts,
 * the wait before another). The newest per (event, phone) is the one that counts; the name waits here until the code
 * is confirmed.
 */
export const guestRsvpCodes = pgTable(
  'guest_rsvp_codes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The guests the guest brings (decision 040), waiting with the name for the code. */
    plusOnes: integer('plus_ones').notNull().default(0),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('guest_rsvp_codes_event_phone_idx').on(table.eventId, table.phone, table.createdAt),
    index('guest_rsvp_codes_expires_idx').on(table.expiresAt),
  ],
);
