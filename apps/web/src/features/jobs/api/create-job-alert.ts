import { useMutation } from '@tanstack/react-query';
import { jobAlertOps, type JobAlertInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jobAlertKeys } from './saved-job-keys';

export function useCreateJobAlert() {
  return useMutation({
    mutationFn: (body: JobAlertInput) => call(jobAlertOps.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all }),
  });
}
