import { and, count, desc, eq, getTableColumns, gt, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ExperienceLevel, JobType } from '@akwaaba/contracts';
import { prepareArrayRows } from '../../db/array-rows.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { hidingQueries } from '../../db/hidden-items.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';
import { applications } from './applications/applications.table.ts';
import { jobs, type NewJobRow } from './jobs.table.ts';

// The search vector is for the WHERE clause only; it never leaves the database.
const { searchVector: _searchVector, ...jobColumns } = getTableColumns(jobs);
const categoryRef = { id: categories.id, name: categories.name, slug: categories.slug };
const poster = { id: users.id, name: users.name };

/** A job with what every view of it shows: its category and poster. */
const jobWithRefs = {
  job: jobColumns,
  category: categoryRef,
  owner: poster,
};

/**
 * What a board card shows, and no more: the page stays small on the wire and cheap to read. Saved Jobs reads its
 * cards with it too; the board reads it as arrays, in this order (jobSummaryOf).
 */
export const summaryColumns = {
  job: {
    id: jobs.id,
    title: jobs.title,
    // Cards clamp it anyway; the detail has the whole text.
    description: sql<string>`left(${jobs.description}, 300)`,
    companyName: jobs.companyName,
    companyLogoKey: jobs.companyLogoKey,
    jobType: jobs.jobType,
    experienceLevel: jobs.experienceLevel,
    isRemote: jobs.isRemote,
    salaryMin: jobs.salaryMin,
    salaryMax: jobs.salaryMax,
    currency: jobs.currency,
    salaryPeriod: jobs.salaryPeriod,
    workEligibility: jobs.workEligibility,
    location: jobs.location,
    city: jobs.city,
    province: jobs.province,
    applicationsCount: jobs.applicationsCount,
    expiresAt: jobs.expiresAt,
    createdAt: jobs.createdAt,
  },
  category: categoryRef,
  owner: poster,
};

export interface BoardFilters {
  search?: string;
  categorySlug?: string;
  city?: string;
  jobType?: JobType;
  experienceLevel?: ExperienceLevel;
  remoteOnly?: boolean;
}

/** Fields the service changes; never the applications count, which changes with its rows. */
export type JobChanges = Omit<Partial<NewJobRow>, 'applicationsCount' | 'userId'>;

export function createJobsRepository(db: Database) {
  const withRefs = (executor: Executor = db) =>
    executor
      .select(jobWithRefs)
      .from(jobs)
      .innerJoin(categories, eq(categories.id, jobs.categoryId))
      .innerJoin(users, eq(users.id, jobs.userId));

  /**
   * The board condition with placeholders: each combination of filters is built and prepared once. 'published'
   * and the remote flag are written into the statement, not bound: once PostgreSQL plans a prepared statement
   * generically, only literal conditions let it use the partial indexes (a bound `status = $1` could be any
   * status). The clock's now is bound, so a test's fixed clock decides what has expired.
   */
  function boardWhere(filters: BoardFilters): SQL {
    const conditions: SQL[] = [sql`${jobs.status} = 'published'`, sql`${jobs.expiresAt} > ${sql.placeholder('now')}`];
    if (filters.remoteOnly) conditions.push(sql`${jobs.isRemote}`);
    if (filters.city) conditions.push(eq(jobs.city, sql.placeholder('city')));
    if (filters.jobType) conditions.push(eq(jobs.jobType, sql.placeholder('jobType')));
    if (filters.experienceLevel) conditions.push(eq(jobs.experienceLevel, sql.placeholder('experienceLevel')));
    if (filters.categorySlug) {
      conditions.push(
        eq(
          jobs.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.type} = 'job' and ${categories.slug} = ${sql.placeholder('category')})`,
        ),
      );
    }
    if (filters.search) {
      conditions.push(sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('search')})`);
    }
    return and(...conditions)!;
  }

  const filterKey = (filters: BoardFilters) =>
    [
      filters.city ? 'c' : '',
      filters.categorySlug ? 'k' : '',
      filters.jobType ? 't' : '',
      filters.experienceLevel ? 'l' : '',
      filters.remoteOnly ? 'r' : '',
      filters.search ? 's' : '',
    ].join('');

  const boardParams = (filters: BoardFilters, now: Date) => ({
    now: now.toISOString(),
    city: filters.city,
    category: filters.categorySlug,
    jobType: filters.jobType,
    experienceLevel: filters.experienceLevel,
    search: filters.search,
  });

  /**
   * Newest first, in the board indexes' own order: they were made `desc nulls last`, and a bare `desc` means nulls
   * first, which no scan of them gives (PostgreSQL then sorted every open job to answer a page). A search puts the
   * best matches first, then the newest.
   */
  const boardOrder = (filters: BoardFilters): SQL[] => [
    ...(filters.search
      ? [sql`ts_rank(${jobs.searchVector}, websearch_to_tsquery('english', ${sql.placeholder('search')})) desc`]
      : []),
    sql`${jobs.createdAt} desc nulls last`,
    sql`${jobs.id} desc nulls last`,
  ];

  const buildBoardPage = (filters: BoardFilters) =>
    prepareArrayRows(
      db,
      db
        .select(summaryColumns)
        .from(jobs)
        .innerJoin(categories, eq(categories.id, jobs.categoryId))
        .innerJoin(users, eq(users.id, jobs.userId))
        .where(boardWhere(filters))
        .orderBy(...boardOrder(filters))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      `jobs_list_${filterKey(filters)}`,
      // Mapped by the service, which knows where logos are kept.
      (row) => row,
    );
  const buildBoardCount = (filters: BoardFilters) =>
    db
      .select({ value: count() })
      .from(jobs)
      .where(boardWhere(filters))
      .prepare(`jobs_count_${filterKey(filters)}`);
  const boardPages = new Map<string, ReturnType<typeof buildBoardPage>>();
  const boardCounts = new Map<string, ReturnType<typeof buildBoardCount>>();

  const byId = withRefs()
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('jobs_by_id');

  const applied = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), eq(applications.jobId, sql.placeholder('jobId'))))
    .prepare('job_applications_exists');

  const ownApplication = db
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), eq(applications.jobId, sql.placeholder('jobId'))))
    .limit(1)
    .prepare('job_applications_own');

  return {
    ...hidingQueries(jobs),

    /** The sitemap's jobs: every published job not yet closed, by id. */
    openIds(now: Date) {
      return db
        .select({ id: jobs.id, updatedAt: jobs.updatedAt })
        .from(jobs)
        .where(and(sql`${jobs.status} = 'published'`, gt(jobs.expiresAt, now)))
        .orderBy(jobs.id);
    },

    listPublic(filters: BoardFilters, now: Date, limit: number, offset: number) {
      const key = filterKey(filters);
      if (!boardPages.has(key)) boardPages.set(key, buildBoardPage(filters));
      return boardPages.get(key)!.execute({ ...boardParams(filters, now), limit, offset });
    },

    async countPublic(filters: BoardFilters, now: Date): Promise<number> {
      const key = filterKey(filters);
      if (!boardCounts.has(key)) boardCounts.set(key, buildBoardCount(filters));
      const [row] = await boardCounts.get(key)!.execute(boardParams(filters, now));
      return row!.value;
    },

    async findById(id: number) {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** The job inside a write, its row locked: changes to one job's applications count take turns. */
    async lock(tx: Transaction, id: number) {
      const [row] = await withRefs(tx).where(eq(jobs.id, id)).for('update', { of: jobs });
      return row ?? null;
    },

    async hasApplied(userId: number, jobId: number, executor?: Executor): Promise<boolean> {
      if (executor) {
        const rows = await executor
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
        return rows.length > 0;
      }
      return (await applied.execute({ userId, jobId })).length > 0;
    },

    /** The member's application to the job, for the detail's 'Applied' and its status; null when there is none. */
    async applicationOf(userId: number, jobId: number) {
      const [row] = await ownApplication.execute({ userId, jobId });
      return row ?? null;
    },

    /** Moves a job's applications count by the change one application made; the caller holds the row lock. */
    async addToApplications(tx: Transaction, id: number, change: number): Promise<number> {
      const [row] = await tx
        .update(jobs)
        .set({ applicationsCount: sql`${jobs.applicationsCount} + ${change}` })
        .where(eq(jobs.id, id))
        .returning({ applicationsCount: jobs.applicationsCount });
      return row!.applicationsCount;
    },

    /** The poster's jobs, drafts and expired ones included, newest first, with how many applications await a look. */
    async listByOwner(userId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...jobWithRefs,
            // The outer job named in full: in a one-table query Drizzle leaves columns unqualified, and a bare
            // "id" here would be the application's. Counted through job_applications_job_new_idx.
            newApplicationsCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = "jobs"."id" and ${applications.status} = 'submitted')::int`,
          })
          .from(jobs)
          .innerJoin(categories, eq(categories.id, jobs.categoryId))
          .innerJoin(users, eq(users.id, jobs.userId))
          .where(eq(jobs.userId, userId))
          // A backward scan of jobs_user_idx (user_id, created_at) gives this order.
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(jobs).where(eq(jobs.userId, userId)),
      ]);
      return { rows, total: total!.value };
    },

    async isJobCategory(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.type, 'job')));
      return row !== undefined;
    },

    async insert(tx: Executor, values: NewJobRow): Promise<number> {
      const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
      return row!.id;
    },

    async update(tx: Executor, id: number, values: JobChanges): Promise<void> {
      await tx
        .update(jobs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(jobs.id, id));
    },

    /** Its applications go with it (cascade). */
    async delete(tx: Executor, id: number): Promise<void> {
      await tx.delete(jobs).where(eq(jobs.id, id));
    },

    /** How many jobs the member posted, as a scalar subquery (the dashboard's statement). */
    ownedCount: (userId: Placeholder): SQL =>
      sql`(${db.select({ value: count() }).from(jobs).where(eq(jobs.userId, userId))})`,

    /**
     * A member's jobs (their ids and logos), their rows locked: no application reaches them until the transaction
     * ends.
     */
    async lockOwned(tx: Transaction, userId: number): Promise<{ id: number; logoKey: string | null }[]> {
      return tx
        .select({ id: jobs.id, logoKey: jobs.companyLogoKey })
        .from(jobs)
        .where(eq(jobs.userId, userId))
        .for('update');
    },

    /** The applications to these jobs: whom to tell they are gone, and the CV files to delete with them. */
    async applicationsTo(executor: Executor, jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return executor
        .select({
          userId: applications.userId,
          cvKey: applications.cvKey,
          title: jobs.title,
          company: jobs.companyName,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(inArray(applications.jobId, jobIds));
    },

    /** Download my data: the jobs the member posted, as stored (the search vector left out). */
    async exportOf(userId: number) {
      return db.select(jobColumns).from(jobs).where(eq(jobs.userId, userId)).orderBy(jobs.id);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
export type JobWithRefs = NonNullable<Awaited<ReturnType<JobsRepository['findById']>>>;
/** A board card's row, as Saved Jobs reads it (summaryColumns). */
export interface JobSummaryRow {
  job: Pick<JobWithRefs['job'], keyof (typeof summaryColumns)['job']>;
  category: JobWithRefs['category'];
  owner: JobWithRefs['owner'];
}
export type MyJobRow = Awaited<ReturnType<JobsRepository['listByOwner']>>['rows'][number];
