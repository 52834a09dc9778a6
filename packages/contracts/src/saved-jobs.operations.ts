import { operations } from './common/operations.ts';
import { listResponse, paginationQuery } from './common/pagination.ts';
import { jobIdParams } from './jobs.ts';
import { savedJob, savedJobIdsResponse, savedJobStateResponse } from './saved-jobs.ts';

/** A member's saved jobs (docs/decisions/041-saved-jobs-and-job-alerts.md). Saving twice, or unsaving twice, is fine. */
export const savedJobOps = operations('saved-jobs', {
  save: {
    method: 'POST',
    path: '/job-listings/:id/save',
    access: 'member',
    params: jobIdParams,
    responses: { 200: savedJobStateResponse },
  },
  unsave: {
    method: 'DELETE',
    path: '/job-listings/:id/save',
    access: 'member',
    params: jobIdParams,
    responses: { 200: savedJobStateResponse },
  },
  list: {
    method: 'GET',
    path: '/my/saved-jobs',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(savedJob) },
  },
  ids: {
    method: 'GET',
    path: '/my/saved-jobs/ids',
    access: 'member',
    responses: { 200: savedJobIdsResponse },
  },
});
