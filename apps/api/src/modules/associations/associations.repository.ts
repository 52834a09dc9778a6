import { and, asc, count, desc, eq, getTableColumns, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  AssociationKind,
  AssociationMemberStatus,
  AssociationRole,
  GhanaRegion,
  Province,
} from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hidingQueries } from '../../db/hidden-items.ts';
import { users } from '../users/users.table.ts';
import { associationMembers, associations, type NewAssociationRow } from './associations.table.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...associationColumns } = getTableColumns(associations);

/** An association with its owner's name: what every view of one starts from. */
const associationWithOwner = { association: associationColumns, owner: { id: users.id, name: users.name } };

/** What a directory card shows. */
const summaryColumns = {
  id: associations.id,
  name: associations.name,
  kind: associations.kind,
  // Cards clamp it to three lines anyway.
  description: sql<string>`left(${associations.description}, 300)`,
  homeRegion: associations.homeRegion,
  homeTown: associations.homeTown,
  province: associations.province,
  city: associations.city,
  isVerified: associations.isVerified,
  membersCount: associations.membersCount,
  logoKey: associations.logoKey,
};

export interface AssociationFilters {
  search?: string;
  kind?: AssociationKind;
  region?: GhanaRegion;
  province?: Province;
}

/** Fields the services change; never the count, which changes with its rows. */
export type AssociationChanges = Omit<Partial<NewAssociationRow>, 'membersCount'>;

const memberColumns = {
  userId: associationMembers.userId,
  name: users.name,
  status: associationMembers.status,
  role: associationMembers.role,
  title: associationMembers.title,
  createdAt: associationMembers.createdAt,
};

export function createAssociationsRepository(db: Database) {
  const withOwner = (executor: Executor = db) =>
    executor.select(associationWithOwner).from(associations).innerJoin(users, eq(users.id, associations.userId));

  /** 'approved' is written into the statement so PostgreSQL can use the partial indexes (see businesses). */
  function listedWhere(filters: AssociationFilters): SQL {
    const conditions: SQL[] = [sql`${associations.status} = 'approved'`];
    if (filters.kind) conditions.push(eq(associations.kind, filters.kind));
    if (filters.region) conditions.push(eq(associations.homeRegion, filters.region));
    if (filters.province) conditions.push(eq(associations.province, filters.province));
    if (filters.search) {
      conditions.push(sql`${associations.searchVector} @@ websearch_to_tsquery('english', ${filters.search})`);
    }
    return and(...conditions)!;
  }

  const member = (associationId: number, userId: number) =>
    and(eq(associationMembers.associationId, associationId), eq(associationMembers.userId, userId));

  return {
    ...hidingQueries(associations),

    listPublic(filters: AssociationFilters, limit: number, offset: number) {
      return db
        .select(summaryColumns)
        .from(associations)
        .where(listedWhere(filters))
        .orderBy(
          ...(filters.search
            ? [
                sql`ts_rank(${associations.searchVector}, websearch_to_tsquery('english', ${filters.search})) desc`,
                asc(associations.name),
              ]
            : [asc(associations.name)]),
          asc(associations.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async countPublic(filters: AssociationFilters): Promise<number> {
      const [row] = await db.select({ value: count() }).from(associations).where(listedWhere(filters));
      return row!.value;
    },

    /** The sitemap's associations: every approved one, by id. */
    listedIds() {
      return db
        .select({ id: associations.id, updatedAt: associations.updatedAt })
        .from(associations)
        .where(sql`${associations.status} = 'approved'`)
        .orderBy(associations.id);
    },

    async findById(id: number, executor: Executor = db) {
      const [row] = await withOwner(executor).where(eq(associations.id, id)).limit(1);
      return row ?? null;
    },

    /** The association inside a write, its row locked: membership changes to one association take turns. */
    async lock(tx: Transaction, id: number) {
      const [row] = await withOwner(tx).where(eq(associations.id, id)).for('update', { of: associations });
      return row ?? null;
    },

    async insert(tx: Transaction, values: NewAssociationRow): Promise<number> {
      const [row] = await tx.insert(associations).values(values).returning({ id: associations.id });
      return row!.id;
    },

    async update(tx: Transaction, id: number, values: AssociationChanges): Promise<void> {
      await tx
        .update(associations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(associations.id, id));
    },

    async delete(tx: Transaction, id: number): Promise<void> {
      await tx.delete(associations).where(eq(associations.id, id));
    },

    async listPending(limit: number, offset: number) {
      const where = eq(associations.status, 'pending');
      const [rows, [total]] = await Promise.all([
        withOwner().where(where).orderBy(asc(associations.createdAt), asc(associations.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(associations).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** The associations a member registered or belongs to (or asked to join), newest first, with their place. */
    async listOfMember(userId: number, limit: number, offset: number) {
      const where = sql`(${associations.userId} = ${userId} or ${associationMembers.userId} is not null)`;
      const theirs = and(eq(associationMembers.associationId, associations.id), eq(associationMembers.userId, userId));
      const joined = () =>
        db
          .select({
            association: associationColumns,
            status: associationMembers.status,
            role: associationMembers.role,
          })
          .from(associations)
          .leftJoin(associationMembers, theirs);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(desc(associations.createdAt), desc(associations.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(associations).leftJoin(associationMembers, theirs).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** How many associations the member is active in, as a scalar subquery (the dashboard's statement). */
    joinedCount: (userId: Placeholder): SQL =>
      sql`(${db
        .select({ value: count() })
        .from(associationMembers)
        .where(and(eq(associationMembers.userId, userId), eq(associationMembers.status, 'active')))})`,

    // Membership

    async membership(associationId: number, userId: number, executor: Executor = db) {
      const [row] = await executor
        .select({ status: associationMembers.status, role: associationMembers.role })
        .from(associationMembers)
        .where(member(associationId, userId));
      return row ?? null;
    },

    /** The leaders the page names, the longest serving first. */
    leaders(associationId: number, limit: number) {
      return db
        .select({ id: users.id, name: users.name, title: associationMembers.title })
        .from(associationMembers)
        .innerJoin(users, eq(users.id, associationMembers.userId))
        .where(
          and(
            eq(associationMembers.associationId, associationId),
            eq(associationMembers.status, 'active'),
            eq(associationMembers.role, 'leader'),
          ),
        )
        .orderBy(asc(associationMembers.createdAt), asc(associationMembers.userId))
        .limit(limit);
    },

    async countPending(associationId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(associationMembers)
        .where(and(eq(associationMembers.associationId, associationId), eq(associationMembers.status, 'pending')));
      return row!.value;
    },

    /** Leaders first, then members, each by when they joined; those asking to join when `status` says so. */
    async members(associationId: number, status: AssociationMemberStatus | undefined, limit: number, offset: number) {
      const where = and(
        eq(associationMembers.associationId, associationId),
        status ? eq(associationMembers.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(associationMembers)
          .innerJoin(users, eq(users.id, associationMembers.userId))
          .where(where)
          .orderBy(asc(associationMembers.status), asc(associationMembers.role), asc(associationMembers.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(associationMembers).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async member(tx: Transaction, associationId: number, userId: number) {
      const [row] = await tx
        .select(memberColumns)
        .from(associationMembers)
        .innerJoin(users, eq(users.id, associationMembers.userId))
        .where(member(associationId, userId));
      return row ?? null;
    },

    async addMember(
      tx: Transaction,
      values: { associationId: number; userId: number; status: AssociationMemberStatus; role: AssociationRole },
    ): Promise<void> {
      await tx.insert(associationMembers).values(values);
    },

    async changeMember(
      tx: Transaction,
      associationId: number,
      userId: number,
      values: { status?: 'active'; role?: AssociationRole; title?: string | null },
    ): Promise<void> {
      await tx.update(associationMembers).set(values).where(member(associationId, userId));
    },

    async removeMember(tx: Transaction, associationId: number, userId: number): Promise<void> {
      await tx.delete(associationMembers).where(member(associationId, userId));
    },

    /** Active leaders other than `userId`. */
    async otherLeaders(tx: Transaction, associationId: number, userId: number): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(associationMembers)
        .where(
          and(
            eq(associationMembers.associationId, associationId),
            eq(associationMembers.role, 'leader'),
            ne(associationMembers.userId, userId),
          ),
        );
      return row!.value;
    },

    /** Moves the active-member count with its rows, under the association's lock (decision 007). */
    async addToCount(tx: Transaction, associationId: number, delta: number): Promise<number> {
      const [row] = await tx
        .update(associations)
        .set({ membersCount: sql`${associations.membersCount} + ${delta}` })
        .where(eq(associations.id, associationId))
        .returning({ membersCount: associations.membersCount });
      return row!.membersCount;
    },

    // Account deletion

    /** The associations a member is active in: their counts come down before the rows go. */
    async activeMembershipsOf(tx: Transaction, userId: number): Promise<number[]> {
      const rows = await tx
        .select({ associationId: associationMembers.associationId })
        .from(associationMembers)
        .where(and(eq(associationMembers.userId, userId), eq(associationMembers.status, 'active')))
        .orderBy(asc(associationMembers.associationId))
        .for('update');
      return rows.map((row) => row.associationId);
    },

    /** The associations a member registered, for handing each over before the account goes. */
    ownedBy(tx: Transaction, userId: number) {
      return tx
        .select({ id: associations.id, logoKey: associations.logoKey })
        .from(associations)
        .where(eq(associations.userId, userId))
        .orderBy(asc(associations.id));
    },

    /** Who takes an association over: its longest-serving other leader, else its longest active member. */
    async successor(tx: Transaction, associationId: number, userId: number): Promise<number | null> {
      const [row] = await tx
        .select({ userId: associationMembers.userId })
        .from(associationMembers)
        .where(
          and(
            eq(associationMembers.associationId, associationId),
            eq(associationMembers.status, 'active'),
            ne(associationMembers.userId, userId),
          ),
        )
        .orderBy(desc(sql`${associationMembers.role} = 'leader'`), asc(associationMembers.createdAt))
        .limit(1);
      return row?.userId ?? null;
    },

    /** Download my data: what the member registered and where they belong. */
    async exportOf(userId: number) {
      const [registered, memberships] = await Promise.all([
        db
          .select(associationColumns)
          .from(associations)
          .where(eq(associations.userId, userId))
          .orderBy(asc(associations.id)),
        db
          .select({
            association_id: associationMembers.associationId,
            association: associations.name,
            status: associationMembers.status,
            role: associationMembers.role,
            title: associationMembers.title,
            joined_at: associationMembers.createdAt,
          })
          .from(associationMembers)
          .innerJoin(associations, eq(associations.id, associationMembers.associationId))
          .where(eq(associationMembers.userId, userId))
          .orderBy(asc(associationMembers.createdAt)),
      ]);
      return { registered, memberships };
    },
  };
}
export type AssociationsRepository = ReturnType<typeof createAssociationsRepository>;
export type AssociationWithOwner = NonNullable<Awaited<ReturnType<AssociationsRepository['findById']>>>;
export type AssociationSummaryRow = Awaited<ReturnType<AssociationsRepository['listPublic']>>[number];
export type AssociationMemberWithName = NonNullable<Awaited<ReturnType<AssociationsRepository['member']>>>;
