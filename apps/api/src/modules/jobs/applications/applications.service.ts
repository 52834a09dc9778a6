import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_MAIL_HOLD_SECONDS,
  applicationMessages,
  pageMeta,
  pageOffset,
  type Applicant,
  type ApplicationStatus,
  type ListResponse,
  type MyApplication,
} from '@akwaaba/contracts';
import type { SQL } from 'drizzle-orm';
import type { Transact, Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import type { DashboardParams } from '../../dashboard/dashboard.service.ts';
import type { ActivityService, Notice, OwnEntry } from '../../notifications/activity.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import { canManage, isOwner, type JobAccess } from '../jobs.access.ts';
import type { JobsRepository, JobWithRefs } from '../jobs.repository.ts';
import { toApplicant, toMyApplication } from './applications.mappers.ts';
import type { ApplicationsRepository, StoredApplication } from './applications.repository.ts';
import { checkCv, cvKey, type CheckedCv } from './cv.ts';

interface Deps {
  applicationsRepository: ApplicationsRepository;
  jobsRepository: JobsRepository;
  jobAccess: JobAccess;
  activityService: ActivityService;
  /** Private storage: CVs leave it only through `cv`, which checks who is asking. */
  documents: FileStorage;
  transact: Transact;
  clock: Clock;
}

type Member = NonNullable<Viewer>;

/** A CV as the form sent it: the bytes and the name the browser gave them. */
export interface UploadedCv {
  content: Buffer;
  name: string | null;
}

/** A checked CV once written to storage: what its application row keeps of it. */
interface StoredCv {
  key: string;
  name: string;
  size: number;
  type: string;
}

/** An applicant hears of status changes at most once per application in this window (issue 23). */
export const STATUS_MAIL_EVERY_MS = 10 * 60_000;

const conflict = (code: string, message: string) => new AppError(code, 409, message);
const alreadyApplied = () => conflict('applications.already_applied', applicationMessages.alreadyApplied);
const applicationNotFound = () => notFound(applicationMessages.notFound);

/**
 * Job applications, and the job's `applications_count` that mirrors them: a row is added or removed only with the job's
 * row locked and the count moved in the same transaction (decision 007), on every path, account deletion included.
 * The CV files live in private storage beside the rows: written before the row, removed after it is gone.
 */
export function createApplicationsService(deps: Deps) {
  const { applicationsRepository: repository, jobsRepository, jobAccess, activityService, documents } = deps;
  const { transact, clock } = deps;

  async function store(jobId: number, cv: CheckedCv): Promise<StoredCv> {
    const key = cvKey(jobId, cv);
    await documents.put(key, cv.content);
    return { key, name: cv.name, size: cv.size, type: cv.type };
  }

  async function removeFiles(keys: Array<string | null>): Promise<void> {
    for (const key of keys) if (key) await documents.delete(key);
  }

  /** The application and its job, whoever asks: the callers decide what the viewer may do with them. */
  async function applicationAndJob(id: number) {
    const application = await repository.find(id);
    const job = application ? await jobsRepository.findById(application.jobId) : null;
    if (!application || !job) throw applicationNotFound();
    return { application, job };
  }

  /** Who may not apply to the job: its owner, a business account (not an admin's), anyone once it has expired. */
  function refuseApplication(viewer: Member, row: JobWithRefs): void {
    if (isOwner(viewer, row)) throw forbidden(applicationMessages.ownJob);
    // Individual members apply, and admins may (docs/rules/who-sees-what.md); a business account posts jobs instead.
    if (viewer.userType === 'business' && !viewer.isAdmin) throw forbidden(applicationMessages.onlyMembersApply);
    if (jobAccess.isExpired(row)) throw conflict('applications.job_expired', applicationMessages.jobExpired);
  }

  /**
   * What an application tells, written with it (`added`: the condition that it was): the employer's notice (entry and
   * mail) and the applicant's own entry.
   */
  function applicationNotices(viewer: Member, { job }: JobWithRefs, cv: StoredCv | null) {
    const notice: Notice = {
      type: 'job.application',
      subject: `New application for “${job.title}” from ${viewer.name}`,
      text: `${viewer.name} applied for “${job.title}”${cv ? ' and sent a CV' : ''}. Read the application on My Jobs.`,
      link: '/my-jobs',
      actorId: viewer.id,
    };
    const own: OwnEntry = {
      userId: viewer.id,
      type: 'job.applied',
      message: `You applied for “${job.title}” at ${job.companyName}.`,
      link: '/applications',
    };
    return (added: SQL) => activityService.noticeWrites(job.userId, notice, { own, onlyIf: added });
  }

  const newApplication = (viewer: Member, jobId: number, coverNote: string, cv: StoredCv | null) => ({
    jobId,
    userId: viewer.id,
    coverNote,
    cvKey: cv?.key ?? null,
    cvName: cv?.name ?? null,
    cvSize: cv?.size ?? null,
    cvType: cv?.type ?? null,
  });

  const answer = (application: StoredApplication, { job }: JobWithRefs) => {
    const { id, title, companyName, city, expiresAt } = job;
    return toMyApplication({ application, job: { id, title, companyName, city, expiresAt } }, clock.now());
  };

  /**
   * The usual case in one statement: the job as read allows it, and the application, the job's count and the notices
   * are written together while the job is still open and the member has not applied. Null when that did not hold by
   * the time of the write (a second submission, the job closed meanwhile): `addLocked` then finds which.
   */
  async function addAtOnce(viewer: Member, jobId: number, coverNote: string, cv: StoredCv | null) {
    const row = await jobAccess.visibleJob(jobId, viewer);
    refuseApplication(viewer, row);
    const application = await repository.insert(newApplication(viewer, jobId, coverNote, cv), {
      openAt: clock.now(),
      alongside: applicationNotices(viewer, row, cv),
    });
    return application ? answer(application, row) : null;
  }

  /** Every check again with the job's row locked, so the answer says exactly why an application cannot be added. */
  async function addLocked(tx: Transaction, viewer: Member, jobId: number, coverNote: string, cv: StoredCv | null) {
    const row = await jobAccess.lockedJob(tx, jobId, viewer);
    refuseApplication(viewer, row);
    if (await jobsRepository.hasApplied(viewer.id, jobId, tx)) throw alreadyApplied();
    const values = newApplication(viewer, jobId, coverNote, cv);
    const application = await repository.insert(values, { alongside: applicationNotices(viewer, row, cv) }, tx);
    // Under the job's lock, after hasApplied: only a second submission racing this one could have taken its place.
    if (!application) throw alreadyApplied();
    return answer(application, row);
  }

  return {
    /**
     * A member applies once per job, while it is open, never to their own. The CV is checked by its content and
     * written first; when the application is refused or fails, the file goes again.
     */
    async apply(
      viewer: Member,
      jobId: number,
      input: { cover_note: string },
      upload: UploadedCv | null,
    ): Promise<MyApplication> {
      const cv = upload ? await checkCv(upload.content, upload.name) : null;
      const stored = cv ? await store(jobId, cv) : null;
      try {
        return (
          (await addAtOnce(viewer, jobId, input.cover_note, stored)) ??
          (await transact((tx) => addLocked(tx, viewer, jobId, input.cover_note, stored)))
        );
      } catch (error) {
        await removeFiles([stored?.key ?? null]);
        throw error;
      }
    },

    async mine(viewer: Member, page: number, perPage: number): Promise<ListResponse<MyApplication>> {
      const [rows, total] = await Promise.all([
        repository.ofApplicant(viewer.id, perPage, pageOffset(page, perPage)),
        repository.countOfApplicant(viewer.id),
      ]);
      const now = clock.now();
      return { data: rows.map((row) => toMyApplication(row, now)), ...pageMeta(page, perPage, total, rows.length) };
    },

    /**
     * The applicant withdraws; to anyone else the application does not exist. The job is locked by id, not through
     * jobAccess: it may have expired or become a draft since, and the application is still the member's to take back.
     */
    async withdraw(viewer: Member, id: number): Promise<void> {
      const application = await repository.find(id);
      if (application?.userId !== viewer.id) throw applicationNotFound();
      const removed = await transact(async (tx) => {
        await jobsRepository.lock(tx, application.jobId);
        const deleted = await repository.delete(tx, id);
        if (!deleted) throw applicationNotFound();
        await jobsRepository.addToApplications(tx, application.jobId, -1);
        return deleted;
      });
      await removeFiles([removed.cvKey]);
    },

    /** The job's applicants, for its owner or an admin (404 to those who cannot see the job, 403 to the rest). */
    async applicants(viewer: Member, jobId: number, page: number, perPage: number): Promise<ListResponse<Applicant>> {
      const row = await jobAccess.managedJob(jobId, viewer);
      const rows = await repository.forJob(jobId, perPage, pageOffset(page, perPage));
      return { data: rows.map(toApplicant), ...pageMeta(page, perPage, row.job.applicationsCount, rows.length) };
    },

    /**
     * The job's owner or an admin moves an application on, and the applicant hears of it by mail, at most once per
     * application in STATUS_MAIL_EVERY_MS (later changes fold into the mail not yet sent), never before
     * APPLICATION_STATUS_MAIL_HOLD_SECONDS after the latest change, and not at all when the status is back to what they
     * last heard (the employer's undo). The applicant
     * sees their application but may not change it (403); anyone else cannot see it (404). Setting the status it
     * already has changes nothing and sends nothing.
     */
    async setStatus(viewer: Member, id: number, status: ApplicationStatus): Promise<Applicant> {
      const { application, job } = await applicationAndJob(id);
      if (!canManage(viewer, job)) throw application.userId === viewer.id ? forbidden() : applicationNotFound();
      await transact(async (tx) => {
        const current = await repository.lockStatus(tx, id);
        if (current === null) throw applicationNotFound();
        if (current === status) return;
        await repository.setStatus(tx, id, status);
        const { title, companyName } = job.job;
        await activityService.notify(tx, application.userId, {
          type: 'job.application_status',
          subject: `Your application for “${title}”`,
          text: `The status of your application for “${title}” at ${companyName} is now: ${APPLICATION_STATUS_LABELS[status]}.`,
          link: '/applications',
          // An employer clicking through statuses sends one mail per window, saying where it ended, and none when
          // it ends where the applicant last heard it was (an undo); the mail waits out the undo offer first.
          mailFold: {
            key: `application-status:${id}`,
            everyMs: STATUS_MAIL_EVERY_MS,
            holdMs: APPLICATION_STATUS_MAIL_HOLD_SECONDS * 1000,
            state: status,
            initialState: 'submitted' satisfies ApplicationStatus,
          },
        });
      });
      const updated = await repository.withApplicant(id);
      if (!updated) throw applicationNotFound();
      return toApplicant(updated);
    },

    /** A CV opens for its applicant, the job's owner and admins; to everyone else there is none. */
    async cv(viewer: Member, id: number): Promise<{ content: Buffer; name: string; type: string }> {
      const { application, job } = await applicationAndJob(id);
      if (application.userId !== viewer.id && !canManage(viewer, job)) throw applicationNotFound();
      const content = application.cvKey ? await documents.get(application.cvKey) : null;
      if (!content || !application.cvName || !application.cvType) throw notFound(applicationMessages.cvNotFound);
      return { content, name: application.cvName, type: application.cvType };
    },

    /**
     * Account deletion: each of the member's applications is taken back under its job's lock, so the counts stay
     * equal to the rows; their CV files go once the deletion has committed.
     */
    async releaseAllOf(tx: Transaction, userId: number): Promise<(() => Promise<void>) | undefined> {
      const keys: Array<string | null> = [];
      for (const { id, jobId } of await repository.allOf(tx, userId)) {
        await jobsRepository.lock(tx, jobId);
        const deleted = await repository.delete(tx, id);
        if (!deleted) continue;
        await jobsRepository.addToApplications(tx, jobId, -1);
        keys.push(deleted.cvKey);
      }
      return keys.some(Boolean) ? () => removeFiles(keys) : undefined;
    },

    /** Dashboard counter: the jobs a member applied for. */
    counters: ({ userId }: DashboardParams) => ({ jobs_applied: repository.appliedCount(userId) }),

    /** Download my data: the member's applications with their status, and the CV sent with each. */
    async exportFor({ id }: { id: number }) {
      const files = [];
      const rows = [];
      for (const { cvKey, ...row } of await repository.exportOf(id)) {
        const content = cvKey ? await documents.get(cvKey) : null;
        const path = content && row.cvName ? `applications/${row.id}-${row.cvName}` : null;
        if (content && path) files.push({ path, content });
        rows.push({ ...row, cvFile: path && `files/${path}` });
      }
      return { data: { applications: rows }, files };
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
