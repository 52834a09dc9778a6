import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { profiles, users } from '../users/users.table.ts';
import type { UserWithProfile } from '../users/users.repository.ts';
import { authTokens, emailTokens, loginCodes, passwordResets, phoneVerifications } from './auth.table.ts';

export function createAuthRepository(db: Database) {
  // Every signed-in request looks its token up: prepared once.
  // With its member and their profile, so a signed-in request is one statement before its own.
  const tokenByHash = db
    .select({ token: authTokens, user: users, profile: profiles })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_token_by_hash');

  return {
    async insertToken(
      values: {
        userId: number;
        tokenHash: string;
        remember: boolean;
        createdAt: Date;
        lastUsedAt: Date;
        expiresAt: Date;
      },
      executor: Executor = db,
    ): Promise<number> {
      const [row] = await executor.insert(authTokens).values(values).returning({ id: authTokens.id });
      return row!.id;
    },

    /** A token and the member it signs in. */
    async findToken(tokenHash: string) {
      const [row] = await tokenByHash.execute({ tokenHash });
      if (!row) return null;
      const user: UserWithProfile = { ...row.user, profile: row.profile };
      return { ...row.token, user };
    },

    async touchToken(id: number, now: Date): Promise<void> {
      await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, id));
    },

    async deleteToken(id: number): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.id, id));
    },

    async deleteTokensOfUser(userId: number, exceptTokenId?: number, executor: Executor = db): Promise<void> {
      await executor
        .delete(authTokens)
        .where(
          exceptTokenId
            ? and(eq(authTokens.userId, userId), ne(authTokens.id, exceptTokenId))
            : eq(authTokens.userId, userId),
        );
    },

    async insertPhoneVerification(
      values: { phone: string; userId: number | null; codeHash: string; expiresAt: Date; createdAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      // A new code replaces any earlier one still open for this phone.
      await executor
        .update(phoneVerifications)
        .set({ consumedAt: values.createdAt })
        .where(and(eq(phoneVerifications.phone, values.phone), isNull(phoneVerifications.consumedAt)));
      await executor.insert(phoneVerifications).values(values);
    },

    async latestPhoneVerification(phone: string) {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, phone))
        .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
        .limit(1);
      return row ?? null;
    },

    async countPhoneVerificationsSince(phone: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, since)));
      return row!.value;
    },

    /**
     * Takes one of the code's tries before it is compared; null when none is left. One UPDATE
     * both checks and counts, so guesses sent side by side share the limit too.
     */
    async takePhoneVerificationAttempt(id: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, maxAttempts)))
        .returning({ attempts: phoneVerifications.attempts });
      return row?.attempts ?? null;
    },

    /** Single use even under concurrent requests: only one UPDATE finds it open. */
    async consumePhoneVerification(id: number, now: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(phoneVerifications)
        .set({ consumedAt: now })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },

    async insertPasswordReset(
      values: { userId: number; tokenHash: string; expiresAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(passwordResets).values(values);
    },

    async consumePasswordReset(tokenHash: string, now: Date, executor: Executor = db): Promise<number | null> {
      const [row] = await executor
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    async closePasswordResetsOfUser(userId: number, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async insertLoginCode(values: { userId: number; codeHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(loginCodes).values(values);
    },

    async consumeLoginCode(codeHash: string, now: Date, executor: Executor = db): Promise<number | null> {
      const [row] = await executor
        .update(loginCodes)
        .set({ usedAt: now })
        .where(and(eq(loginCodes.codeHash, codeHash), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
        .returning({ userId: loginCodes.userId });
      return row?.userId ?? null;
    },

    /** Retention (POPIA s14): spent or expired secrets are deleted. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
      await db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, now));
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
      await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
      await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
    },

    /**
     * Account deletion: the member's codes go with the account (cascade); the records of sends that sent
     * nothing are keyed by the number alone. Codes of other sign-ups naming the number stay theirs.
     */
    async deletePhoneVerifications(executor: Executor, phone: string): Promise<void> {
      await executor
        .delete(phoneVerifications)
        .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.userId)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
