import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format';

/** Ratings are shown to one decimal (docs/rules/formats-and-defaults.md): 4.25 -> '4.3'. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function reviewsCount(count: number): string {
  return count === 1 ? '1 review' : `${formatCount(count)} reviews`;
}

/** Five stars, as many filled as the rating rounds to; read out as 'Rated 4.3 out of 5' (a review's 'Rated 4 out of 5'). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  const spoken = Number.isInteger(rating) ? String(rating) : formatRating(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${spoken} out of ${REVIEW_RATING_MAX}`}
      className={cn('inline-flex shrink-0 items-center gap-0.5', className)}
    >
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-4', index < filled ? 'fill-ghana-gold text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}

/** The listing's average with its count: stars and '4.3 (12 reviews)', or 'No reviews yet'. */
export function BusinessRating({ averageRating, totalReviews }: { averageRating: number; totalReviews: number }) {
  if (totalReviews === 0) return <span className="text-sm text-stone-600">No reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-stone-800">
      <RatingStars rating={averageRating} />
      <span>
        <span className="font-semibold">{formatRating(averageRating)}</span> ({reviewsCount(totalReviews)})
      </span>
    </span>
  );
}
