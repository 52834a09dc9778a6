import { z } from 'zod';
import { collectionResponse, itemWithMessage } from './common/pagination.ts';
import { jobSummary } from './jobs.ts';

export * from './saved-jobs.constants.ts';

/** Whether the job is among the member's saved jobs now, after a save or an unsave. */
export const savedJobState = z.object({ job_id: z.number().int(), saved: z.boolean() });
export const savedJobStateResponse = itemWithMessage(savedJobState);
export type SavedJobStateResponse = z.infer<typeof savedJobStateResponse>;

/**
 * A row of Saved Jobs. A job still on the board comes as its card (`job`); one that closed, went back to draft or was
 * hidden keeps only its title and company, marked `is_open: false` (a deleted job's save goes with it).
 */
export const savedJob = z.object({
  job_id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  is_open: z.boolean(),
  job: jobSummary.nullable(),
  saved_at: z.string(),
});
export type SavedJob = z.infer<typeof savedJob>;

/** The ids of every job the member saved (at most SAVED_JOBS_MAX): what the Save buttons show pressed. */
export const savedJobIdsResponse = collectionResponse(z.number().int());
export type SavedJobIdsResponse = z.infer<typeof savedJobIdsResponse>;
