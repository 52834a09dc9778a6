import type { ReportStatus } from '@akwaaba/contracts';

/** Cache keys of the admin's reports queue, shared by its pages and the decisions that move reports between them. */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  status: (status: ReportStatus) => [...reportKeys.all, status] as const,
  page: (status: ReportStatus, page: number) => [...reportKeys.status(status), { page }] as const,
};
