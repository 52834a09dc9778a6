import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeTargetResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** What an unsubscribe link is for; reading it changes nothing. */
export function getUnsubscribeTarget(token: string): Promise<UnsubscribeTargetResponse> {
  return api.get<UnsubscribeTargetResponse>('/unsubscribe', { query: { token } });
}

export function unsubscribeTargetQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: () => getUnsubscribeTarget(token),
    retry: false,
  });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQueryOptions(token));
}
