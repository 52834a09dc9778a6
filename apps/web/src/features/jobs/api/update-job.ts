import { useMutation } from '@tanstack/react-query';
import type { JobInput } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { SaveJobResponse } from './create-job';
import type { JobResponse } from './get-job';
import { jobKeys } from './job-query-keys';

export type UpdateJobInput = { id: number; payload: JobInput };

export function updateJob({ id, payload }: UpdateJobInput): Promise<SaveJobResponse> {
  return api.put<SaveJobResponse>(`/job-listings/${id}`, payload);
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
