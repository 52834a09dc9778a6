import { asc, eq, sql } from 'drizzle-orm';
import type { CategoryType } from '@akwaaba/contracts';
import type { Database } from '../../db/client.ts';
import { categories } from './categories.table.ts';

export function createCategoriesRepository(db: Database) {
  return {
    list(type?: CategoryType) {
      const query = db.select().from(categories);
      return (type ? query.where(eq(categories.type, type)) : query).orderBy(
        asc(categories.type),
        asc(categories.position),
        asc(categories.id),
      );
    },

    async upsertMany(rows: { type: CategoryType; slug: string; name: string; position: number }[]): Promise<void> {
      await db
        .insert(categories)
        .values(rows)
        .onConflictDoUpdate({
          target: [categories.type, categories.slug],
          set: { name: sql`excluded.name`, position: sql`excluded.position` },
        });
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
