import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A provider's account linked to a member: sign-in matches on (provider, provider_user_id), never on email alone. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 255 }).notNull(),
    /** As the provider gave it (verified or not); the member's own email stays on users. */
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_user_unique').on(table.provider, table.providerUserId),
    index('social_accounts_user_idx').on(table.userId),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
