import {
  jobMessages,
  pageMeta,
  pageOffset,
  SAVED_JOBS_MAX,
  savedJobMessages,
  type ListResponse,
  type SavedJob,
  type SavedJobStateResponse,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../../db/errors.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Viewer } from '../../users/viewer.ts';
import type { JobAccess } from '../jobs.access.ts';
import { toJobSummary } from '../jobs.mappers.ts';
import type { JobsRepository } from '../jobs.repository.ts';
import type { SavedJobRow, SavedJobsRepository } from './saved-jobs.repository.ts';

interface Deps {
  savedJobsRepository: SavedJobsRepository;
  jobsRepository: Pick<JobsRepository, 'findById'>;
  jobAccess: Pick<JobAccess, 'visibleJob'>;
  storage: Pick<FileStorage, 'url'>;
  transact: Transact;
  clock: Clock;
}

const tooMany = () => new AppError('saved_jobs.too_many', 409, savedJobMessages.tooMany);

function toSavedJob(row: SavedJobRow, storage: Pick<FileStorage, 'url'>): SavedJob {
  return {
    job_id: row.job.id,
    title: row.job.title,
    company_name: row.job.companyName,
    is_open: row.isOpen,
    // A job off the board keeps its name only: its page would not open for the member either.
    job: row.isOpen ? toJobSummary(row, storage) : null,
    saved_at: row.savedAt.toISOString(),
  };
}

/**
 * Saved jobs (docs/decisions/041-saved-jobs-and-job-alerts.md): a member keeps jobs they can see, up to
 * SAVED_JOBS_MAX; saving or unsaving again changes nothing. A deleted job's saves go with it (cascade); one that
 * closed or left the board stays on the list, marked no longer open, until the member removes it.
 */
export function createSavedJobsService({
  savedJobsRepository,
  jobsRepository,
  jobAccess,
  storage,
  transact,
  clock,
}: Deps) {
  return {
    async save(viewer: NonNullable<Viewer>, jobId: number): Promise<SavedJobStateResponse> {
      await jobAccess.visibleJob(jobId, viewer);
      try {
        await transact(async (tx) => {
          await savedJobsRepository.lockMember(tx, viewer.id);
          if (await savedJobsRepository.has(tx, viewer.id, jobId)) return;
          if ((await savedJobsRepository.countOf(tx, viewer.id)) >= SAVED_JOBS_MAX) throw tooMany();
          await savedJobsRepository.add(tx, viewer.id, jobId);
        });
      } catch (error) {
        // Deleted between the look and the save: the same answer as a job that was never there.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw notFound(jobMessages.notFound);
        throw error;
      }
      return { data: { job_id: jobId, saved: true }, message: savedJobMessages.savedToast };
    },

    /** Works whatever became of the job since, as long as it exists. */
    async unsave(viewer: NonNullable<Viewer>, jobId: number): Promise<SavedJobStateResponse> {
      if (!(await jobsRepository.findById(jobId))) throw notFound(jobMessages.notFound);
      await savedJobsRepository.remove(viewer.id, jobId);
      return { data: { job_id: jobId, saved: false }, message: savedJobMessages.unsavedToast };
    },

    async list(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<SavedJob>> {
      const { rows, total } = await savedJobsRepository.pageOf(
        viewer.id,
        clock.now(),
        perPage,
        pageOffset(page, perPage),
      );
      return { data: rows.map((row) => toSavedJob(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    async ids(viewer: NonNullable<Viewer>): Promise<{ data: number[] }> {
      return { data: await savedJobsRepository.idsOf(viewer.id) };
    },

    /** Download my data: the jobs the member saved. */
    async exportFor({ id }: { id: number }) {
      return { data: { saved_jobs: await savedJobsRepository.exportOf(id) } };
    },
  };
}
export type SavedJobsService = ReturnType<typeof createSavedJobsService>;
