import { count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { executeNamed } from '../../../db/named-statements.ts';
import { fromJson } from '../../../db/json-rows.ts';
import { users } from '../../users/users.table.ts';
import { jobs } from '../jobs.table.ts';
import { applications, type NewApplicationRow } from './applications.table.ts';

const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  userId: applications.userId,
  coverNote: applications.coverNote,
  cvName: applications.cvName,
  cvSize: applications.cvSize,
  cvType: applications.cvType,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

/** An application as its job's owner reads it: with the applicant's name and how to reach them. */
const withApplicant = {
  application: applicationColumns,
  applicant: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

/** An application as the applicant reads it: with the job it is for. */
const withJob = {
  application: applicationColumns,
  job: { id: jobs.id, title: jobs.title, companyName: jobs.companyName, city: jobs.city, expiresAt: jobs.expiresAt },
};

/** An application as its columns read (the CV's storage key stays inside). */
export type StoredApplication = Omit<typeof applications.$inferSelect, 'cvKey'>;

/**
 * Application queries. A write that adds or removes a row takes the transaction it runs in, and the service has
 * locked the job's row first, so the job's applications count changes with its rows (decision 007).
 */
export function createApplicationsRepository(db: Database) {
  const applicantsOf = (executor: Executor = db) =>
    executor.select(withApplicant).from(applications).innerJoin(users, eq(users.id, applications.userId));
  const mineWithJob = (executor: Executor = db) =>
    executor.select(withJob).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId));

  // The two lists are read on every visit to My Jobs and My Applications; each walks its own index newest first.
  const forJob = applicantsOf()
    .where(eq(applications.jobId, sql.placeholder('jobId')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('job_applications_for_job');

  const ofApplicant = mineWithJob()
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('job_applications_of_applicant');

  const countOfApplicant = db
    .select({ value: count() })
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .prepare('job_applications_count_of_applicant');

  return {
    /** Newest first; the total is the job's own applications count. */
    forJob: (jobId: number, limit: number, offset: number) => forJob.execute({ jobId, limit, offset }),

    ofApplicant: (userId: number, limit: number, offset: number) => ofApplicant.execute({ userId, limit, offset }),

    async countOfApplicant(userId: number): Promise<number> {
      const [row] = await countOfApplicant.execute({ userId });
      return row!.value;
    },

    /** How many jobs the member applied for, as a scalar subquery (the dashboard's statement). */
    appliedCount: (userId: Placeholder): SQL =>
      sql`(${db.select({ value: count() }).from(applications).where(eq(applications.userId, userId))})`,

    /** Who an application belongs to and where its CV is: what every check of a caller against it needs. */
    async find(id: number) {
      const [row] = await db
        .select({
          id: applications.id,
          jobId: applications.jobId,
          userId: applications.userId,
          status: applications.status,
          cvKey: applications.cvKey,
          cvName: applications.cvName,
          cvType: applications.cvType,
        })
        .from(applications)
        .where(eq(applications.id, id));
      return row ?? null;
    },

    async withApplicant(id: number, executor?: Executor) {
      const [row] = await applicantsOf(executor).where(eq(applications.id, id));
      return row ?? null;
    },

    /**
     * Adds the application, once per member (the unique index), moves the job's applications count, and makes the
     * writes `alongside` returns (WITH clauses, told the condition that the application was added): all in one
     * statement. `openAt`: only while the job is published and open then. Null when the application was not added, and
     * so nothing was.
     */
    async insert(
      values: NewApplicationRow,
      { openAt, alongside }: { openAt?: Date; alongside: (added: SQL) => SQL },
      executor: Executor = db,
    ): Promise<StoredApplication | null> {
      const whileOpen = openAt
        ? sql`from ${jobs} where ${jobs.id} = ${values.jobId} and ${jobs.status} = 'published'
            and ${jobs.expiresAt} > ${openAt.toISOString()}::timestamptz`
        : sql``;
      const {
        rows: [row],
      } = await executeNamed<{ application: Record<string, unknown> }>(
        executor,
        sql`
        with added as (
          insert into ${applications} (job_id, user_id, cover_note, cv_key, cv_name, cv_size, cv_type)
          select ${values.jobId}::integer, ${values.userId}::integer, ${values.coverNote}::text, ${values.cvKey}::text,
                 ${values.cvName}::text, ${values.cvSize}::integer, ${values.cvType}::text
          ${whileOpen}
          on conflict do nothing
          returning id, job_id, user_id, cover_note, cv_name, cv_size, cv_type, status, created_at, updated_at),
        counted as (
          update ${jobs} set applications_count = applications_count + 1 where id = (select job_id from added)),
        ${alongside(sql`exists (select from added)`)}
        select row_to_json(added) as application from added`,
      );
      if (!row) return null;
      const { cvKey: _key, ...application } = fromJson(applications, row.application);
      return application;
    },

    /** The application's status, its row locked until the transaction ends; null when it is gone. */
    async lockStatus(tx: Transaction, id: number): Promise<ApplicationStatus | null> {
      const [row] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, id))
        .for('update');
      return row?.status ?? null;
    },

    async setStatus(tx: Transaction, id: number, status: ApplicationStatus): Promise<void> {
      await tx
        .update(applications)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(applications.id, id));
    },

    /** Deletes the application and answers where its CV was kept; null when it was already gone. */
    async delete(tx: Transaction, id: number): Promise<{ cvKey: string | null } | null> {
      const [row] = await tx
        .delete(applications)
        .where(eq(applications.id, id))
        .returning({ cvKey: applications.cvKey });
      return row ?? null;
    },

    /** The member's applications, in job order (the order their jobs are locked in), for account deletion. */
    async allOf(tx: Transaction, userId: number) {
      return tx
        .select({ id: applications.id, jobId: applications.jobId })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(applications.jobId);
    },

    /** Download my data: the member's applications with their job and status; the CV's key to fetch the file. */
    async exportOf(userId: number) {
      return db
        .select({
          id: applications.id,
          jobId: applications.jobId,
          jobTitle: jobs.title,
          companyName: jobs.companyName,
          coverNote: applications.coverNote,
          cvName: applications.cvName,
          cvSize: applications.cvSize,
          cvType: applications.cvType,
          cvKey: applications.cvKey,
          status: applications.status,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.userId, userId))
        .orderBy(applications.id);
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
export type ApplicantRow = NonNullable<Awaited<ReturnType<ApplicationsRepository['withApplicant']>>>;
export type ApplicationWithJob = Awaited<ReturnType<ApplicationsRepository['ofApplicant']>>[number];
