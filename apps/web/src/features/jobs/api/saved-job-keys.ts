import { jobAlertOps, operationKey, savedJobOps } from '@akwaaba/contracts';

/** Saved jobs' and job alerts' cache keys (docs/decisions/041-saved-jobs-and-job-alerts.md). */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  /** The ids every Save button reads its pressed state from. */
  ids: () => operationKey(savedJobOps.ids),
  lists: () => operationKey(savedJobOps.list),
  list: (page: number) => operationKey(savedJobOps.list, { query: { page } }),
};

export const jobAlertKeys = {
  all: ['job-alerts'] as const,
  list: () => operationKey(jobAlertOps.list),
  unsubscribeTarget: (token: string) => operationKey(jobAlertOps.unsubscribeTarget, { query: { token } }),
};
