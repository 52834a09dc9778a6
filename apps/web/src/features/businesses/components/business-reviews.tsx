import { useState, type ReactNode } from 'react';
import { reviewMessages, type BusinessDetail, type Review } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useMoreReviews } from '../api/get-reviews';
import { ReviewItem } from './review-item';

/** Reviews in order, each once: a review written while paging shifts the pages, so one may come twice. */
function uniqueReviews(lists: Review[][]): Review[] {
  const seen = new Set<number>();
  const unique: Review[] = [];
  for (const review of lists.flat()) {
    if (seen.has(review.id)) continue;
    seen.add(review.id);
    unique.push(review);
  }
  return unique;
}

/** A review's Report button, tied by `describedBy` to the reviewer's name. */
export type ReviewReportButton = (reviewId: number, describedBy: string) => ReactNode;

/** 'Customer Reviews': the newest ones come with the listing; 'Show more reviews' pages through the rest. */
export function BusinessReviews({
  business,
  reviewReportButton,
}: {
  business: BusinessDetail;
  reviewReportButton?: ReviewReportButton;
}) {
  const { user } = useAuth();
  const [lastPage, setLastPage] = useState(1);
  const morePages = useMoreReviews(business.id, lastPage);
  const lastQuery = morePages.at(-1);

  const reviews = uniqueReviews([business.reviews, ...morePages.map((query) => query.data?.data ?? [])]);
  const hasMore = lastQuery
    ? lastQuery.isPending || (lastQuery.data !== undefined && lastQuery.data.current_page < lastQuery.data.last_page)
    : business.total_reviews > business.reviews.length;

  return (
    <section
      aria-labelledby="business-reviews"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="business-reviews" className="text-lg font-semibold text-stone-900">
        {reviewMessages.listHeading}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-stone-700">{reviewMessages.noReviews}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              businessId={business.id}
              review={review}
              canReply={business.is_owner}
              canDelete={Boolean(user && (user.is_admin || review.user?.id === user.id))}
              reportButton={user && review.user?.id === user.id ? undefined : reviewReportButton}
            />
          ))}
        </ul>
      )}
      {lastQuery?.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(lastQuery.error, 'Failed to load more reviews.')}</Alert>
          <Button variant="secondary" onClick={() => void lastQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        hasMore && (
          <Button variant="secondary" isLoading={lastQuery?.isPending} onClick={() => setLastPage((page) => page + 1)}>
            Show more reviews
          </Button>
        )
      )}
    </section>
  );
}
