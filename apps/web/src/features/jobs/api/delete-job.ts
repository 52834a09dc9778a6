import { useMutation } from '@tanstack/react-query';
import { jobOps, type ListResponse, type MyJob } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobKeys } from './job-query-keys';

/**
 * Deletes a job and, with it, its applications (the confirmation says so). The row leaves My Jobs at once; every job
 * list is then read again so counts and pages stay right.
 */
export function useDeleteJob() {
  return useMutation({
    mutationFn: (id: number) => call(jobOps.remove, { params: { id } }),
    onSuccess: (_response, id) => {
      queryClient.setQueriesData<ListResponse<MyJob>>({ queryKey: jobKeys.allMine() }, (list) =>
        list?.data.some((job) => job.id === id)
          ? { ...list, data: list.data.filter((job) => job.id !== id), total: list.total - 1 }
          : list,
      );
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      queryClient.removeQueries({ queryKey: jobKeys.applicants(id) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
