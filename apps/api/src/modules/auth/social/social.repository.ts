import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { users } from '../../users/users.table.ts';
import { socialAccounts } from '../social-accounts.table.ts';

export function createSocialRepository(db: Database) {
  return {
    async findLinkedUser(provider: string, providerUserId: string, executor: Executor = db): Promise<number | null> {
      const [row] = await executor
        .select({ userId: socialAccounts.userId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row?.userId ?? null;
    },

    async link(
      values: { userId: number; provider: string; providerUserId: string; email: string | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(socialAccounts).values(values);
    },

    /** Takes a provider back from a member (the undo link of the notice that it was linked). */
    async unlink(userId: number, provider: string, executor: Executor = db): Promise<void> {
      await executor
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
    },

    /** Sets the account type once: false when it was already chosen (so two answers cannot both land). */
    async chooseAccountType(
      userId: number,
      values: { userType: 'individual' | 'business'; businessName: string | null; termsAcceptedAt: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ ...values, accountTypeChosen: true, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.accountTypeChosen, false)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Download my data: the providers the member signs in with (names only). */
    async providersOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ provider: socialAccounts.provider })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(socialAccounts.provider);
      return rows.map((row) => row.provider);
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;
