import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsletterOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** How many members the newsletter would reach now (marketing consent current, with an email). */
export const newsletterAudienceQueryOptions = queryOptions({
  queryKey: ['admin', 'newsletter', 'audience'] as const,
  queryFn: () => call(newsletterOps.newsletterAudience),
});

export function useNewsletterAudience() {
  return useQuery(newsletterAudienceQueryOptions);
}
