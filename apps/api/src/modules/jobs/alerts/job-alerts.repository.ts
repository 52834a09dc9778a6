import { and, asc, count, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { categories } from '../../categories/categories.table.ts';
import { users } from '../../users/users.table.ts';
import { jobs } from '../jobs.table.ts';
import { jobAlertDeliveries, jobAlerts } from './job-alerts.table.ts';

/** The columns a new alert or a change sets; the sender's own columns are its own. */
export type JobAlertValues = Pick<
  typeof jobAlerts.$inferInsert,
  | 'userId'
  | 'name'
  | 'frequency'
  | 'search'
  | 'category'
  | 'city'
  | 'jobType'
  | 'experienceLevel'
  | 'isRemote'
  | 'nextRunAt'
>;
export type JobAlertChangeValues = Partial<Pick<JobAlertValues, 'name' | 'frequency' | 'nextRunAt'>>;

/**
 * How far before its watermark a run looks again: a job whose transaction began before the last run and committed
 * after it carries a created_at the last run could not see. The deliveries keep what was mailed from going again.
 */
const LOOK_BACK = sql.raw(`interval '1 hour'`);

/** An alert with its category's name (for the search in words); null when its category is gone. */
const alertWithCategory = { ...getTableColumns(jobAlerts), categoryName: categories.name };
const categoryOfAlert = and(eq(categories.type, 'job'), eq(categories.slug, jobAlerts.category));

export function createJobAlertsRepository(db: Database) {
  const withCategory = (executor: Executor = db) =>
    executor.select(alertWithCategory).from(jobAlerts).leftJoin(categories, categoryOfAlert);

  return {
    /** Holds the member's row until the transaction ends, so two new alerts at once take turns at the count. */
    async lockMember(tx: Transaction, userId: number): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    async countOf(tx: Transaction, userId: number): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
      return row!.value;
    },

    async isJobCategory(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.type, 'job'), eq(categories.slug, slug)));
      return row !== undefined;
    },

    async insert(tx: Transaction, values: JobAlertValues): Promise<number> {
      const [row] = await tx.insert(jobAlerts).values(values).returning({ id: jobAlerts.id });
      return row!.id;
    },

    /** The member's alerts, oldest first (the order they made them). */
    listOf(userId: number) {
      return withCategory().where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
    },

    /** The alert when it is the member's; null for another member's or a missing one alike. */
    async findOwned(id: number, userId: number) {
      const [row] = await withCategory().where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await withCategory().where(eq(jobAlerts.id, id));
      return row ?? null;
    },

    /** True when the member had such an alert. */
    async update(id: number, userId: number, changes: JobAlertChangeValues): Promise<boolean> {
      const rows = await db
        .update(jobAlerts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
        .returning({ id: jobAlerts.id });
      return rows.length > 0;
    },

    /** True when the member had such an alert; its deliveries go with it (cascade). */
    async delete(id: number, userId?: number): Promise<boolean> {
      const rows = await db
        .delete(jobAlerts)
        .where(userId === undefined ? eq(jobAlerts.id, id) : and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
        .returning({ id: jobAlerts.id });
      return rows.length > 0;
    },

    /**
     * Up to `limit` alerts due at `now`, oldest due first, locked for the caller's transaction: SKIP LOCKED lets two
     * senders work side by side, each on alerts the other does not hold. With each, where its mail goes.
     */
    claimDue(tx: Transaction, now: Date, limit: number) {
      return tx
        .select({
          ...alertWithCategory,
          email: users.email,
          memberName: users.name,
          emailVerifiedAt: users.emailVerifiedAt,
          suspendedAt: users.suspendedAt,
        })
        .from(jobAlerts)
        .innerJoin(users, eq(users.id, jobAlerts.userId))
        .leftJoin(categories, categoryOfAlert)
        .where(lte(jobAlerts.nextRunAt, now))
        .orderBy(asc(jobAlerts.nextRunAt), asc(jobAlerts.id))
        .limit(limit)
        .for('update', { of: jobAlerts, skipLocked: true });
    },

    /**
     * Records, for each of the alerts, the jobs new to it that it has not mailed, and answers them: one statement for
     * the whole batch. A job matches as the board would list it at `now` with the alert's filters (jobs.repository
     * boardWhere, the same conditions on the alert's columns) and is new when posted after the alert's watermark
     * (less the look-back) and after the alert itself. The newest `perAlert` of each at most. The primary key with
     * ON CONFLICT DO NOTHING answers only the rows this call wrote, so a job is never mailed twice by one alert, even
     * by two senders at once.
     */
    async recordNewMatches(tx: Transaction, alertIds: number[], now: Date, perAlert: number) {
      if (alertIds.length === 0) return [];
      const at = now.toISOString();
      const result = await tx.execute(sql`
        insert into ${jobAlertDeliveries} (alert_id, job_id, mailed_at)
        select a.id, matched.id, ${at}::timestamptz
        from ${jobAlerts} a
        cross join lateral (
          select j.id from ${jobs} j
          where j.status = 'published'
            and j.expires_at > ${at}::timestamptz
            and j.created_at > greatest(a.created_at, a.checked_through - ${LOOK_BACK})
            and (a.city is null or j.city = a.city)
            and (a.job_type is null or j.job_type = a.job_type)
            and (a.experience_level is null or j.experience_level = a.experience_level)
            and (not a.is_remote or j.is_remote)
            and (a.category is null or j.category_id = (
              select c.id from ${categories} c where c.type = 'job' and c.slug = a.category
            ))
            and (a.search is null or j.search_vector @@ websearch_to_tsquery('english', a.search))
            and not exists (
              select 1 from ${jobAlertDeliveries} d where d.alert_id = a.id and d.job_id = j.id
            )
          order by j.created_at desc, j.id desc
          limit ${perAlert}
        ) matched
        where a.id in (${sql.join(
          alertIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        on conflict do nothing
        returning alert_id, job_id
      `);
      return (result as unknown as { rows: { alert_id: number; job_id: number }[] }).rows.map((row) => ({
        alertId: Number(row.alert_id),
        jobId: Number(row.job_id),
      }));
    },

    /** What a mail says of each job, newest first. */
    async mailedJobs(tx: Transaction, jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return tx
        .select({
          id: jobs.id,
          title: jobs.title,
          companyName: jobs.companyName,
          city: jobs.city,
          jobType: jobs.jobType,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(inArray(jobs.id, jobIds))
        .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`);
    },

    /**
     * After a run, in its transaction: each alert's next run by its frequency, its watermark moved to this run (the
     * database's clock, as jobs.created_at is), and the deliveries no run will look at again (jobs posted before the
     * next look-back) dropped.
     */
    async advance(
      tx: Transaction,
      alertIds: number[],
      next: { daily: Date; weekly: Date },
      mailedIds: number[],
      now: Date,
    ): Promise<void> {
      if (alertIds.length === 0) return;
      const mailed =
        mailedIds.length > 0
          ? sql`case when ${inArray(jobAlerts.id, mailedIds)} then ${now.toISOString()}::timestamptz else ${jobAlerts.lastMailedAt} end`
          : sql`${jobAlerts.lastMailedAt}`;
      await tx
        .update(jobAlerts)
        .set({
          nextRunAt: sql`case ${jobAlerts.frequency} when 'daily' then ${next.daily.toISOString()}::timestamptz else ${next.weekly.toISOString()}::timestamptz end`,
          checkedThrough: sql`greatest(${jobAlerts.checkedThrough}, now())`,
          lastMailedAt: mailed,
        })
        .where(inArray(jobAlerts.id, alertIds));
      await tx.execute(sql`
        delete from ${jobAlertDeliveries} d using ${jobs} j
        where d.job_id = j.id
          and d.alert_id in (${sql.join(
            alertIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and j.created_at <= now() - ${LOOK_BACK}
      `);
    },

    /** Download my data: the member's alerts, as stored. */
    async exportOf(userId: number) {
      const { id, name, frequency, search, category, city, jobType, experienceLevel, isRemote } = jobAlerts;
      return db
        .select({
          id,
          name,
          frequency,
          search,
          category,
          city,
          jobType,
          experienceLevel,
          isRemote,
          nextRunAt: jobAlerts.nextRunAt,
          lastMailedAt: jobAlerts.lastMailedAt,
          createdAt: jobAlerts.createdAt,
        })
        .from(jobAlerts)
        .where(eq(jobAlerts.userId, userId))
        .orderBy(jobAlerts.id);
    },
  };
}
export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
export type JobAlertRow = NonNullable<Awaited<ReturnType<JobAlertsRepository['findById']>>>;
export type DueJobAlert = Awaited<ReturnType<JobAlertsRepository['claimDue']>>[number];
