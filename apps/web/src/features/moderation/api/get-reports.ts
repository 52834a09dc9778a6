import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationAdminOps, type ReportStatus } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** One page of reports: open ones oldest first (the queue), resolved ones newest first. */
export function reportsQueryOptions(status: ReportStatus, page: number) {
  return queryOptions({
    queryKey: reportKeys.page(status, page),
    queryFn: () => call(moderationAdminOps.reports, { query: { status, page } }),
    // The last page stays on screen while the next loads, but never the other tab's reports.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}

export function useReports(status: ReportStatus, page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
