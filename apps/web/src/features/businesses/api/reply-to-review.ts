import { useMutation } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { replaceReview } from './review-cache';

/** The business owner answers a review, once. */
export function useReplyToReview(businessId: number) {
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      call(businessOps.reply, { params: { id: businessId, reviewId }, body: { reply } }),
    onSuccess: ({ data }) => replaceReview(businessId, data),
  });
}
