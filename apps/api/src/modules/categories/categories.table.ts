import { index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    type: varchar('type', { length: 20, enum: ['event', 'business', 'job'] }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('categories_type_slug_unique').on(table.type, table.slug),
    index('categories_type_idx').on(table.type),
  ],
);
