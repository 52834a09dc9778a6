import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobAlertOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobAlertKeys } from './saved-job-keys';

/** The member's job alerts (at most JOB_ALERTS_MAX, never paged). */
export const jobAlertsQueryOptions = queryOptions({
  queryKey: jobAlertKeys.list(),
  queryFn: () => call(jobAlertOps.list),
});

export function useJobAlerts() {
  return useQuery(jobAlertsQueryOptions);
}
