import { useMutation } from '@tanstack/react-query';
import type { JobDetail, JobInput } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobKeys } from './job-query-keys';

/** The saved job and the server's word on it ('Job posted successfully!'). */
export type SaveJobResponse = { data: JobDetail; message: string };

/** The post-job payload (docs/rules/api-contract.md) as JSON: lists already split, defaults filled by the form. */
export function createJob(payload: JobInput): Promise<SaveJobResponse> {
  return api.post<SaveJobResponse>('/job-listings', payload);
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
