import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { authTokens } from '../auth/auth.table.ts';
import { profiles, users } from '../users/users.table.ts';

/**
 * What the admin members screen shows of a member: account facts, suspension, and their live sessions. The outer row
 * is named in full in the subqueries: drizzle writes a one-table query's columns unqualified.
 */
const memberColumns = (now: Date) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  businessName: users.businessName,
  isAdmin: users.isAdmin,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  createdAt: users.createdAt,
  lastActiveAt:
    sql<Date | null>`(select max(${authTokens.lastUsedAt}) from ${authTokens} where ${authTokens.userId} = users.id)`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
  sessions:
    sql<number>`(select count(*)::int from ${authTokens} where ${authTokens.userId} = users.id and ${authTokens.expiresAt} > ${now.toISOString()})`.mapWith(
      Number,
    ),
});

/** A search term taken literally: `%` and `_` match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface MemberFilters {
  /** An id, or part of a name, email address or phone number. */
  query?: string;
  suspendedOnly: boolean;
}

export function createMembersRepository(db: Database) {
  function matching({ query, suspendedOnly }: MemberFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (suspendedOnly) conditions.push(isNotNull(users.suspendedAt));
    if (query) {
      const pattern = `%${literal(query)}%`;
      const digits = query.replace(/\D/g, '');
      conditions.push(
        or(
          /^\d{1,10}$/.test(query) && Number(query) <= 2_147_483_647 ? eq(users.id, Number(query)) : undefined,
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.businessName, pattern),
          // A number as typed (082 123 4567) is found in its stored E.164 form (+27821234567) by its last digits.
          digits.length >= 4 ? ilike(users.phone, `%${digits.replace(/^0/, '')}%`) : undefined,
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Newest members first. */
    async search(filters: MemberFilters, now: Date, limit: number, offset: number) {
      const where = matching(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(memberColumns(now))
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async find(id: number, now: Date, executor: Executor = db) {
      const [row] = await executor.select(memberColumns(now)).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** The member row locked for the rest of the transaction: two admins' decisions on one member take turns. */
    async lock(executor: Executor, id: number) {
      const [row] = await executor
        .select({ id: users.id, isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    async setSuspension(executor: Executor, id: number, suspension: { reason: string } | null): Promise<void> {
      await executor
        .update(users)
        .set(
          suspension
            ? { suspendedAt: sql`now()`, suspensionReason: suspension.reason, updatedAt: sql`now()` }
            : { suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` },
        )
        .where(eq(users.id, id));
    },

    /** What the moderation queue shows of a reported profile. */
    async profileFacts(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          bio: profiles.bio,
          showInSearch: users.showInSearch,
          hiddenAt: users.hiddenAt,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** Moderators hide a profile (the public page answers 404) or show it again. */
    async setProfileHidden(executor: Executor, id: number, hidden: boolean): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(and(eq(users.id, id), hidden ? sql`${users.hiddenAt} is null` : isNotNull(users.hiddenAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository['find']>>>;
