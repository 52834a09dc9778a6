import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterAudienceResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** How many members the newsletter would reach now (marketing consent current, with an email). */
export function getNewsletterAudience(): Promise<NewsletterAudienceResponse> {
  return api.get<NewsletterAudienceResponse>('/admin/newsletters/audience');
}

export const newsletterAudienceQueryOptions = queryOptions({
  queryKey: ['admin', 'newsletter', 'audience'] as const,
  queryFn: getNewsletterAudience,
});

export function useNewsletterAudience() {
  return useQuery(newsletterAudienceQueryOptions);
}
