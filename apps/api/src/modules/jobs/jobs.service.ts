import {
  canonicalCity,
  JOB_DEFAULT_OPEN_DAYS,
  JOB_LOGO_MAX_PIXELS,
  JOB_MAX_OPEN_DAYS,
  jobMessages,
  pageMeta,
  pageOffset,
  saDateOf,
  saMidnight,
  type ExperienceLevel,
  type JobCommand,
  type JobDetail,
  type JobSummary,
  type JobType,
  type ListResponse,
  type MyJob,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { moderationHiding } from '../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../lib/audit.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { forbidden, invalidInput, validationError } from '../../lib/errors.ts';
import { deleteImage, imageRenditionKeys, storeImageField } from '../../lib/images.ts';
import { storedPhone } from '../../lib/phone.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { DashboardParams } from '../dashboard/dashboard.service.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { Viewer } from '../users/viewer.ts';
import { isOpen, isOwner, type JobAccess } from './jobs.access.ts';
import { jobSummaryOf, toJobDetail, toMyJob } from './jobs.mappers.ts';
import type { JobChanges, JobsRepository, JobWithRefs } from './jobs.repository.ts';
import { createListTotals } from '../listings/list-totals.ts';

/** A company logo as the form sent it, re-encoded by the service before anything keeps it. */
export interface UploadedLogo {
  buffer: Buffer;
}

interface Deps {
  jobsRepository: JobsRepository;
  jobAccess: JobAccess;
  activityService: ActivityService;
  /** Private files: the CVs of applications, deleted with the jobs they were sent to. */
  documents: FileStorage;
  /** Public pictures: the company logos. */
  storage: FileStorage;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  /** The admin audit trail: an admin's edit or deletion of another member's job. */
  audit: Audit;
}

/** The last moment of a deadline's day in South Africa: a job open 'until 30 June' takes applications all that day. */
const endOfSaDay = (date: string) => new Date(addDays(saMidnight(date), 1).getTime() - 1);

function columns(command: JobCommand, expiresAt: Date) {
  return {
    title: command.title,
    categoryId: command.category_id,
    description: command.description,
    requirements: command.requirements,
    benefits: command.benefits,
    skills: command.skills,
    tags: command.tags,
    companyName: command.company_name,
    companyWebsite: command.company_website,
    location: command.location,
    city: command.city,
    province: command.province,
    jobType: command.type,
    experienceLevel: command.level,
    isRemote: command.remote_work,
    salaryMin: command.salary_min,
    salaryMax: command.salary_max,
    currency: command.currency,
    salaryPeriod: command.salary_period,
    workEligibility: command.work_eligibility,
    contactEmail: command.contact_email,
    contactPhone: storedPhone(command.contact_phone),
    applicationUrl: command.application_url,
    status: command.status,
    expiresAt,
  } satisfies JobChanges;
}

/** A category removed between the check and the write is the same mistake as an unknown one. */
function writeError(error: unknown): unknown {
  return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION
    ? validationError('category_id', jobMessages.categoryRequired)
    : error;
}

export function createJobsService(deps: Deps) {
  const { jobsRepository, jobAccess, activityService, documents, storage, transact, clock } = deps;
  const listTotals = createListTotals(clock);

  /** The logo re-encoded and stored through the image pipeline (a picture that is not one is the field's 422). */
  const saveLogo = (logo: UploadedLogo) =>
    storeImageField(storage, 'jobs', logo.buffer, {
      maxPixels: JOB_LOGO_MAX_PIXELS,
      field: 'company_logo',
      invalid: jobMessages.logoInvalid,
      tooManyPixels: jobMessages.logoTooManyPixels,
    });

  /** Runs a write that may have stored a new logo; the logo goes again when the write fails. */
  async function withLogo<T>(logoKey: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (logoKey) await deleteImage(storage, logoKey);
      throw writeError(error);
    }
  }

  /** What is wrong with a deadline on the South African day it is now, or null. */
  function deadlineProblem(deadline: string): string | null {
    const now = clock.now();
    if (deadline < saDateOf(now)) return jobMessages.deadlinePast;
    if (deadline > saDateOf(addDays(now, JOB_MAX_OPEN_DAYS))) return jobMessages.deadlineTooFar;
    return null;
  }

  /**
   * The server's own checks of a job form, all answered at once: the category must be a job category, and a
   * deadline that was set or changed must lie between today and a year from now.
   */
  async function refuseInvalid(command: JobCommand, checkDeadline: boolean): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (!(await jobsRepository.isJobCategory(command.category_id))) errors.category_id = [jobMessages.categoryRequired];
    const deadline = checkDeadline && command.deadline ? deadlineProblem(command.deadline) : null;
    if (deadline) errors.deadline = [deadline];
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }

  async function detailFor(row: JobWithRefs, viewer: Viewer): Promise<JobDetail> {
    const ownApplication = viewer ? await jobsRepository.applicationOf(viewer.id, row.job.id) : null;
    return toJobDetail(row, storage, clock.now(), { isOwner: isOwner(viewer, row), ownApplication });
  }

  async function reload(id: number, viewer: Viewer): Promise<JobDetail> {
    return detailFor((await jobsRepository.findById(id))!, viewer);
  }

  /**
   * Jobs about to go (deleted, or their poster's account): each applicant is told, since their application goes
   * with the job; the CV files are removed once the deletion has committed (answered as the work to do then).
   */
  async function releaseApplications(tx: Transaction, jobIds: number[]): Promise<() => Promise<void>> {
    const sent = await jobsRepository.applicationsTo(tx, jobIds);
    for (const { userId, title, company } of sent) {
      await activityService.notify(tx, userId, {
        type: 'job.removed',
        subject: `“${title}” is no longer advertised`,
        text: `${company} removed the job “${title}” that you applied for, and your application with it.`,
        link: '/jobs',
      });
    }
    return async () => {
      for (const { cvKey } of sent) if (cvKey) await documents.delete(cvKey);
    };
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category?: string;
      city?: string;
      job_type?: JobType;
      experience_level?: ExperienceLevel;
      is_remote?: boolean;
    }): Promise<ListResponse<JobSummary>> {
      const now = clock.now();
      const filters = {
        search: query.search || undefined,
        categorySlug: query.category || undefined,
        city: query.city ? (canonicalCity(query.city) ?? query.city) : undefined,
        jobType: query.job_type,
        experienceLevel: query.experience_level,
        remoteOnly: query.is_remote === true || undefined,
      };
      const [rows, total] = await Promise.all([
        jobsRepository.listPublic(filters, now, query.per_page, pageOffset(query.page, query.per_page)),
        listTotals.get(JSON.stringify(filters), () => jobsRepository.countPublic(filters, now)),
      ]);
      return {
        data: rows.map((row) => jobSummaryOf(row, storage)),
        ...pageMeta(query.page, query.per_page, total, rows.length),
      };
    },

    async detail(id: number, viewer: Viewer): Promise<JobDetail> {
      return detailFor(await jobAccess.visibleJob(id, viewer), viewer);
    },

    /**
     * Business accounts and admins post jobs; without a deadline a job stays open JOB_DEFAULT_OPEN_DAYS. The logo,
     * when one came, is stored before the row and removed again if the row is not written.
     */
    async create(
      viewer: NonNullable<Viewer>,
      command: JobCommand,
      logo: UploadedLogo | null = null,
    ): Promise<JobDetail> {
      if (viewer.userType !== 'business' && !viewer.isAdmin) throw forbidden(jobMessages.onlyBusinessesPost);
      await refuseInvalid(command, true);
      const expiresAt = command.deadline ? endOfSaDay(command.deadline) : addDays(clock.now(), JOB_DEFAULT_OPEN_DAYS);
      const logoKey = logo ? await saveLogo(logo) : null;
      const id = await withLogo(logoKey, () =>
        transact(async (tx) => {
          const id = await jobsRepository.insert(tx, {
            ...columns(command, expiresAt),
            companyLogoKey: logoKey,
            userId: viewer.id,
          });
          await activityService.record(
            tx,
            viewer.id,
            'job.posted',
            command.status === 'draft' ? `You saved “${command.title}” as a draft.` : `You posted “${command.title}”.`,
            `/jobs/${id}`,
          );
          return id;
        }),
      );
      listTotals.clear();
      return reload(id, viewer);
    },

    /**
     * Saves the poster's (or an admin's) changes. Without a deadline the job keeps its closing time; a deadline
     * is checked only when it changed, so an old job can be edited without moving its date. A new logo replaces
     * the current one, `remove_company_logo` drops it; the old picture's files go once the change has committed.
     */
    async update(
      viewer: NonNullable<Viewer>,
      id: number,
      command: JobCommand,
      logo: UploadedLogo | null = null,
    ): Promise<JobDetail> {
      const row = await jobAccess.managedJob(id, viewer);
      const expiresAt = command.deadline ? endOfSaDay(command.deadline) : row.job.expiresAt;
      await refuseInvalid(command, expiresAt.getTime() !== row.job.expiresAt.getTime());
      const { status, ...changes } = columns(command, expiresAt);
      const newLogoKey = logo ? await saveLogo(logo) : null;
      const logoChanged = logo !== null || command.remove_company_logo;
      // A hidden job stays hidden: the poster's choice of draft or published is what it goes back to.
      const values: JobChanges = {
        ...changes,
        ...(row.job.status === 'hidden' ? { hiddenFromStatus: status } : { status }),
        ...(logoChanged ? { companyLogoKey: newLogoKey } : {}),
      };
      await withLogo(newLogoKey, () =>
        transact(async (tx) => {
          await jobsRepository.update(tx, id, values);
          await auditAdminChange(deps.audit, tx, viewer, row.job.userId, {
            action: 'job.update',
            targetType: 'job',
            targetId: id,
          });
        }),
      );
      listTotals.clear();
      if (logoChanged && row.job.companyLogoKey) await deleteImage(storage, row.job.companyLogoKey);
      return reload(id, viewer);
    },

    /**
     * Its applications go with it (cascade), their applicants told; their CV files and the job's logo once that has
     * committed.
     */
    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const row = await jobAccess.managedJob(id, viewer);
      const afterCommit = await transact(async (tx) => {
        // Locked first, so no application (and CV) arrives between reading the applications and deleting the rows.
        await jobsRepository.lock(tx, id);
        const afterDeletion = await releaseApplications(tx, [id]);
        await jobsRepository.delete(tx, id);
        await auditAdminChange(deps.audit, tx, viewer, row.job.userId, {
          action: 'job.delete',
          targetType: 'job',
          targetId: id,
          note: row.job.title,
        });
        return afterDeletion;
      });
      listTotals.clear();
      await afterCommit();
      if (row.job.companyLogoKey) await deleteImage(storage, row.job.companyLogoKey);
    },

    async mine(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<MyJob>> {
      const { rows, total } = await jobsRepository.listByOwner(viewer.id, perPage, pageOffset(page, perPage));
      const now = clock.now();
      return {
        data: rows.map((row) => toMyJob(row, storage, now)),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    /** Another part of jobs changed what the board lists: totals are counted afresh. */
    listChanged: () => listTotals.clear(),

    /** The jobs a search engine may list (the ones their public pages show): ids and when each last changed. */
    sitemapEntries() {
      return jobsRepository.openIds(clock.now());
    },

    /** The job as the moderation queue shows it; null when it is gone. `listed`: every member may see it. */
    async moderationTarget(id: number) {
      const row = await jobsRepository.findById(id);
      if (!row) return null;
      return {
        authorId: row.job.userId,
        title: row.job.title,
        excerpt: row.job.description,
        link: `/jobs/${id}`,
        status: row.job.status,
        listed: isOpen(row, clock.now()),
      };
    },

    ...moderationHiding(jobsRepository),

    /** Dashboard counter: jobs a member posted, drafts and closed ones included. */
    counters: ({ userId }: DashboardParams) => ({ jobs_posted: jobsRepository.ownedCount(userId) }),

    /**
     * Account deletion: the member's jobs go with the account (cascade), and with them the applications sent to
     * them (their applicants told); those applications' CV files and the jobs' logos after the commit. The jobs are
     * locked so no application slips in between.
     */
    async onAccountDeleted(tx: Transaction, userId: number): Promise<() => Promise<void>> {
      const owned = await jobsRepository.lockOwned(tx, userId);
      const afterDeletion = await releaseApplications(
        tx,
        owned.map((job) => job.id),
      );
      return async () => {
        await afterDeletion();
        for (const { logoKey } of owned) if (logoKey) await deleteImage(storage, logoKey);
      };
    },

    /** Download my data: the jobs the member posted, and the logo of each. */
    async exportFor({ id }: { id: number }) {
      const rows = await jobsRepository.exportOf(id);
      const files = [];
      for (const row of rows) {
        if (!row.companyLogoKey) continue;
        const content = await storage.get(imageRenditionKeys(row.companyLogoKey).full);
        if (content) files.push({ path: `jobs/${row.id}-logo.webp`, content });
      }
      return { data: { jobs: rows }, files };
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
