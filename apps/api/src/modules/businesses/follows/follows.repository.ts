import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { businesses } from '../businesses.table.ts';
import { follows } from './follows.table.ts';

export function createFollowsRepository(db: Database) {
  return {
    /** True when the member was not following yet. */
    async add(tx: Transaction, userId: number, businessId: number): Promise<boolean> {
      const rows = await tx
        .insert(follows)
        .values({ userId, businessId })
        .onConflictDoNothing()
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** True when the member was following. */
    async remove(tx: Transaction, userId: number, businessId: number): Promise<boolean> {
      const rows = await tx
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.businessId, businessId)))
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    async businessIdsOf(tx: Transaction, userId: number): Promise<number[]> {
      const rows = await tx
        .select({ businessId: follows.businessId })
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(follows.businessId);
      return rows.map((row) => row.businessId);
    },

    /** How many businesses the member follows, as a scalar subquery (the dashboard's statement). */
    followingCount: (userId: Placeholder): SQL =>
      sql`(${db.select({ value: count() }).from(follows).where(eq(follows.userId, userId))})`,

    /** Download my data: the businesses the member follows. */
    async exportOf(userId: number) {
      return db
        .select({ businessId: follows.businessId, businessName: businesses.name, createdAt: follows.createdAt })
        .from(follows)
        .innerJoin(businesses, eq(businesses.id, follows.businessId))
        .where(eq(follows.userId, userId))
        .orderBy(follows.createdAt);
    },
  };
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
