import { useMutation } from '@tanstack/react-query';
import { jobOps, type Applicant, type ApplicationStatus, type ListResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobKeys } from './job-query-keys';

export type UpdateApplicationStatusInput = { id: number; status: ApplicationStatus };

/**
 * The employer moves an application on; the applicant is told by mail (on the server). The row takes the server's
 * answer; My Jobs' 'new' counts are read again.
 */
export function useUpdateApplicationStatus() {
  return useMutation({
    mutationFn: ({ id, status }: UpdateApplicationStatusInput) =>
      call(jobOps.setApplicationStatus, { params: { id }, body: { status } }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<ListResponse<Applicant>>({ queryKey: jobKeys.applicants(data.job_id) }, (list) =>
        list ? { ...list, data: list.data.map((row) => (row.id === data.id ? data : row)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.allMine() });
    },
  });
}
