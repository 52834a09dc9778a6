import { useMutation } from '@tanstack/react-query';
import type { Review } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { replaceReview } from './review-cache';

export type ReplyResponse = { data: Review; message: string };

/** The business owner answers a review, once. */
export function replyToReview(businessId: number, reviewId: number, reply: string): Promise<ReplyResponse> {
  return api.post<ReplyResponse>(`/businesses/${businessId}/reviews/${reviewId}/reply`, { reply });
}

export function useReplyToReview(businessId: number) {
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      replyToReview(businessId, reviewId, reply),
    onSuccess: ({ data }) => replaceReview(businessId, data),
  });
}
