import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { addDays } from '../../lib/clock.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { profiles, users, type NewUserRow, type ProfileRow, type UserRow } from './users.table.ts';

export type UserWithProfile = UserRow & { profile: ProfileRow | null };
export type ProfileFields = Omit<ProfileRow, 'userId'>;

export function createUsersRepository(db: Database) {
  /**
   * A member with their profile, by one column: prepared once, since every signed-in request reads one.
   * `order` picks among several rows, for a column that is not unique.
   */
  function preparedLookup(
    column: typeof users.id | typeof users.email | typeof users.phone,
    name: string,
    order: SQL[] = [],
  ) {
    const statement = db
      .select({ user: users, profile: profiles })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(column, sql.placeholder('value')))
      .orderBy(...order)
      .limit(1)
      .prepare(name);
    return async (value: number | string): Promise<UserWithProfile | null> => {
      const [row] = await statement.execute({ value });
      return row ? { ...row.user, profile: row.profile } : null;
    };
  }

  const byId = preparedLookup(users.id, 'users_by_id');
  const byEmail = preparedLookup(users.email, 'users_by_email');
  // Unverified sign-ups may share a number (decision 019): the account that proved it, else the newest.
  const byPhone = preparedLookup(users.phone, 'users_by_phone', [
    sql`${users.phoneVerifiedAt} nulls last`,
    desc(users.id),
  ]);

  return {
    findById: (id: number) => byId(id),
    findByEmail: (email: string) => byEmail(email),
    findByPhone: (phone: string) => byPhone(phone),

    /** Name and address of a member, through the caller's transaction. */
    async contactByEmail(email: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    /** Who holds an address, locked in the caller's transaction: the claim of a proven owner is decided against it. */
    async addressHolderForUpdate(email: string, tx: Executor) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          emailVerifiedAt: users.emailVerifiedAt,
          isAdmin: users.isAdmin,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** A member's row locked in the caller's transaction. */
    async lockById(id: number, tx: Executor) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row ?? null;
    },

    /** Whether a member other than `exceptUserId` holds the address confirmed (an unconfirmed holder gives way). */
    async emailConfirmedBy(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      return row !== undefined && row.id !== exceptUserId;
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row !== undefined && row.id !== exceptUserId;
    },

    /** Held only by an account that proved it: a number merely named by unverified sign-ups is free. */
    async phoneTaken(phone: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
        .limit(1);
      return row !== undefined && row.id !== exceptUserId;
    },

    /**
     * The number was just proved by `ownerId`: every other account naming it unverified lets go of it. A phone
     * sign-up with no email goes, as the daily purge would take it; an account with an email keeps all but the number.
     */
    async releasePhone(phone: string, ownerId: number, executor: Executor = db): Promise<void> {
      const others = and(eq(users.phone, phone), ne(users.id, ownerId), isNull(users.phoneVerifiedAt));
      await executor.delete(users).where(and(others, isNull(users.email)));
      await executor
        .update(users)
        .set({ phone: null, updatedAt: sql`now()` })
        .where(others);
    },

    async create(values: NewUserRow, executor: Executor = db): Promise<UserRow> {
      const [row] = await executor.insert(users).values(values).returning();
      await executor.insert(profiles).values({ userId: row!.id });
      return row!;
    },

    async update(id: number, values: Partial<NewUserRow>, executor: Executor = db): Promise<void> {
      await executor
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async updateProfile(userId: number, values: Partial<ProfileFields>, executor: Executor = db): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await executor
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
    },

    /**
     * A sign-in or a session's use: last_active_at moves on at most once a day (so a request rarely writes), and a
     * pending erasure notice is cancelled at once. Not an edit of the account: updated_at stays.
     */
    async markActive(id: number, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(users)
        .set({ lastActiveAt: now, dormancyNoticeAt: null })
        .where(and(eq(users.id, id), or(lt(users.lastActiveAt, addDays(now, -1)), isNotNull(users.dormancyNoticeAt))));
    },

    async delete(id: number, executor: Executor = db): Promise<void> {
      await executor.delete(users).where(eq(users.id, id));
    },

    async stats(since: Date) {
      const [row] = await db
        .select({
          members: count(),
          individual: count(sql`case when ${users.userType} = 'individual' then 1 end`),
          business: count(sql`case when ${users.userType} = 'business' then 1 end`),
          admins: count(sql`case when ${users.isAdmin} then 1 end`),
          recent: count(sql`case when ${users.createdAt} >= ${since.toISOString()} then 1 end`),
          verificationRequests: count(
            sql`case when ${users.verificationRequestedAt} is not null and not ${users.isVerifiedBusiness} then 1 end`,
          ),
        })
        .from(users);
      return row!;
    },

    /** Phone sign-ups never verified since `before`: their accounts go, and their numbers are free again. */
    async deleteUnverifiedPhoneSignups(before: Date): Promise<void> {
      await db
        .delete(users)
        .where(
          and(isNotNull(users.phone), isNull(users.email), isNull(users.phoneVerifiedAt), lt(users.createdAt, before)),
        );
    },

    /** Business accounts waiting for the verified badge, oldest request first, with their approved listings. */
    async verificationRequests(limit: number, offset: number) {
      const where = and(isNotNull(users.verificationRequestedAt), eq(users.isVerifiedBusiness, false));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            businessName: users.businessName,
            businessCategory: users.businessCategory,
            businessRegistrationNumber: users.businessRegistrationNumber,
            requestedAt: users.verificationRequestedAt,
            // The outer row is named in full: drizzle writes a one-table query's columns unqualified.
            approvedListings: sql<number>`(select count(*)::int from ${businesses} where businesses.user_id = users.id and businesses.status = 'approved')`,
          })
          .from(users)
          .where(where)
          .orderBy(asc(users.verificationRequestedAt), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row!.value;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
