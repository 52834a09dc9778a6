import { useQuery } from '@tanstack/react-query';
import { businessOps, eventOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import type { MemberAnswer } from '@/service-worker/routing';

/**
 * The member's answers the service worker keeps, asked for at the very addresses it keeps them under
 * (service-worker/routing.ts MEMBER_ANSWERS; get-saved.test.ts holds the two together).
 */
export const savedAnswers = {
  rsvps: () => call(eventOps.myRsvps, { query: { per_page: 50 } }),
  following: () => call(businessOps.following, { query: { per_page: 50 } }),
} satisfies Partial<Record<MemberAnswer, unknown>>;

/**
 * They run offline too ('always': TanStack Query would otherwise wait for a connection), and the worker answers from
 * the device; without a kept copy the call fails at once and the page says nothing was saved.
 */
const savedQuery = <Name extends keyof typeof savedAnswers>(name: Name) => ({
  queryKey: ['offline', name],
  queryFn: savedAnswers[name] as (typeof savedAnswers)[Name],
  networkMode: 'always' as const,
  retry: false,
});

export const useSavedRsvps = () => useQuery(savedQuery('rsvps'));
export const useSavedFollowing = () => useQuery(savedQuery('following'));
