import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Globe, Mail, MapPin, MessageSquarePlus, Pencil, Phone, Tag, UserRound } from 'lucide-react';
import {
  businessMessages,
  cityLabel,
  formatPhone,
  reviewMessages,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type BusinessDetail as Business,
  businessShareFacts,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink, InfoCard, TextSection } from '@/components/detail-page';
import { HiddenByModerators } from '@/components/hidden-by-moderators';
import { PageLoading, PageLoadError } from '@/components/page-states';
import { ShareButtons } from '@/components/share-buttons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { addressWithCity, formatCount, safeExternalUrl, telHref } from '@/lib/format';
import { useBusiness } from '../api/get-business';
import { BusinessLocationMap } from './business-location-map';
import { BusinessNotFound } from './business-not-found';
import { BusinessReviews, type ReviewReportButton } from './business-reviews';
import { BusinessVouches } from './business-vouches';
import { FollowButton } from './follow-button';
import { GhanaianOwnedControls } from './ghanaian-owned-controls';
import { BusinessRating } from './rating-stars';
import { VerifiedBadge } from './verified-badge';
import { VerifyListingButton } from './verify-listing-button';

// The form brings react-hook-form and the contract schemas: they load when a member opens it, not with the page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

function BackToDirectory() {
  return <BackLink to={paths.businesses.getHref()}>{businessMessages.backToDirectory}</BackLink>;
}

/**
 * The Address section's second line, 'Johannesburg, Gauteng', leaving out what the address already says (a place
 * chosen from the suggestions reads 'Braamfontein, Johannesburg, Gauteng').
 */
function cityAndProvince({ address, city, province }: Business): string {
  const carries = (name: string) => address.toLowerCase().includes(name.toLowerCase());
  const cityPart = addressWithCity(address, city) === address ? null : cityLabel(city);
  return [cityPart, carries(province) ? null : province].filter(Boolean).join(', ');
}

/** The owner's view of where the listing stands: waiting for an admin, or turned down and why. */
function OwnerNotices({ business }: { business: Business }) {
  if (!business.is_owner) return null;
  if (business.status === 'hidden') return <HiddenByModerators />;
  if (business.status === 'pending') {
    return (
      <Alert variant="info" title={businessMessages.awaitingReview}>
        An admin will look at your listing, or your latest changes to it, before it appears in the directory.
      </Alert>
    );
  }
  if (business.status === 'rejected') {
    return (
      <Alert variant="error" title="Rejected">
        {business.rejection_reason ? `Reason: ${business.rejection_reason}` : 'An admin did not approve this listing.'}
      </Alert>
    );
  }
  return null;
}

/** Monday to Sunday; a blank day is 'Closed', and a listing without hours says so. */
function OperatingHours({ hours }: { hours: Business['operating_hours'] }) {
  return (
    <InfoCard idPrefix="business" title="Operating Hours" icon={Clock}>
      {hours === null ? (
        <p className="text-stone-700">{businessMessages.hoursNotSpecified}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {WEEKDAYS.map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium">{WEEKDAY_LABELS[day]}</dt>
              <dd className={hours[day] ? 'break-words' : 'text-stone-600'}>{hours[day] || businessMessages.closed}</dd>
            </div>
          ))}
        </dl>
      )}
    </InfoCard>
  );
}

function Contacts({ business }: { business: Business }) {
  const website = safeExternalUrl(business.website);
  return (
    <>
      {business.phone && (
        <InfoCard idPrefix="business" title="Phone" icon={Phone}>
          <a href={telHref(business.phone)} className="break-all text-ghana-green underline">
            {formatPhone(business.phone)}
          </a>
        </InfoCard>
      )}
      {business.email && (
        <InfoCard idPrefix="business" title="Email" icon={Mail}>
          <a href={`mailto:${business.email}`} className="break-all text-ghana-green underline">
            {business.email}
          </a>
        </InfoCard>
      )}
      {website && (
        <InfoCard idPrefix="business" title="Website" icon={Globe}>
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-ghana-green underline"
          >
            {businessMessages.visitWebsite}
          </a>
          <p className="text-sm break-all text-stone-600">{new URL(website).host}</p>
        </InfoCard>
      )}
    </>
  );
}

/** 'Write Review' for members (a toggle of the form below), a sign-in link for visitors, nothing for the owner. */
function WriteReviewButton({ business, open, onToggle }: { business: Business; open: boolean; onToggle: () => void }) {
  const { isAuthenticated } = useAuth();
  if (business.is_owner) return null;
  if (!isAuthenticated) {
    return (
      <Link to={paths.login.getHref(paths.businessDetail.getHref(business.id))} className={buttonClasses()}>
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        {reviewMessages.writeReview}
      </Link>
    );
  }
  return (
    <Button aria-expanded={open} aria-controls={open ? 'business-review-form' : undefined} onClick={onToggle}>
      <MessageSquarePlus aria-hidden="true" className="size-4" />
      {reviewMessages.writeReview}
    </Button>
  );
}

/**
 * What the route places: report buttons on the listing (not the owner's) and on each review (not the viewer's own), and
 * the listing's calendar feed (its owner's events), offered once it is listed.
 */
type ReportSlots = { reportButton?: ReactNode; reviewReportButton?: ReviewReportButton; calendarLink?: ReactNode };

function BusinessView({
  business,
  reportButton,
  reviewReportButton,
  calendarLink,
}: { business: Business } & ReportSlots) {
  const [reviewing, setReviewing] = useState(false);
  const place = cityAndProvince(business);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <BackToDirectory />
      <OwnerNotices business={business} />
      {/* Phones read the contacts right after the name; wide screens keep them in a side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <header className="min-w-0 space-y-3 lg:col-start-1">
          <div className="flex flex-wrap gap-2">
            <Badge tone="green">
              <Tag aria-hidden="true" className="size-3.5" />
              {business.category.name}
            </Badge>
            {business.ghanaian_owned && <Badge tone="gold">{businessMessages.ghanaianOwned}</Badge>}
          </div>
          <h1 className="flex items-start gap-2 text-2xl font-bold break-words text-stone-900 sm:text-4xl">
            <span className="min-w-0">{business.name}</span>
            {business.is_verified && <VerifiedBadge className="mt-1 size-6 sm:mt-2 sm:size-8" />}
          </h1>
          <BusinessRating averageRating={business.average_rating} totalReviews={business.total_reviews} />
          {business.contact_person && (
            <p className="flex items-center gap-2 text-stone-800">
              <UserRound aria-hidden="true" className="size-4 text-ghana-green" />
              Contact: {business.contact_person}
            </p>
          )}
          <p className="text-sm text-stone-600">
            {business.followers_count === 1 ? '1 follower' : `${formatCount(business.followers_count)} followers`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <WriteReviewButton business={business} open={reviewing} onToggle={() => setReviewing((open) => !open)} />
            <FollowButton business={business} />
            <ShareButtons
              path={paths.businessDetail.getHref(business.id)}
              title={business.name}
              facts={businessShareFacts(business)}
            />
            {business.status === 'approved' && calendarLink}
            <VerifyListingButton business={business} />
            <GhanaianOwnedControls business={business} />
            {business.is_owner && (
              <Link to={paths.editBusiness.getHref(business.id)} className={buttonClasses({ variant: 'secondary' })}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            )}
            {!business.is_owner && reportButton}
          </div>
        </header>
        <aside aria-label="Business details" className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <InfoCard idPrefix="business" title="Address" icon={MapPin}>
            <p className="break-words">{business.address}</p>
            {place && <p>{place}</p>}
            <div className="pt-2">
              <BusinessLocationMap
                latitude={business.latitude}
                longitude={business.longitude}
                label={`${business.name}, ${business.address}`}
              />
            </div>
          </InfoCard>
          <Contacts business={business} />
          <OperatingHours hours={business.operating_hours} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <TextSection id="business-about" title="About this business" text={business.description} />
          {reviewing && !business.is_owner && (
            <div id="business-review-form">
              <Suspense fallback={<Spinner label="Loading the review form…" />}>
                <ReviewForm business={business} onClose={() => setReviewing(false)} />
              </Suspense>
            </div>
          )}
          <BusinessVouches business={business} />
          <BusinessReviews business={business} reviewReportButton={reviewReportButton} />
        </div>
      </div>
    </div>
  );
}

/** /businesses/{id}: public, so a link shared on WhatsApp opens for anyone (docs/rules/who-sees-what.md). */
export function BusinessDetail({ businessId, ...reportSlots }: { businessId: number } & ReportSlots) {
  const business = useBusiness(businessId);
  const notFound = business.error instanceof ApiError && business.error.status === 404;
  useDocumentTitle(business.data?.name ?? (notFound ? businessMessages.notFound : 'Business'));

  if (business.isPending) {
    return <PageLoading>Loading business details...</PageLoading>;
  }
  if (business.isError) {
    if (notFound) return <BusinessNotFound />;
    return (
      <PageLoadError
        message={errorMessage(business.error, businessMessages.fetchBusinessFailed)}
        onRetry={() => void business.refetch()}
      >
        <BackToDirectory />
      </PageLoadError>
    );
  }
  return <BusinessView business={business.data} {...reportSlots} />;
}
