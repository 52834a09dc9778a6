import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * What a member agreed to, when, and to which version (POPIA s11: consent must be provable and can be withdrawn).
 * A grant is a row; withdrawing stamps it. The member's current consent is their newest row for the purpose.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: ['terms', 'privacy', 'marketing', 'age'] }).notNull(),
    /** The version of the terms or notice the member accepted (a date string such as '2026-11-26'). */
    version: varchar('version', { length: 40 }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedVia: varchar('granted_via', { length: 20 }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnVia: varchar('withdrawn_via', { length: 20 }),
  },
  (table) => [index('consents_user_purpose_idx').on(table.userId, table.purpose, table.grantedAt)],
);

export type ConsentRow = typeof consents.$inferSelect;
