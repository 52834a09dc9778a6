import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest, NewsletterSentResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { newsletterAudienceQueryOptions } from './get-newsletter-audience';

export function sendNewsletter(body: NewsletterRequest): Promise<NewsletterSentResponse> {
  return api.post<NewsletterSentResponse>('/admin/newsletters', body);
}

export function useSendNewsletter() {
  return useMutation({
    mutationFn: sendNewsletter,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterAudienceQueryOptions.queryKey }),
  });
}
