import { operations } from './common/operations.ts';
import { itemResponse, listResponse } from './common/pagination.ts';
import { jobDetail, jobIdParams, jobsQuery, jobSummary } from './jobs.ts';

export const jobOps = operations('jobs', {
  list: {
    method: 'GET',
    path: '/job-listings',
    access: 'anyone',
    query: jobsQuery,
    responses: { 200: listResponse(jobSummary) },
  },
  detail: {
    method: 'GET',
    path: '/job-listings/:id',
    access: 'anyone-or-member',
    params: jobIdParams,
    responses: { 200: itemResponse(jobDetail) },
  },
});
