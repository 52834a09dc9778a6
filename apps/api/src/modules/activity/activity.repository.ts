import { count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { activities } from './activity.table.ts';

export function createActivityRepository(db: Database) {
  return {
    async insert(
      values: { userId: number; type: string; message: string; link: string | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(activities).values(values);
    },

    /** Who to write to: the member's name and address (null without an email), read in the caller's transaction. */
    async contact(executor: Executor, userId: number) {
      const [row] = await executor
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
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
