import { useId } from 'react';
import { Link } from 'react-router';
import { MapPin, Phone, UserRound } from 'lucide-react';
import { businessMessages, type BusinessSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { addressWithCity, formatPhone, telHref } from '@/lib/format';
import { BusinessRating } from './rating-stars';
import { VerifiedBadge } from './verified-badge';

export function BusinessCard({ business }: { business: BusinessSummary }) {
  const titleId = useId();
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div>
        <Badge tone="green">{business.category.name}</Badge>
      </div>
      <h2 className="flex items-start gap-2 text-lg leading-snug font-semibold break-words text-stone-900">
        <span id={titleId} className="min-w-0">
          {business.name}
        </span>
        {business.is_verified && <VerifiedBadge className="mt-0.5 size-5" />}
      </h2>
      <BusinessRating averageRating={business.average_rating} totalReviews={business.total_reviews} />
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
      <Link
        to={paths.businessDetail.getHref(business.id)}
        aria-describedby={titleId}
        className={buttonClasses({ className: 'mt-auto w-full' })}
      >
        {businessMessages.viewDetails}
      </Link>
    </article>
  );
}
