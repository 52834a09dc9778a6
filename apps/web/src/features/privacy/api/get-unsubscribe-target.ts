import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** What an unsubscribe link is for; reading it changes nothing. */
export function unsubscribeTargetQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: () => call(privacyOps.unsubscribeTarget, { query: { token } }),
    retry: false,
  });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQueryOptions(token));
}
