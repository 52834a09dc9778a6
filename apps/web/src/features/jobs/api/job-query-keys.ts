/** The board's filters as the address bar and the API spell them; only filled ones are present. */
export type JobFilters = {
  search?: string;
  category?: string;
  city?: string;
  job_type?: string;
  experience_level?: string;
  is_remote?: 'true';
};
/** `per_page` only where a short list is shown (the home page); the board keeps the default. */
export type JobsListQuery = JobFilters & { page: number; per_page?: number };

import { categoryOps, jobOps, operationKey } from '@akwaaba/contracts';

/**
 * The jobs' cache keys, in one place so every write knows what it makes stale. A call's answer is keyed by its
 * operation and input (`operationKey`), as the server render's loader keys what it loads.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => operationKey(jobOps.list),
  list: (query: JobsListQuery) => operationKey(jobOps.list, { query }),
  /** The visitor's answer a server-rendered page embeds, and the prefix of every member's. */
  detail: (id: number) => operationKey(jobOps.detail, { params: { id } }),
  /** The detail depends on who asks (is_owner, user_applied): one entry per member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...jobKeys.detail(id), { viewer: viewerId }] as const,
  allMine: () => [...jobKeys.all, 'mine'] as const,
  mine: (page: number) => [...jobKeys.allMine(), { page }] as const,
  applicants: (jobId: number) => [...jobKeys.all, 'applicants', jobId] as const,
  allApplications: () => [...jobKeys.all, 'applications'] as const,
  applications: (page: number) => [...jobKeys.allApplications(), { page }] as const,
  categories: () => operationKey(categoryOps.list, { query: { type: 'job' } }),
};
