import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { GHANAIAN_OWNED_STATES, type OperatingHours } from '@akwaaba/contracts';
import { approvalColumns, tsvector } from '../../db/columns.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';

/** Only approved listings are in the directory; its indexes cover exactly them. */
const listed = sql`status = 'approved'`;

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull(),
    email: varchar('email', { length: 254 }),
    /** E.164 when it parses as a number; as written otherwise. */
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 300 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    province: varchar('province', { length: 60 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    website: varchar('website', { length: 2048 }),
    contactPerson: varchar('contact_person', { length: 100 }),
    /** Keyed monday to sunday, '' for closed; null when the owner gave no hours. */
    operatingHours: jsonb('operating_hours').$type<OperatingHours>(),
    ...approvalColumns(),
    /** When an admin first approved it: a pending listing with this set is a change awaiting review. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The 'Ghanaian-owned' mark: asked for by the owner (when, for the admins' list), confirmed by an admin. */
    ghanaianOwned: varchar('ghanaian_owned', { length: 10, enum: GHANAIAN_OWNED_STATES }).notNull().default('none'),
    ghanaianOwnedRequestedAt: timestamp('ghanaian_owned_requested_at', { withTimezone: true }),
    /** Kept equal to the review rows by the reviews service, in the transaction that changes them (decision 007). */
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    /** Kept equal to the vouch rows by the vouches service (decision 032). */
    vouchesCount: integer('vouches_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(address, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'businesses_counts_non_negative',
      sql`${table.reviewsCount} >= 0 and ${table.ratingTotal} >= 0 and ${table.followersCount} >= 0 and ${table.vouchesCount} >= 0`,
    ),
    check(
      'businesses_rating_in_range',
      sql`${table.ratingTotal} between ${table.reviewsCount} and 5 * ${table.reviewsCount}`,
    ),
    index('businesses_ghanaian_owned_requests_idx')
      .on(table.ghanaianOwnedRequestedAt)
      .where(sql`ghanaian_owned = 'requested'`),
    // The directory lists by name: one index per filter, each in that order.
    index('businesses_listed_name_idx').on(table.name, table.id).where(listed),
    index('businesses_listed_city_name_idx').on(table.city, table.name, table.id).where(listed),
    index('businesses_listed_category_name_idx').on(table.categoryId, table.name, table.id).where(listed),
    index('businesses_listed_verified_name_idx')
      .on(table.name, table.id)
      .where(sql`status = 'approved' and is_verified`),
    index('businesses_search_idx').using('gin', table.searchVector),
    // Site search's typo path: word similarity on the name, read through trigrams.
    index('businesses_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')).where(listed),
    index('businesses_user_idx').on(table.userId, table.createdAt),
    index('businesses_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;
