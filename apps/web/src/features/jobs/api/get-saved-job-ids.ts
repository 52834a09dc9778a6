import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedJobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { savedJobKeys } from './saved-job-keys';

/** The ids of the member's saved jobs (at most SAVED_JOBS_MAX): one small call for every Save button on a page. */
export const savedJobIdsQueryOptions = queryOptions({
  queryKey: savedJobKeys.ids(),
  queryFn: () => call(savedJobOps.ids),
  select: (response) => new Set(response.data),
  staleTime: 60_000,
});

/** Asked only for a signed-in member: a visitor's page makes no call for it. */
export function useSavedJobIds(signedIn: boolean) {
  return useQuery({ ...savedJobIdsQueryOptions, enabled: signedIn });
}
