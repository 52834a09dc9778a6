import { useMutation } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { refreshReviews } from './review-cache';

/** The reviewer removes their review, or an admin removes any; the average is worked out again on the server. */
export function useDeleteReview(businessId: number) {
  return useMutation({
    mutationFn: (reviewId: number) => call(businessOps.removeReview, { params: { id: businessId, reviewId } }),
    onSuccess: () => refreshReviews(businessId),
  });
}
