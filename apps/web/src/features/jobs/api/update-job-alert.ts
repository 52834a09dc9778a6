import { useMutation } from '@tanstack/react-query';
import { jobAlertOps, type JobAlertChanges } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobAlertKeys } from './saved-job-keys';

/** A new name or frequency; the alerts are read again. */
export function useUpdateJobAlert() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: JobAlertChanges }) =>
      call(jobAlertOps.update, { params: { id }, body: changes }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all }),
  });
}
