import { useMutation } from '@tanstack/react-query';
import { jobOps, type AnswerOf, type JobInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { uploadForm, type UploadProgress } from '@/lib/transfer';
import { jobKeys } from './job-query-keys';
import { jobFormData } from './send-job-form';

/** The saved job and the server's word on it ('Job posted successfully!'). */
export type SaveJobResponse = AnswerOf<typeof jobOps.create>;

export type CreateJobInput = { payload: JobInput; logo: File | null; onProgress?: UploadProgress };

/**
 * The post-job payload (docs/rules/api-contract.md) as JSON: lists already split, defaults filled by the form; multipart with
 * the file when a company logo is chosen.
 */
function createJob({ payload, logo, onProgress }: CreateJobInput): Promise<SaveJobResponse> {
  if (logo) return uploadForm(jobOps.create, jobFormData(payload, { company_logo: logo }), { onProgress });
  return call(jobOps.create, { body: payload });
}

export function useCreateJob() {
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.allMine() });
    },
  });
}
