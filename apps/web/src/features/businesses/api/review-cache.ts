import type { ListResponse, Review } from '@akwaaba/contracts';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

/** Puts a changed review (a reply, say) wherever the page shows it: the detail's newest and the later pages. */
export function replaceReview(businessId: number, review: Review): void {
  const swap = (reviews: Review[]) => reviews.map((item) => (item.id === review.id ? review : item));
  queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(businessId) }, (current) =>
    current ? { data: { ...current.data, reviews: swap(current.data.reviews) } } : current,
  );
  queryClient.setQueriesData<ListResponse<Review>>({ queryKey: businessKeys.allReviews(businessId) }, (current) =>
    current ? { ...current, data: swap(current.data) } : current,
  );
}

/** A review came or went: the detail (newest reviews, the member's own), later pages and the cards read again. */
export function refreshReviews(businessId: number): void {
  void queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) });
  void queryClient.invalidateQueries({ queryKey: businessKeys.allReviews(businessId) });
  void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: businessKeys.allFollowing() });
}
