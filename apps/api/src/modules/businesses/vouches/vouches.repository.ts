import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { users } from '../../users/users.table.ts';
import { businesses } from '../businesses.table.ts';
import { vouches } from './vouches.table.ts';

export function createVouchesRepository(db: Database) {
  return {
    /** True when the member had not vouched for it yet. */
    async add(tx: Transaction, userId: number, businessId: number, note: string): Promise<boolean> {
      const rows = await tx
        .insert(vouches)
        .values({ userId, businessId, note })
        .onConflictDoNothing()
        .returning({ userId: vouches.userId });
      return rows.length > 0;
    },

    /** True when the member had vouched for it. */
    async remove(tx: Transaction, userId: number, businessId: number): Promise<boolean> {
      const rows = await tx
        .delete(vouches)
        .where(and(eq(vouches.userId, userId), eq(vouches.businessId, businessId)))
        .returning({ userId: vouches.userId });
      return rows.length > 0;
    },

    /** The newest vouches shown on the listing; a suspended or hidden member's words are left out (not the count). */
    async newest(executor: Database | Transaction, businessId: number, limit: number) {
      return executor
        .select({ userId: vouches.userId, name: users.name, note: vouches.note, createdAt: vouches.createdAt })
        .from(vouches)
        .innerJoin(users, eq(users.id, vouches.userId))
        .where(and(eq(vouches.businessId, businessId), isNull(users.suspendedAt), isNull(users.hiddenAt)))
        .orderBy(desc(vouches.createdAt), desc(vouches.userId))
        .limit(limit);
    },

    async has(executor: Database | Transaction, userId: number, businessId: number): Promise<boolean> {
      const [row] = await executor
        .select({ userId: vouches.userId })
        .from(vouches)
        .where(and(eq(vouches.userId, userId), eq(vouches.businessId, businessId)));
      return row !== undefined;
    },

    async businessIdsOf(tx: Transaction, userId: number): Promise<number[]> {
      const rows = await tx
        .select({ businessId: vouches.businessId })
        .from(vouches)
        .where(eq(vouches.userId, userId))
        .orderBy(vouches.businessId);
      return rows.map((row) => row.businessId);
    },

    /** Download my data: what the member vouched for, and what they said. */
    async exportOf(userId: number) {
      return db
        .select({
          businessId: vouches.businessId,
          businessName: businesses.name,
          note: vouches.note,
          createdAt: vouches.createdAt,
        })
        .from(vouches)
        .innerJoin(businesses, eq(businesses.id, vouches.businessId))
        .where(eq(vouches.userId, userId))
        .orderBy(asc(vouches.createdAt));
    },
  };
}
export type VouchesRepository = ReturnType<typeof createVouchesRepository>;
