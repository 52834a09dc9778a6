import { memo, useId } from 'react';
import { Link } from 'react-router';
import { MapPin, Phone, UserRound } from 'lucide-react';
import { businessMessages, cityLabel, formatPhone, type BusinessSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { addressWithCity, telHref } from '@/lib/format';
import { BusinessRating } from './rating-stars';
import { VerifiedBadge } from './verified-badge';

const cardClasses = 'flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';

type BusinessCardProps = {
  business: BusinessSummary;
  /**
   * A short card for a row of highlights under an h2 (the home page): an h3 name held to two lines, the rating and
   * the city, no description or contact lines, so every card has the height of its skeleton.
   */
  compact?: boolean;
};

// Memoised: a list renders again once a signed-in member is known (after hydration, in one blocking task), and its
// cards, unchanged, are then skipped.
export const BusinessCard = memo(function BusinessCard({ business, compact = false }: BusinessCardProps) {
  const titleId = useId();
  const Title = compact ? 'h3' : 'h2';
  return (
    <article className={cn(cardClasses, 'transition-shadow hover:shadow-md')}>
      <div className="flex flex-wrap gap-2">
        <Badge tone="green">{business.category.name}</Badge>
        {business.ghanaian_owned && <Badge tone="gold">{businessMessages.ghanaianOwned}</Badge>}
      </div>
      <Title
        className={cn(
          'flex items-start gap-2 text-lg leading-snug font-semibold break-words text-stone-900',
          compact && 'min-h-[2lh]',
        )}
      >
        <span id={titleId} className={cn('min-w-0', compact && 'line-clamp-2')}>
          {business.name}
        </span>
        {business.is_verified && <VerifiedBadge className="mt-0.5 size-5" />}
      </Title>
      <BusinessRating averageRating={business.average_rating} totalReviews={business.total_reviews} />
      {compact ? (
        <p className="flex items-start gap-2 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 truncate">{cityLabel(business.city)}</span>
        </p>
      ) : (
        <BusinessDetails business={business} />
      )}
      <Link
        to={paths.businessDetail.getHref(business.id)}
        aria-describedby={titleId}
        className={buttonClasses({ className: 'mt-auto w-full' })}
      >
        {businessMessages.viewDetails}
      </Link>
    </article>
  );
});

/** The full card's description, address and contact lines. */
function BusinessDetails({ business }: { business: BusinessSummary }) {
  return (
    <>
      <p className="line-clamp-3 text-sm break-words text-stone-700">{business.description}</p>
      <ul className="space-y-1.5 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 break-words">{addressWithCity(business.address, business.city)}</span>
        </li>
        {business.contact_person && (
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <span className="min-w-0 break-words">Contact: {business.contact_person}</span>
          </li>
        )}
        {business.phone && (
          <li className="flex items-start gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <a href={telHref(business.phone)} className="break-all text-ghana-green hover:underline">
              {formatPhone(business.phone)}
            </a>
          </li>
        )}
      </ul>
    </>
  );
}

/** A compact card's shape while it loads: the same boxes and line heights, so nothing moves when it arrives. */
export function BusinessCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardClasses}>
      <div>
        <Badge className="animate-pulse">
          <span className="invisible">Restaurant</span>
        </Badge>
      </div>
      <p className="min-h-[2lh] text-lg leading-snug font-semibold">
        <span className="block h-[1lh] w-3/4 animate-pulse rounded bg-stone-200" />
      </p>
      <p className="w-1/2 animate-pulse rounded bg-stone-200 text-sm">&nbsp;</p>
      <p className="w-1/3 animate-pulse rounded bg-stone-200 text-sm">&nbsp;</p>
      <div className="mt-auto h-11 w-full animate-pulse rounded-lg bg-stone-200" />
    </div>
  );
}
