import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary, ListResponse, MyRsvp } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { MEMBER_ANSWERS } from '@/service-worker/routing';

/**
 * The member's answers the service worker keeps, asked for at the very addresses it keeps them under. They run
 * offline too ('always': TanStack Query would otherwise wait for a connection), and the worker answers from the
 * device; without a kept copy the call fails at once and the page says nothing was saved.
 */
const savedQuery = <T>(name: 'rsvps' | 'following') => ({
  queryKey: ['offline', name],
  queryFn: () => api.get<ListResponse<T>>(MEMBER_ANSWERS[name]),
  networkMode: 'always' as const,
  retry: false,
});

export const useSavedRsvps = () => useQuery(savedQuery<MyRsvp>('rsvps'));
export const useSavedFollowing = () => useQuery(savedQuery<BusinessSummary>('following'));
