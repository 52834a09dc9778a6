import { useMutation } from '@tanstack/react-query';
import { businessOps, type ReviewCommand } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';
import { refreshReviews } from './review-cache';

/** Writes the member's review, or edits it when they already have one (one per member and business). */
export function useSubmitReview(businessId: number) {
  return useMutation({
    mutationFn: (review: ReviewCommand) => call(businessOps.review, { params: { id: businessId }, body: review }),
    onSuccess: ({ data }) => {
      // The new average shows at once; the reviews themselves are read again.
      queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(businessId) }, (current) =>
        current
          ? {
              data: {
                ...current.data,
                average_rating: data.average_rating,
                total_reviews: data.total_reviews,
                user_review: data.review,
              },
            }
          : current,
      );
      refreshReviews(businessId);
    },
  });
}
