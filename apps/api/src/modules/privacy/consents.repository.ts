import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentChannel, ConsentPurpose } from '@akwaaba/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { consents, type ConsentRow } from './consents.table.ts';

export function createConsentsRepository(db: Database) {
  return {
    async insert(
      executor: Executor,
      rows: { userId: number; purpose: ConsentPurpose; version: string; grantedAt: Date; grantedVia: ConsentChannel }[],
    ): Promise<void> {
      await executor.insert(consents).values(rows);
    },

    /** Stamps the member's open grants for the purpose as withdrawn; answers how many there were. */
    async withdraw(
      executor: Executor,
      userId: number,
      purpose: ConsentPurpose,
      at: Date,
      via: ConsentChannel,
    ): Promise<number> {
      const rows = await executor
        .update(consents)
        .set({ withdrawnAt: at, withdrawnVia: via })
        .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return rows.length;
    },

    /** The member's newest row for each purpose. */
    async latestOf(userId: number, executor: Executor = db): Promise<ConsentRow[]> {
      return executor
        .selectDistinctOn([consents.purpose])
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(consents.purpose, desc(consents.grantedAt), desc(consents.id));
    },

    /** Every row of the member, oldest first (Download my data). */
    async allOf(userId: number): Promise<ConsentRow[]> {
      return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.grantedAt, consents.id);
    },

    /** Written as SQL for other queries: the member in `userId` has a marketing grant not withdrawn. */
    marketingGranted(userId: unknown) {
      return sql`exists (
        select 1 from ${consents}
        where ${consents.userId} = ${userId} and ${consents.purpose} = 'marketing' and ${consents.withdrawnAt} is null
      )`;
    },
  };
}
export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
