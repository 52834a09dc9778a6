import { useMutation } from '@tanstack/react-query';
import { jobOps, type ApplicationInput } from '@akwaaba/contracts';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { uploadForm, type UploadProgress } from '@/lib/transfer';
import { jobKeys } from './job-query-keys';
import type { JobResponse } from './get-job';

export type ApplyToJobInput = { application: ApplicationInput; cv: File | null; onProgress?: UploadProgress };

/** Multipart, so a CV can travel with the cover note; the upload reports its progress. */
function applicationForm({ application, cv }: ApplyToJobInput): FormData {
  const body = new FormData();
  body.set('cover_note', application.cover_note);
  if (cv) body.set('cv', cv);
  return body;
}

/** Applying turns the page to 'Applied' at once, then re-reads the job (its count) and the member's applications. */
export function useApplyToJob(jobId: number) {
  return useMutation({
    mutationFn: (input: ApplyToJobInput) =>
      uploadForm(jobOps.apply, applicationForm(input), { params: { id: jobId }, onProgress: input.onProgress }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<JobResponse>({ queryKey: jobKeys.detail(jobId) }, (current) =>
        current
          ? {
              data: {
                ...current.data,
                user_applied: true,
                user_application: { id: data.id, status: data.status, created_at: data.created_at },
                applications_count: current.data.applications_count + 1,
              },
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.allApplications() });
    },
    onError: (error) => {
      // Already applied (another tab) or closed meanwhile: the page re-reads the job to show which.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      }
    },
  });
}
