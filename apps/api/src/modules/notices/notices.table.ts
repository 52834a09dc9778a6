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
import { NOTICE_KINDS, NOTICE_SMS_DEFAULT_DAILY_CAP } from '@akwaaba/contracts';
import { moderatedColumns } from '../../db/columns.ts';
import { associations } from '../associations/associations.table.ts';
import { users } from '../users/users.table.ts';

/** An account an admin named an official source: its notices carry the Official badge (decision 036). */
export const noticeSources = pgTable('notice_sources', {
  id: serial('id').primaryKey(),
  /** One source per account: the account posts its notices; it goes with the account. */
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members who follow an official source (an association's followers are its active members). */
export const noticeSourceFollowers = pgTable(
  'notice_source_followers',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => noticeSources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sourceId, table.userId] }),
    index('notice_source_followers_user_idx').on(table.userId),
  ],
);

/** The board shows published notices until their expiry: its indexes cover exactly those. */
const onBoard = sql`status = 'published'`;

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    /** Who posted it: moderation, suspensions and the audit address them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In whose name: an association or an official source, never both. */
    associationId: integer('association_id').references(() => associations.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').references(() => noticeSources.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: NOTICE_KINDS }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    /** The end of the South African day the poster chose: the board leaves it out from then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...moderatedColumns(['published'], 'published'),
    /** SMS sent when it was posted, equal to its notice_texts rows (decision 007). */
    textedCount: integer('texted_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notices_one_author', sql`(${table.associationId} is null) <> (${table.sourceId} is null)`),
    check('notices_texted_count_non_negative', sql`${table.textedCount} >= 0`),
    index('notices_board_idx').on(table.expiresAt, table.createdAt).where(onBoard),
    // The board's order (urgent first, then the newest), so a page reads its dozen rows rather than sorting every
    // notice still up: 83 ms against 0.8 ms with 5 000 notices (the bench's cost curves).
    index('notices_board_order_idx')
      .on(
        table.isUrgent.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.expiresAt,
      )
      .where(onBoard),
    index('notices_association_idx').on(table.associationId, table.createdAt),
    index('notices_source_idx').on(table.sourceId, table.createdAt),
    index('notices_user_idx').on(table.userId, table.createdAt),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NewNoticeRow = typeof notices.$inferInsert;

/** One row per SMS an urgent notice sent: the per-member and daily caps, and the admin's volume, count these. */
export const noticeTexts = pgTable(
  'notice_texts',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notice_texts_user_idx').on(table.userId, table.createdAt),
    // A notice's deletion cascades to its texts.
    index('notice_texts_notice_idx').on(table.noticeId),
    index('notice_texts_created_idx').on(table.createdAt),
  ],
);

/** One row (id 1): the admin's daily SMS cap. */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    id: integer('id').primaryKey().default(1),
    smsCapPerDay: integer('sms_cap_per_day').notNull().default(NOTICE_SMS_DEFAULT_DAILY_CAP),
  },
  (table) => [
    check('notice_settings_one_row', sql`${table.id} = 1`),
    check('notice_settings_cap_non_negative', sql`${table.smsCapPerDay} >= 0`),
  ],
);
