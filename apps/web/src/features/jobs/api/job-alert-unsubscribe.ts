import { useMutation, useQuery } from '@tanstack/react-query';
import { jobAlertOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobAlertKeys } from './saved-job-keys';

/** Which alert a mail's unsubscribe link stops; reading it changes nothing. */
export function useJobAlertUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: jobAlertKeys.unsubscribeTarget(token),
    queryFn: () => call(jobAlertOps.unsubscribeTarget, { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
}

/** Stops the alert the link names, without signing in; the API answers alike when it is already off. */
export function useJobAlertUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => call(jobAlertOps.unsubscribe, { query: { token } }) });
}
