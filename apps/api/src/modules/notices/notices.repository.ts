import { and, count, desc, eq, getTableColumns, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { NoticeKind } from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hidingQueries } from '../../db/hidden-items.ts';
import { associationMembers, associations } from '../associations/associations.table.ts';
import { users } from '../users/users.table.ts';
import {
  notices,
  noticeSettings,
  noticeSourceFollowers,
  noticeSources,
  noticeTexts,
  type NewNoticeRow,
} from './notices.table.ts';

export interface NoticeFilters {
  kind?: NoticeKind;
  associationId?: number;
  sourceId?: number;
  urgent?: boolean;
}

/** A notice with the name it is posted in: what every view of one starts from. */
const noticeWithAuthor = {
  notice: getTableColumns(notices),
  associationName: associations.name,
  sourceName: noticeSources.name,
};

const summaryColumns = {
  id: notices.id,
  kind: notices.kind,
  title: notices.title,
  excerpt: sql<string>`left(${notices.body}, 300)`,
  isUrgent: notices.isUrgent,
  associationId: notices.associationId,
  sourceId: notices.sourceId,
  associationName: associations.name,
  sourceName: noticeSources.name,
  expiresAt: notices.expiresAt,
  createdAt: notices.createdAt,
};

/** Written as a literal so PostgreSQL can use the partial index (notices_board_idx). */
const published = sql`${notices.status} = 'published'`;

/** A follower as delivery needs them: how to reach them, and whether an SMS may go. */
export interface Follower {
  id: number;
  name: string;
  email: string | null;
  /** A verified phone with 'SMS important updates' on, and no notice SMS in the last day; else null. */
  textablePhone: string | null;
}

export function createNoticesRepository(db: Database) {
  const withAuthor = (executor: Executor = db) =>
    executor
      .select(noticeWithAuthor)
      .from(notices)
      .leftJoin(associations, eq(associations.id, notices.associationId))
      .leftJoin(noticeSources, eq(noticeSources.id, notices.sourceId));

  function boardWhere(filters: NoticeFilters, now: Date): SQL {
    const conditions: SQL[] = [published, gt(notices.expiresAt, now)];
    if (filters.kind) conditions.push(eq(notices.kind, filters.kind));
    if (filters.associationId) conditions.push(eq(notices.associationId, filters.associationId));
    if (filters.sourceId) conditions.push(eq(notices.sourceId, filters.sourceId));
    if (filters.urgent) conditions.push(eq(notices.isUrgent, true));
    return and(...conditions)!;
  }

  /** Notices with their author's name (an association's or a source's), as lists show them. */
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(notices)
      .leftJoin(associations, eq(associations.id, notices.associationId))
      .leftJoin(noticeSources, eq(noticeSources.id, notices.sourceId));
  /** The same with each notice's whole text, for the feed. */
  const withBodies = () =>
    db
      .select({ ...summaryColumns, body: notices.body })
      .from(notices)
      .leftJoin(associations, eq(associations.id, notices.associationId))
      .leftJoin(noticeSources, eq(noticeSources.id, notices.sourceId));

  return {
    ...hidingQueries(notices),

    /** The board: urgent notices first, then the newest. */
    listBoard(filters: NoticeFilters, now: Date, limit: number, offset: number) {
      return summaries()
        .where(boardWhere(filters, now))
        .orderBy(desc(notices.isUrgent), desc(notices.createdAt), desc(notices.id))
        .limit(limit)
        .offset(offset);
    },

    async countBoard(filters: NoticeFilters, now: Date): Promise<number> {
      const [row] = await db.select({ value: count() }).from(notices).where(boardWhere(filters, now));
      return row!.value;
    },

    /** The Atom feed: the newest notices on the board, with their whole text. */
    feed(now: Date, limit: number) {
      return withBodies().where(boardWhere({}, now)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit);
    },

    /** The sitemap's notices: those on the board. */
    listedIds(now: Date) {
      return db
        .select({ id: notices.id, updatedAt: notices.updatedAt })
        .from(notices)
        .where(boardWhere({}, now))
        .orderBy(notices.id);
    },

    async findById(id: number, executor: Executor = db) {
      const [row] = await withAuthor(executor).where(eq(notices.id, id)).limit(1);
      return row ?? null;
    },

    async insert(tx: Transaction, values: NewNoticeRow): Promise<number> {
      const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
      return row!.id;
    },

    async update(tx: Transaction, id: number, values: Partial<NewNoticeRow>): Promise<void> {
      await tx
        .update(notices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(notices.id, id));
    },

    async delete(tx: Transaction, id: number): Promise<void> {
      await tx.delete(notices).where(eq(notices.id, id));
    },

    /** Approved associations the member leads (read-only join of the associations module's tables, decision 005). */
    async ledAssociations(userId: number, executor: Executor = db) {
      return executor
        .select({ id: associations.id, name: associations.name })
        .from(associationMembers)
        .innerJoin(associations, eq(associations.id, associationMembers.associationId))
        .where(
          and(
            eq(associationMembers.userId, userId),
            eq(associationMembers.role, 'leader'),
            eq(associationMembers.status, 'active'),
            sql`${associations.status} = 'approved'`,
          ),
        )
        .orderBy(associations.name);
    },

    /**
     * Everyone a notice reaches: an association's active members or a source's followers, never its poster. Each
     * with an SMS number only when they may be texted now: a verified phone, 'SMS important updates' on, and no
     * notice SMS since `textedSince` (docs/decisions/036).
     */
    async followers(
      tx: Transaction,
      author: { associationId: number | null; sourceId: number | null },
      posterId: number,
      textedSince: Date,
    ): Promise<Follower[]> {
      const who =
        author.associationId !== null
          ? sql`select ${associationMembers.userId} as user_id from ${associationMembers}
                 where ${associationMembers.associationId} = ${author.associationId} and ${associationMembers.status} = 'active'`
          : sql`select ${noticeSourceFollowers.userId} as user_id from ${noticeSourceFollowers}
                 where ${noticeSourceFollowers.sourceId} = ${author.sourceId}`;
      const result = await tx.execute(sql`
        select u.id, u.name, u.email,
          case when u.phone is not null and u.phone_verified_at is not null and u.notify_sms_updates
                 and not exists (
                   select 1 from ${noticeTexts} t
                   where t.user_id = u.id and t.created_at > ${textedSince.toISOString()}::timestamptz
                 )
               then u.phone end as textable_phone
        from (${who}) f
        join ${users} u on u.id = f.user_id
        where u.id <> ${posterId} and u.suspended_at is null
        order by u.id
      `);
      return (
        result as unknown as {
          rows: { id: number; name: string; email: string | null; textable_phone: string | null }[];
        }
      ).rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        email: row.email,
        textablePhone: row.textable_phone,
      }));
    },

    /** The settings row, locked: urgent notices posted at once count the day's SMS in turn. */
    async lockSettings(tx: Transaction) {
      await tx.insert(noticeSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx.select().from(noticeSettings).where(eq(noticeSettings.id, 1)).for('update');
      return row!;
    },

    async settings() {
      const [row] = await db.select().from(noticeSettings).where(eq(noticeSettings.id, 1));
      return row ?? null;
    },

    async setCap(tx: Transaction, cap: number): Promise<void> {
      await tx
        .insert(noticeSettings)
        .values({ id: 1, smsCapPerDay: cap })
        .onConflictDoUpdate({ target: noticeSettings.id, set: { smsCapPerDay: cap } });
    },

    async textsSince(since: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ value: count() })
        .from(noticeTexts)
        .where(gte(noticeTexts.createdAt, since));
      return row!.value;
    },

    /** One row per SMS, and the notice's count with them (decision 007). */
    async recordTexts(tx: Transaction, noticeId: number, userIds: number[], at: Date): Promise<void> {
      if (userIds.length === 0) return;
      await tx.insert(noticeTexts).values(userIds.map((userId) => ({ noticeId, userId, createdAt: at })));
      await tx
        .update(notices)
        .set({ textedCount: sql`${notices.textedCount} + ${userIds.length}` })
        .where(eq(notices.id, noticeId));
    },

    // ---- official sources ----

    async sourceOfUser(userId: number, executor: Executor = db) {
      const [row] = await executor.select().from(noticeSources).where(eq(noticeSources.userId, userId));
      return row ?? null;
    },

    async findSource(id: number, executor: Executor = db) {
      const [row] = await executor.select().from(noticeSources).where(eq(noticeSources.id, id));
      return row ?? null;
    },

    /** Every source with its followers, and whether `viewerId` follows each. */
    async sources(viewerId: number | null) {
      const followers = sql<number>`(select count(*)::int from ${noticeSourceFollowers} f where f.source_id = ${noticeSources.id})`;
      const following =
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${noticeSourceFollowers} f where f.source_id = ${noticeSources.id} and f.user_id = ${viewerId})`;
      return db
        .select({ id: noticeSources.id, name: noticeSources.name, followersCount: followers, following })
        .from(noticeSources)
        .orderBy(noticeSources.name, noticeSources.id);
    },

    async adminSources() {
      return db
        .select({
          id: noticeSources.id,
          name: noticeSources.name,
          userId: users.id,
          userName: users.name,
          createdAt: noticeSources.createdAt,
          followersCount: sql<number>`(select count(*)::int from ${noticeSourceFollowers} f where f.source_id = ${noticeSources.id})`,
          noticesCount: sql<number>`(select count(*)::int from ${notices} n where n.source_id = ${noticeSources.id})`,
        })
        .from(noticeSources)
        .innerJoin(users, eq(users.id, noticeSources.userId))
        .orderBy(noticeSources.name, noticeSources.id);
    },

    async insertSource(tx: Transaction, values: { userId: number; name: string }): Promise<number | null> {
      const [row] = await tx
        .insert(noticeSources)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: noticeSources.id });
      return row?.id ?? null;
    },

    async deleteSource(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx.delete(noticeSources).where(eq(noticeSources.id, id)).returning({ id: noticeSources.id });
      return rows.length > 0;
    },

    async follow(sourceId: number, userId: number): Promise<void> {
      await db.insert(noticeSourceFollowers).values({ sourceId, userId }).onConflictDoNothing();
    },

    async unfollow(sourceId: number, userId: number): Promise<void> {
      await db
        .delete(noticeSourceFollowers)
        .where(and(eq(noticeSourceFollowers.sourceId, sourceId), eq(noticeSourceFollowers.userId, userId)));
    },

    async followersCount(sourceId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(noticeSourceFollowers)
        .where(eq(noticeSourceFollowers.sourceId, sourceId));
      return row!.value;
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** Download my data: the notices the member posted and the sources they follow. */
    async exportOf(userId: number) {
      const posted = await db
        .select({
          id: notices.id,
          kind: notices.kind,
          title: notices.title,
          body: notices.body,
          isUrgent: notices.isUrgent,
          expiresAt: notices.expiresAt,
          createdAt: notices.createdAt,
        })
        .from(notices)
        .where(eq(notices.userId, userId))
        .orderBy(notices.id);
      const following = await db
        .select({ source: noticeSources.name, since: noticeSourceFollowers.createdAt })
        .from(noticeSourceFollowers)
        .innerJoin(noticeSources, eq(noticeSources.id, noticeSourceFollowers.sourceId))
        .where(eq(noticeSourceFollowers.userId, userId));
      return { posted, following };
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
export type NoticeWithAuthor = NonNullable<Awaited<ReturnType<NoticesRepository['findById']>>>;
export type NoticeSummaryRow = Awaited<ReturnType<NoticesRepository['listBoard']>>[number];
