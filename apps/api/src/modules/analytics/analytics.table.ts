import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Detail-page views per item per day, for the owner's analytics. A count and nothing else: no viewer,
 * address or agent is stored (POPIA: no personal data for a statistic).
 */
export const itemViews = pgTable(
  'item_views',
  {
    itemType: varchar('item_type', { length: 20 }).notNull(),
    itemId: integer('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.itemType, table.itemId, table.day] }),
    check(
      'item_views_item_type_check',
      sql`${table.itemType} in ('event', 'business', 'job', 'association', 'notice')`,
    ),
    check('item_views_views_non_negative', sql`${table.views} >= 0`),
  ],
);
