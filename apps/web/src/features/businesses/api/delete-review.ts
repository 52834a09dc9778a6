import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { refreshReviews } from './review-cache';

/** The reviewer removes their review, or an admin removes any; the average is worked out again on the server. */
export function deleteReview(businessId: number, reviewId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/businesses/${businessId}/reviews/${reviewId}`);
}

export function useDeleteReview(businessId: number) {
  return useMutation({
    mutationFn: (reviewId: number) => deleteReview(businessId, reviewId),
    onSuccess: () => refreshReviews(businessId),
  });
}
