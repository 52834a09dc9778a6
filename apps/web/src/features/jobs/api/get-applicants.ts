import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

/** Who applied for a job, newest first: the job owner's (and admins') eyes only. */
export function applicantsQueryOptions(jobId: number, page: number) {
  return queryOptions({
    // Each page under the job's key, so a change to one applicant reaches every page of that job.
    queryKey: [...jobKeys.applicants(jobId), { page }],
    queryFn: () => call(jobOps.applicants, { params: { id: jobId }, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useApplicants(jobId: number, page: number) {
  return useQuery(applicantsQueryOptions(jobId, page));
}
