import { useMutation } from '@tanstack/react-query';
import { jobAlertOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobAlertKeys } from './saved-job-keys';

export function useDeleteJobAlert() {
  return useMutation({
    mutationFn: (id: number) => call(jobAlertOps.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all }),
  });
}
