import { and, asc, count, desc, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BusinessSort } from '@akwaaba/contracts';
import { prepareArrayRows } from '../../db/array-rows.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hidingQueries } from '../../db/hidden-items.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';
import { businessSummaryOf } from './businesses.mappers.ts';
import { businesses, type NewBusinessRow } from './businesses.table.ts';
import { follows } from './follows/follows.table.ts';
import { vouchedRelevance } from './vouches/vouched-relevance.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...businessColumns } = getTableColumns(businesses);
const categoryRef = { id: categories.id, name: categories.name, slug: categories.slug };

/** A listing with what every view of it shows: its category and owner. */
const businessWithRefs = {
  business: businessColumns,
  category: categoryRef,
  owner: { id: users.id, name: users.name },
};

/** What a directory card shows, and no more; the list reads it as arrays, in this order (businessSummaryOf). */
const summaryColumns = {
  business: {
    id: businesses.id,
    name: businesses.name,
    // Cards clamp it to three lines anyway.
    description: sql<string>`left(${businesses.description}, 300)`,
    isVerified: businesses.isVerified,
    ghanaianOwned: businesses.ghanaianOwned,
    reviewsCount: businesses.reviewsCount,
    ratingTotal: businesses.ratingTotal,
    address: businesses.address,
    city: businesses.city,
    province: businesses.province,
    contactPerson: businesses.contactPerson,
    phone: businesses.phone,
  },
  category: categoryRef,
};

export interface DirectoryFilters {
  search?: string;
  categorySlug?: string;
  city?: string;
  verifiedOnly?: boolean;
}

/** Fields the service changes; never the counters, which change with their rows (reviews, follows). */
export type BusinessChanges = Omit<
  Partial<NewBusinessRow>,
  'reviewsCount' | 'ratingTotal' | 'followersCount' | 'vouchesCount'
>;

export function createBusinessesRepository(db: Database) {
  const withRefs = (executor: Executor = db) =>
    executor
      .select(businessWithRefs)
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .innerJoin(users, eq(users.id, businesses.userId));

  /**
   * The directory condition with placeholders: each combination of filters is built and prepared once.
   * 'approved' and the badge are written into the statement, not bound: once PostgreSQL plans a prepared
   * statement generically, only a literal `status = 'approved'` lets it use the partial indexes (a bound
   * `status = $1` could be any status, so the generic plans of the list and its count scanned the table).
   */
  function listedWhere(filters: DirectoryFilters): SQL {
    const conditions: SQL[] = [sql`${businesses.status} = 'approved'`];
    if (filters.verifiedOnly) conditions.push(sql`${businesses.isVerified}`);
    if (filters.city) conditions.push(eq(businesses.city, sql.placeholder('city')));
    if (filters.categorySlug) {
      conditions.push(
        eq(
          businesses.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.type} = 'business' and ${categories.slug} = ${sql.placeholder('category')})`,
        ),
      );
    }
    if (filters.search) {
      conditions.push(sql`${businesses.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('search')})`);
    }
    return and(...conditions)!;
  }

  const filterKey = (filters: DirectoryFilters) =>
    `${filters.city ? 'c' : ''}${filters.categorySlug ? 'k' : ''}${filters.search ? 's' : ''}${filters.verifiedOnly ? 'v' : ''}`;

  /** The page's statement differs by order too; its count does not. */
  const pageKey = (filters: DirectoryFilters, sort: BusinessSort) =>
    `${filterKey(filters)}${sort === 'newest' ? 'n' : ''}`;

  const listParams = (filters: DirectoryFilters) => ({
    city: filters.city,
    category: filters.categorySlug,
    search: filters.search,
  });

  /**
   * By name; a search puts the best matches first (a name above a description; vouches lift a listing a little),
   * then by name. Ranking also keeps
   * PostgreSQL on the search index: in name order it walked the name index row by row, testing each against the
   * query, which is slow when the matching names sort late ('Kente…' after every 'A' to 'J' listing).
   */
  const listOrder = (filters: DirectoryFilters, sort: BusinessSort): SQL[] =>
    // Ids grow with each new listing, so newest first is the primary key read backwards: no index of its own.
    sort === 'newest'
      ? [desc(businesses.id)]
      : filters.search
        ? [
            sql`${vouchedRelevance(
              sql`ts_rank(${businesses.searchVector}, websearch_to_tsquery('english', ${sql.placeholder('search')}))`,
              businesses.vouchesCount,
            )} desc`,
            asc(businesses.name),
            asc(businesses.id),
          ]
        : [asc(businesses.name), asc(businesses.id)];

  const buildListPage = (filters: DirectoryFilters, sort: BusinessSort) =>
    prepareArrayRows(
      db,
      db
        .select(summaryColumns)
        .from(businesses)
        .innerJoin(categories, eq(categories.id, businesses.categoryId))
        .where(listedWhere(filters))
        .orderBy(...listOrder(filters, sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      `businesses_list_${pageKey(filters, sort)}`,
      businessSummaryOf,
    );
  const buildListCount = (filters: DirectoryFilters) =>
    db
      .select({ value: count() })
      .from(businesses)
      .where(listedWhere(filters))
      .prepare(`businesses_count_${filterKey(filters)}`);
  const listPages = new Map<string, ReturnType<typeof buildListPage>>();
  const listCounts = new Map<string, ReturnType<typeof buildListCount>>();

  const byId = withRefs()
    .where(eq(businesses.id, sql.placeholder('id')))
    .limit(1)
    .prepare('businesses_by_id');

  const isFollowing = db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, sql.placeholder('userId')), eq(follows.businessId, sql.placeholder('businessId'))))
    .prepare('business_follows_exists');

  return {
    ...hidingQueries(businesses),

    /** The sitemap's listings: every approved one, by id. */
    listedIds() {
      return db
        .select({ id: businesses.id, updatedAt: businesses.updatedAt })
        .from(businesses)
        .where(sql`${businesses.status} = 'approved'`)
        .orderBy(businesses.id);
    },

    listPublic(filters: DirectoryFilters, sort: BusinessSort, limit: number, offset: number) {
      const key = pageKey(filters, sort);
      if (!listPages.has(key)) listPages.set(key, buildListPage(filters, sort));
      return listPages.get(key)!.execute({ ...listParams(filters), limit, offset });
    },

    async countPublic(filters: DirectoryFilters): Promise<number> {
      const key = filterKey(filters);
      if (!listCounts.has(key)) listCounts.set(key, buildListCount(filters));
      const [row] = await listCounts.get(key)!.execute(listParams(filters));
      return row!.value;
    },

    async findById(id: number) {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** The listing inside a write, its row locked: changes to one listing's counters take turns. */
    async lock(tx: Transaction, id: number) {
      const [row] = await withRefs(tx)
        .where(eq(businesses.id, sql.placeholder('id')))
        .for('update', { of: businesses })
        .prepare('businesses_lock')
        .execute({ id });
      return row ?? null;
    },

    async listByOwner(userId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        withRefs()
          .where(eq(businesses.userId, userId))
          .orderBy(desc(businesses.createdAt), desc(businesses.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(businesses).where(eq(businesses.userId, userId)),
      ]);
      return { rows, total: total!.value };
    },

    async listPending(limit: number, offset: number) {
      const where = eq(businesses.status, 'pending');
      const [rows, [total]] = await Promise.all([
        withRefs().where(where).orderBy(asc(businesses.createdAt), asc(businesses.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(businesses).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** The owners asking for the Ghanaian-owned mark, the longest waiting first. */
    async listGhanaianOwnedRequests(limit: number, offset: number) {
      const where = eq(businesses.ghanaianOwned, 'requested');
      const [rows, [total]] = await Promise.all([
        withRefs()
          .where(where)
          .orderBy(asc(businesses.ghanaianOwnedRequestedAt), asc(businesses.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(businesses).where(where),
      ]);
      return { rows, total: total!.value };
    },

    async listFollowedBy(userId: number, limit: number, offset: number) {
      const where = and(eq(follows.userId, userId), eq(businesses.status, 'approved'));
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(follows)
          .innerJoin(businesses, eq(businesses.id, follows.businessId))
          .innerJoin(categories, eq(categories.id, businesses.categoryId))
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.businessId))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(follows)
          .innerJoin(businesses, eq(businesses.id, follows.businessId))
          .where(where),
      ]);
      return { rows, total: total!.value };
    },

    async isFollowing(userId: number, businessId: number): Promise<boolean> {
      return (await isFollowing.execute({ userId, businessId })).length > 0;
    },

    async isBusinessCategory(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.type, 'business')));
      return row !== undefined;
    },

    async insert(tx: Executor, values: NewBusinessRow): Promise<number> {
      const [row] = await tx.insert(businesses).values(values).returning({ id: businesses.id });
      return row!.id;
    },

    async update(tx: Executor, id: number, values: BusinessChanges): Promise<void> {
      await tx
        .update(businesses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(businesses.id, id));
    },

    async delete(tx: Executor, id: number): Promise<void> {
      await tx.delete(businesses).where(eq(businesses.id, id));
    },

    /** Moves a listing's review figures by the change one review made; the caller holds the row lock. */
    async addToRatings(tx: Transaction, id: number, reviews: number, rating: number) {
      const [row] = await tx
        .update(businesses)
        .set({
          reviewsCount: sql`${businesses.reviewsCount} + ${reviews}`,
          ratingTotal: sql`${businesses.ratingTotal} + ${rating}`,
        })
        .where(eq(businesses.id, id))
        .returning({ reviewsCount: businesses.reviewsCount, ratingTotal: businesses.ratingTotal });
      return row!;
    },

    async addToFollowers(tx: Transaction, id: number, followers: number): Promise<number> {
      const [row] = await tx
        .update(businesses)
        .set({ followersCount: sql`${businesses.followersCount} + ${followers}` })
        .where(eq(businesses.id, id))
        .returning({ followersCount: businesses.followersCount });
      return row!.followersCount;
    },

    async addToVouches(tx: Transaction, id: number, vouches: number): Promise<number> {
      const [row] = await tx
        .update(businesses)
        .set({ vouchesCount: sql`${businesses.vouchesCount} + ${vouches}` })
        .where(eq(businesses.id, id))
        .returning({ vouchesCount: businesses.vouchesCount });
      return row!.vouchesCount;
    },

    /** How many listings the member owns, as a scalar subquery (the dashboard's statement). */
    ownedCount: (userId: Placeholder): SQL =>
      sql`(${db.select({ value: count() }).from(businesses).where(eq(businesses.userId, userId))})`,

    async ownsApprovedListing(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.userId, userId), eq(businesses.status, 'approved')))
        .limit(1);
      return row !== undefined;
    },

    /** Download my data: the member's listings, as stored (the search vector left out). */
    async exportOf(userId: number) {
      return db
        .select(businessColumns)
        .from(businesses)
        .where(eq(businesses.userId, userId))
        .orderBy(asc(businesses.id));
    },

    /** Account deletion: the names of the member's listings, which other members' feeds may quote. */
    async namesOfOwner(tx: Transaction, userId: number): Promise<string[]> {
      const rows = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.userId, userId));
      return rows.map((row) => row.name);
    },
  };
}
export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
export type BusinessWithRefs = NonNullable<Awaited<ReturnType<BusinessesRepository['findById']>>>;
/** A directory card's row, as the member's own lists read it (summaryColumns). */
export interface BusinessSummaryRow {
  business: Pick<BusinessWithRefs['business'], keyof (typeof summaryColumns)['business']>;
  category: BusinessWithRefs['category'];
}
