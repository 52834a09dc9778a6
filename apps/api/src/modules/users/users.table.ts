import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Stored lower-cased; unique when present. */
    email: varchar('email', { length: 254 }),
    /** Set when the member proved `email` (a confirmation link, a password reset, a provider that vouches for it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address the member asked for: it replaces `email` once its confirmation link is opened. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    /**
     * E.164, e.g. +27821234567. Unique among verified numbers only: unverified sign-ups may name the same
     * number until one of them proves it (decision 019).
     */
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash'),
    userType: varchar('user_type', { length: 20, enum: ['individual', 'business'] })
      .notNull()
      .default('individual'),
    /** False for a member who signed up through a provider and has not yet chosen individual or business. */
    accountTypeChosen: boolean('account_type_chosen').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    businessName: varchar('business_name', { length: 150 }),
    businessDescription: text('business_description'),
    businessCategory: varchar('business_category', { length: 40 }),
    businessRegistrationNumber: varchar('business_registration_number', { length: 50 }),
    isVerifiedBusiness: boolean('is_verified_business').notNull().default(false),
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    showInSearch: boolean('show_in_search').notNull().default(true),
    notifyNewEvents: boolean('notify_new_events').notNull().default(true),
    notifySmsUpdates: boolean('notify_sms_updates').notNull().default(true),
    notifyMarketing: boolean('notify_marketing').notNull().default(false),
    /** The weekly digest of what the member follows (decision 042): on unless they turn it off or unsubscribe. */
    notifyWeeklyDigest: boolean('notify_weekly_digest').notNull().default(true),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set by an admin: a suspended member cannot sign in and their items are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: varchar('suspension_reason', { length: 1000 }),
    /** Set by an admin acting on a report: the public profile answers 404 and search leaves it out. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The last sign-in or use of a session, to the day (written at most once a day): an account unused for
     * DORMANT_ACCOUNT_MONTHS is told, then erased (POPIA s14, privacy/retention.service.ts).
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member was mailed that the dormant account will be erased; any activity clears it. */
    dormancyNoticeAt: timestamp('dormancy_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_phone_unique')
      .on(table.phone)
      .where(sql`${table.phone} is not null and ${table.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(table.phone),
    index('users_created_at_idx').on(table.createdAt),
    // The hourly retention run: members dormant the longest first, admins never.
    index('users_last_active_idx')
      .on(table.lastActiveAt)
      .where(sql`not ${table.isAdmin}`),
    // The admin's verification queue: only the few accounts waiting are indexed.
    index('users_verification_requested_idx')
      .on(table.verificationRequestedAt)
      .where(sql`${table.verificationRequestedAt} is not null`),
    // Site search finds members by name or business name, typos included, among those who show in search.
    index('users_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.showInSearch}`),
    index('users_business_name_trgm_idx')
      .using('gin', table.businessName.op('gin_trgm_ops'))
      .where(sql`${table.showInSearch}`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  location: varchar('location', { length: 100 }),
  profession: varchar('profession', { length: 100 }),
  linkedinUrl: varchar('linkedin_url', { length: 2048 }),
  twitterUrl: varchar('twitter_url', { length: 2048 }),
  facebookUrl: varchar('facebook_url', { length: 2048 }),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;
