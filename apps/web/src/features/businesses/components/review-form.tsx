import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Star } from 'lucide-react';
import {
  formatLongDate,
  REVIEW_COMMENT_MAX,
  REVIEW_DEFAULT_RATING,
  REVIEW_RATING_MAX,
  reviewInput,
  reviewMessages,
  type BusinessDetail,
  type ReviewCommand,
} from '@akwaaba/contracts';
import { FormLongTextField } from '@/components/long-text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useSubmitReview } from '../api/submit-review';

type ReviewFormValues = { rating: string; comment: string };

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * 'Write a Review': one to five stars (a radio group, so arrow keys choose) and an optional comment. It starts at five
 * stars with no comment, or from the member's own review, which sending again edits (one review per member;
 * docs/rules/formats-and-defaults.md, who-sees-what.md). After a review is sent the form closes: the review, the new
 * average and the member's review to edit next time come from the answer.
 */
export function ReviewForm({ business, onClose }: { business: BusinessDetail; onClose: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitReview = useSubmitReview(business.id);
  const ownReview = business.user_review;

  const form = useAppForm<ReviewFormValues, unknown, ReviewCommand>({
    resolver: formResolver<ReviewFormValues, typeof reviewInput>(reviewInput),
    defaultValues: {
      rating: String(ownReview?.rating ?? REVIEW_DEFAULT_RATING),
      comment: ownReview?.comment ?? '',
    },
  });
  const rating = Number(useWatch({ control: form.control, name: 'rating' }));
  const { errors } = form.formState;

  // Opening the form takes the reader to it (it sits above the reviews, away from the button on small screens).
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit((review) =>
    submitReview.mutate(review, {
      onSuccess: (response) => {
        toast.success(response.message);
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['rating', 'comment'])) {
          toast.error(errorMessage(error, reviewMessages.submitFailed));
        }
      },
    }),
  );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900">
        {reviewMessages.formHeading}
      </h2>
      {ownReview && (
        <p className="text-sm text-stone-700">
          You reviewed this business on{' '}
          <time dateTime={ownReview.created_at}>{formatLongDate(ownReview.created_at)}</time>. Sending this form again
          updates your review.
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-describedby={errors.rating ? `${headingId}-rating-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-stone-800">Your rating</legend>
          <div className="flex gap-1">
            {STARS.map((value) => (
              <label key={value} className="cursor-pointer">
                <input type="radio" value={String(value)} {...form.register('rating')} className="peer sr-only" />
                <span className="flex rounded-md p-1 peer-focus-visible:outline-3 peer-focus-visible:outline-ghana-green">
                  <Star
                    aria-hidden="true"
                    className={cn('size-8', value <= rating ? 'fill-ghana-gold text-amber-500' : 'text-stone-400')}
                  />
                </span>
                <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${headingId}-rating-error`} message={errors.rating?.message} />
        </fieldset>
        <FormLongTextField
          control={form.control}
          name="comment"
          label="Your review (optional)"
          max={REVIEW_COMMENT_MAX}
          rows={4}
          placeholder="What was good, and what could be better?"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" isLoading={submitReview.isPending}>
            Submit Review
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
