import { useMutation } from '@tanstack/react-query';
import { newsletterOps, type NewsletterRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { newsletterAudienceQueryOptions } from './get-newsletter-audience';

export function useSendNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterRequest) => call(newsletterOps.sendNewsletter, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterAudienceQueryOptions.queryKey }),
  });
}
