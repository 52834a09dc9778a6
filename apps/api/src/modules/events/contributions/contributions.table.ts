import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_METHODS,
  PLEDGE_STATUSES,
  RECEIPT_FROM_MAX,
  RECEIPT_NOTE_MAX,
  TOTALS_VISIBILITIES,
} from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';

/**
 * A life event's contributions ledger, opened by its organisers (decision 033). Its totals are its rows' sums, kept
 * here and changed only under this row's lock in the transaction that changes the rows (decision 007).
 */
export const contributionLedgers = pgTable(
  'event_contribution_ledgers',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    totalsVisibility: varchar('totals_visibility', { length: 10, enum: TOTALS_VISIBILITIES }).notNull().default('both'),
    /** Sum of the pledges' amounts, in cents. */
    pledgedCents: bigint('pledged_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of the receipts' amounts, in cents. */
    receivedCents: bigint('received_cents', { mode: 'number' }).notNull().default(0),
    pledgesCount: integer('pledges_count').notNull().default(0),
    receiptsCount: integer('receipts_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'event_contribution_ledgers_totals_non_negative',
      sql`${table.pledgedCents} >= 0 and ${table.receivedCents} >= 0 and ${table.pledgesCount} >= 0 and ${table.receiptsCount} >= 0`,
    ),
  ],
);

/** A member's pledge to a life event: one per member and event, changed or withdrawn until it is received. */
export const pledges = pgTable(
  'event_pledges',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => contributionLedgers.eventId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Hidden from other members, never from the organisers. */
    anonymous: boolean('anonymous').notNull().default(false),
    status: varchar('status', { length: 10, enum: PLEDGE_STATUSES }).notNull().default('pledged'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('event_pledges_amount_positive', sql`${table.amountCents} > 0`),
    uniqueIndex('event_pledges_event_user_idx').on(table.eventId, table.userId),
    // The page's supporters, newest first; the member's own pledges, for erasure and the data export.
    index('event_pledges_event_newest_idx').on(table.eventId, table.createdAt.desc()),
    index('event_pledges_user_idx').on(table.userId),
  ],
);

/** What the organisers received: amount, day, method, an optional private proof of payment, maybe against a pledge. */
export const contributionReceipts = pgTable(
  'event_contribution_receipts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => contributionLedgers.eventId, { onDelete: 'cascade' }),
    /** The pledge it received; an erased member's pledge goes and the receipt stays, from 'A former member'. */
    pledgeId: integer('pledge_id').references(() => pledges.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 20, enum: PAYMENT_METHODS }).notNull(),
    note: varchar('note', { length: RECEIPT_NOTE_MAX }),
    fromName: varchar('from_name', { length: RECEIPT_FROM_MAX }),
    /** The proof's key in the private documents store, and its type as its content showed. */
    proofKey: varchar('proof_key', { length: 200 }),
    proofType: varchar('proof_type', { length: 40 }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('event_contribution_receipts_amount_positive', sql`${table.amountCents} > 0`),
    index('event_contribution_receipts_event_idx').on(table.eventId, table.id),
    // A pledge is received once.
    uniqueIndex('event_contribution_receipts_pledge_idx').on(table.pledgeId),
  ],
);

export type LedgerRow = typeof contributionLedgers.$inferSelect;
export type PledgeRow = typeof pledges.$inferSelect;
export type ReceiptRow = typeof contributionReceipts.$inferSelect;
