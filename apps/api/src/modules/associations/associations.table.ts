import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ASSOCIATION_KINDS,
  ASSOCIATION_MEMBER_STATUSES,
  ASSOCIATION_MEMBERSHIP,
  ASSOCIATION_ROLES,
  GHANA_REGIONS,
} from '@akwaaba/contracts';
import { approvalColumns, tsvector } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/** Only approved associations are in the directory; its indexes cover exactly them. */
const listed = sql`status = 'approved'`;

export const associations = pgTable(
  'associations',
  {
    id: serial('id').primaryKey(),
    /**
     * Who registered it, whom moderation and approval address. When that account goes, a leader (or the longest
     * member) takes it over; an association nobody else belongs to goes with it (decision 035).
     */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    kind: varchar('kind', { length: 20, enum: ASSOCIATION_KINDS }).notNull(),
    description: text('description').notNull(),
    homeRegion: varchar('home_region', { length: 20, enum: GHANA_REGIONS }).notNull(),
    homeTown: varchar('home_town', { length: 100 }),
    province: varchar('province', { length: 60 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    membership: varchar('membership', { length: 10, enum: ASSOCIATION_MEMBERSHIP }).notNull().default('open'),
    email: varchar('email', { length: 254 }),
    /** E.164 when it parses as a number; as written otherwise. */
    phone: varchar('phone', { length: 30 }),
    website: varchar('website', { length: 2048 }),
    /** The stored logo's key (its renditions beside it); null without one. */
    logoKey: varchar('logo_key', { length: 300 }),
    ...approvalColumns(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Active members, kept equal to their rows by the membership service (decision 007). */
    membersCount: integer('members_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('simple', coalesce(home_town, '') || ' ' || coalesce(home_region, '') || ' ' || coalesce(city, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('associations_members_count_non_negative', sql`${table.membersCount} >= 0`),
    // The directory lists by name: one index for the whole list, one per filter.
    index('associations_listed_name_idx').on(table.name, table.id).where(listed),
    index('associations_listed_kind_name_idx').on(table.kind, table.name, table.id).where(listed),
    index('associations_listed_region_name_idx').on(table.homeRegion, table.name, table.id).where(listed),
    index('associations_listed_province_name_idx').on(table.province, table.name, table.id).where(listed),
    index('associations_search_idx').using('gin', table.searchVector),
    index('associations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')).where(listed),
    index('associations_user_idx').on(table.userId, table.createdAt),
    index('associations_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

export type AssociationRow = typeof associations.$inferSelect;
export type NewAssociationRow = typeof associations.$inferInsert;

/** Who belongs to an association: active members and those asking to join, each a leader or a member. */
export const associationMembers = pgTable(
  'association_members',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ASSOCIATION_MEMBER_STATUSES }).notNull(),
    role: varchar('role', { length: 10, enum: ASSOCIATION_ROLES }).notNull().default('member'),
    /** A leader's title ('Chairperson'); null for members and untitled leaders. */
    title: varchar('title', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.userId] }),
    check('association_members_leader_active', sql`${table.role} = 'member' or ${table.status} = 'active'`),
    // The page's leaders, the leaders' lists by status, and a member's own associations.
    index('association_members_list_idx').on(table.associationId, table.status, table.role, table.createdAt),
    index('association_members_user_idx').on(table.userId, table.createdAt),
  ],
);

export type AssociationMemberRow = typeof associationMembers.$inferSelect;
