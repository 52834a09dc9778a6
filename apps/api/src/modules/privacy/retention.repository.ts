import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { DeletedMember } from '../profiles/profiles.service.ts';
import { users } from '../users/users.table.ts';

/** Noticed before `noticedBefore`, and not active since the notice; never an admin. */
const erasable = (noticedBefore: Date) =>
  and(
    eq(users.isAdmin, false),
    lt(users.dormancyNoticeAt, noticedBefore),
    sql`${users.lastActiveAt} < ${users.dormancyNoticeAt}`,
  );

/**
 * The dormant accounts (POPIA s14). Each statement acts only on rows it locked with SKIP LOCKED, and checks the
 * rule again on them, so two instances running the hour together never notice or erase one member twice.
 */
export function createRetentionRepository(db: Database) {
  return {
    /** Stamps up to `limit` members dormant since `dormantSince` and not yet told; answers whom to tell. */
    async stampNotices(tx: Transaction, dormantSince: Date, now: Date, limit: number) {
      const due = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, false), lt(users.lastActiveAt, dormantSince), isNull(users.dormancyNoticeAt)))
        .orderBy(asc(users.lastActiveAt), asc(users.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(users)
        .set({ dormancyNoticeAt: now })
        .where(and(inArray(users.id, due), isNull(users.dormancyNoticeAt)))
        .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
    },

    /** Who is due for erasure (no lock: each is claimed again in its own erasure). */
    async erasureDue(noticedBefore: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(erasable(noticedBefore))
        .orderBy(asc(users.dormancyNoticeAt), asc(users.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * The member, locked for the erasure's transaction, when still due: a sign-in meanwhile (which clears the
     * notice) or another instance erasing them (which holds the lock) answers null.
     */
    async claimForErasure(tx: Transaction, id: number, noticedBefore: Date): Promise<DeletedMember | null> {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          businessName: users.businessName,
        })
        .from(users)
        .where(and(eq(users.id, id), erasable(noticedBefore)))
        .for('update', { skipLocked: true });
      return row ?? null;
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
