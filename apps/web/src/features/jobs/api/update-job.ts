import { useMutation } from '@tanstack/react-query';
import { jobOps, type JobInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { uploadForm, type UploadProgress } from '@/lib/transfer';
import type { SaveJobResponse } from './create-job';
import type { JobResponse } from './get-job';
import { jobKeys } from './job-query-keys';
import { jobFormData } from './send-job-form';

export type UpdateJobInput = {
  id: number;
  payload: JobInput;
  /** A new logo replaces the current one. */
  logo: File | null;
  /** Drops the current logo (when no new one is sent). */
  removeLogo: boolean;
  onProgress?: UploadProgress;
};

/** PUT as JSON, or a multipart POST with _method=PUT when a new logo goes with it. */
function updateJob({ id, payload, logo, removeLogo, onProgress }: UpdateJobInput): Promise<SaveJobResponse> {
  if (logo) {
    return uploadForm(jobOps.updateForm, jobFormData(payload, { company_logo: logo }, { _method: 'PUT' }), {
      params: { id },
      onProgress,
    });
  }
  return call(jobOps.update, {
    params: { id },
    body: removeLogo ? { ...payload, remove_company_logo: true } : payload,
  });
}

/** The job's page shows the saved job at once; the board and My Jobs are read again. */
export function useUpdateJob() {
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (response) => {
      const detail = jobKeys.detail(response.data.id);
      queryClient.setQueriesData<JobResponse>({ queryKey: detail }, { data: response.data });
      // The answer is the editor's view (is_owner); any other viewer's copy is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.allMine() });
    },
  });
}
