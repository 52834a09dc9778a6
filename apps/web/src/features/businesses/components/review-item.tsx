import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { BadgeCheck, MessageSquareReply, Trash2 } from 'lucide-react';
import { formatLongDate, reviewMessages, type Review } from '@akwaaba/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteReview } from '../api/delete-review';
import { RatingStars } from './rating-stars';

// Only owners reply: the form and its schema load when one opens it.
const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));

type ReviewItemProps = {
  businessId: number;
  review: Review;
  /** The business owner answers reviews that have no reply yet. */
  canReply: boolean;
  /** The reviewer, or an admin. */
  canDelete: boolean;
  /** Others' reviews can be reported (the button is the route's). */
  reportButton?: (reviewId: number, describedBy: string) => ReactNode;
};

/** One review: who (or 'Anonymous' once their account is gone), the stars, when, what they said and the reply. */
export function ReviewItem({ businessId, review, canReply, canDelete, reportButton }: ReviewItemProps) {
  const nameId = useId();
  const [replying, setReplying] = useState(false);
  const deleteReview = useDeleteReview(businessId);

  function remove() {
    if (!window.confirm('Are you sure you want to delete this review?')) return;
    deleteReview.mutate(review.id, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error, reviewMessages.deleteFailed)),
    });
  }

  return (
    <li className="space-y-3 border-t border-stone-200 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-semibold break-words text-stone-900">
            {review.user?.name ?? reviewMessages.anonymous}
          </p>
          {review.is_verified && (
            <Badge tone="green">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified member
            </Badge>
          )}
        </div>
        <time dateTime={review.created_at} className="text-sm text-stone-600">
          {formatLongDate(review.created_at)}
        </time>
      </div>
      <RatingStars rating={review.rating} />
      {review.comment && <p className="break-words whitespace-pre-line text-stone-800">{review.comment}</p>}
      {review.reply && (
        <div className="rounded-lg border-l-4 border-ghana-green bg-ghana-green-light px-4 py-3">
          <p className="text-sm font-semibold text-ghana-green-dark">{reviewMessages.ownerReply}</p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-800">{review.reply}</p>
        </div>
      )}
      {canReply && !review.reply && replying && (
        <Suspense fallback={<Spinner size="sm" label="Loading the reply form…" />}>
          <ReplyForm businessId={businessId} reviewId={review.id} onClose={() => setReplying(false)} />
        </Suspense>
      )}
      {((canReply && !review.reply && !replying) || canDelete || reportButton) && (
        <div className="flex flex-wrap gap-2">
          {canReply && !review.reply && !replying && (
            <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              Reply
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={nameId}
              isLoading={deleteReview.isPending}
              onClick={remove}
              className="text-ghana-red hover:bg-red-50"
            >
              {!deleteReview.isPending && <Trash2 aria-hidden="true" className="size-4" />}
              Delete
            </Button>
          )}
          {reportButton?.(review.id, nameId)}
        </div>
      )}
    </li>
  );
}
