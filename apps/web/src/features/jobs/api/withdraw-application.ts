import { useMutation } from '@tanstack/react-query';
import { jobOps, type ListResponse, type MyApplication } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobKeys } from './job-query-keys';

/**
 * The applicant takes an application back; the row goes and the employer no longer sees it. The row leaves My
 * Applications at once. The job's page (which says 'Applied') and the board's counts are read
 * again when next shown.
 */
export function useWithdrawApplication() {
  return useMutation({
    mutationFn: (application: Pick<MyApplication, 'id' | 'job'>) =>
      call(jobOps.withdrawApplication, { params: { id: application.id } }),
    onSuccess: (_response, { id, job }) => {
      queryClient.setQueriesData<ListResponse<MyApplication>>({ queryKey: jobKeys.allApplications() }, (list) =>
        list?.data.some((row) => row.id === id)
          ? { ...list, data: list.data.filter((row) => row.id !== id), total: list.total - 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.allApplications() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
