import { useQueries } from '@tanstack/react-query';
import { businessOps, DETAIL_REVIEWS } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

/**
 * A page of a business's reviews, newest first. Pages are as long as the detail's own list, so page 2 starts
 * right after the reviews the detail already carries.
 */
const getReviews = (businessId: number, page: number) =>
  call(businessOps.reviews, { params: { id: businessId }, query: { page, per_page: DETAIL_REVIEWS } });

/** 'Show more reviews': pages 2 to `lastPage`, each cached on its own. */
export function useMoreReviews(businessId: number, lastPage: number) {
  const pages = Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) => index + 2);
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: businessKeys.reviews(businessId, page),
      queryFn: () => getReviews(businessId, page),
    })),
  });
}
