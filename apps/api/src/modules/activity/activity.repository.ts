import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities } from './activity.table.ts';

export function createActivityRepository(db: Database) {
  return {
    async insert(values: { userId: number; type: string; message: string; link: string | null }): Promise<void> {
      await db.insert(activities).values(values);
    },

    async listForUser(userId: number, limit: number, offset: number) {
      return db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit)
        .offset(offset);
    },

    async countForUser(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(activities).where(eq(activities.userId, userId));
      return row!.value;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
