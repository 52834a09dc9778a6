import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { emailTokens, type EmailTokenRow } from '../auth.table.ts';

type Purpose = EmailTokenRow['purpose'];

export function createEmailTokensRepository(db: Database) {
  return {
    async insert(
      executor: Executor,
      values: {
        userId: number;
        purpose: Purpose;
        email: string;
        provider?: string | null;
        tokenHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
    ): Promise<void> {
      await executor.insert(emailTokens).values(values);
    },

    /** A link not yet used and not expired, by its hash. */
    async findLive(tokenHash: string, now: Date): Promise<EmailTokenRow | null> {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    /** Uses the link once: false when another request used it first. */
    async use(executor: Executor, id: number, now: Date): Promise<boolean> {
      const rows = await executor
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length > 0;
    },

    /** When the member was last sent a link of these purposes (the resend wait). */
    async latestSentAt(userId: number, purposes: Purpose[]): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** The member's unused links of these purposes stop working (a newer one was sent, or the address left). */
    async retire(executor: Executor, userId: number, purposes: Purpose[], now: Date): Promise<void> {
      await executor
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)));
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
