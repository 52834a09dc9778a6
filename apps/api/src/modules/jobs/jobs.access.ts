import { jobMessages } from '@akwaaba/contracts';
import type { Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../users/viewer.ts';
import type { JobsRepository, JobWithRefs } from './jobs.repository.ts';

export const isOwner = (viewer: Viewer, row: JobWithRefs) => viewer !== null && viewer.id === row.job.userId;
export const canManage = (viewer: Viewer, row: JobWithRefs) => isOwner(viewer, row) || viewer?.isAdmin === true;
/** Any row with its job's closing time: a job, or an application read with its job. */
export const isExpired = (row: { job: { expiresAt: Date } }, now: Date) => row.job.expiresAt.getTime() <= now.getTime();
/** Open jobs are for everyone; drafts only for their owner and admins. */
export const isOpen = (row: JobWithRefs, now: Date) => row.job.status === 'published' && !isExpired(row, now);

/**
 * Who may see and change a job: shared by the job and its applications. An expired job stays visible to its owner,
 * admins and the members who applied (they follow their application); to everyone else it is gone, like a draft.
 */
export function createJobAccess(jobsRepository: JobsRepository, clock: Clock) {
  async function canView(viewer: Viewer, row: JobWithRefs, executor?: Transaction): Promise<boolean> {
    if (isOpen(row, clock.now()) || canManage(viewer, row)) return true;
    return (
      viewer !== null &&
      row.job.status === 'published' &&
      (await jobsRepository.hasApplied(viewer.id, row.job.id, executor))
    );
  }

  async function visibleJob(id: number, viewer: Viewer): Promise<JobWithRefs> {
    const row = await jobsRepository.findById(id);
    if (!row || !(await canView(viewer, row))) throw notFound(jobMessages.notFound);
    return row;
  }

  return {
    visibleJob,
    /**
     * The job inside a write, its row locked so changes to its applications count take turns (decision 007); the
     * same 404 as visibleJob when the viewer cannot see it.
     */
    async lockedJob(tx: Transaction, id: number, viewer: Viewer): Promise<JobWithRefs> {
      const row = await jobsRepository.lock(tx, id);
      if (!row || !(await canView(viewer, row, tx))) throw notFound(jobMessages.notFound);
      return row;
    },
    /** The job, for its owner or an admin: 404 when the viewer cannot see it, 403 when they only see it. */
    async managedJob(id: number, viewer: Viewer): Promise<JobWithRefs> {
      const row = await visibleJob(id, viewer);
      if (!canManage(viewer, row)) throw forbidden();
      return row;
    },
    isExpired: (row: JobWithRefs) => isExpired(row, clock.now()),
  };
}
export type JobAccess = ReturnType<typeof createJobAccess>;
