import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Crown, Globe, Home, Mail, MapPin, Pencil, Phone, UsersRound } from 'lucide-react';
import {
  ASSOCIATION_KIND_LABELS,
  associationMessages,
  associationShareFacts,
  cityLabel,
  formatPhone,
  type AssociationDetail as Association,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink, InfoCard, TextSection } from '@/components/detail-page';
import { HiddenByModerators } from '@/components/hidden-by-moderators';
import { ListingNotFound } from '@/components/listing-not-found';
import { PageLoading, PageLoadError } from '@/components/page-states';
import { ShareButtons } from '@/components/share-buttons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { safeExternalUrl, telHref } from '@/lib/format';
import { useAssociation } from '../api/get-associations';
import { AssociationAdminControls } from './association-admin-controls';
import { AssociationLogoImage } from './association-logo-image';
import { AssociationMembers } from './association-members';
import { MembershipButton } from './membership-button';
import { VerifiedAssociation } from './verified-association';

function BackToDirectory() {
  return <BackLink to={paths.associations.getHref()}>{associationMessages.backToDirectory}</BackLink>;
}

export function AssociationNotFound() {
  return (
    <ListingNotFound
      title={associationMessages.notFound}
      detail="It may have been removed, or it is not listed yet."
      backTo={paths.associations.getHref()}
      backLabel={associationMessages.backToDirectory}
    />
  );
}

/** Its leaders' view of where it stands: waiting for an admin, or turned down and why. */
function ManagerNotices({ association }: { association: Association }) {
  if (!association.can_manage) return null;
  if (association.status === 'hidden') return <HiddenByModerators />;
  if (association.status === 'pending') {
    return (
      <Alert variant="info" title={associationMessages.awaitingReview}>
        An admin will look at the association, or its latest changes, before it appears in the directory.
      </Alert>
    );
  }
  if (association.status === 'rejected') {
    return (
      <Alert variant="error" title="Rejected">
        {association.rejection_reason
          ? `Reason: ${association.rejection_reason}`
          : 'An admin did not approve this association.'}
      </Alert>
    );
  }
  return null;
}

/** The contact details its leaders chose to show. */
function Contacts({ association }: { association: Association }) {
  const website = safeExternalUrl(association.website);
  if (!association.phone && !association.email && !website) return null;
  return (
    <InfoCard idPrefix="association" title={associationMessages.contactHeadingPage} icon={Phone}>
      <ul className="space-y-2">
        {association.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-stone-500" />
            <a href={telHref(association.phone)} className="break-all text-ghana-green underline">
              {formatPhone(association.phone)}
            </a>
          </li>
        )}
        {association.email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-stone-500" />
            <a href={`mailto:${association.email}`} className="break-all text-ghana-green underline">
              {association.email}
            </a>
          </li>
        )}
        {website && (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 text-stone-500" />
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-ghana-green underline"
            >
              {new URL(website).host}
            </a>
          </li>
        )}
      </ul>
    </InfoCard>
  );
}

function Leaders({ association }: { association: Association }) {
  return (
    <InfoCard idPrefix="association" title={associationMessages.leadersHeading} icon={Crown}>
      <ul className="space-y-1">
        {association.leaders.map((leader) => (
          <li key={leader.id}>
            <Link to={paths.publicProfile.getHref(leader.id)} className="font-medium text-ghana-green hover:underline">
              {leader.name}
            </Link>
            <span className="text-stone-600"> · {leader.title ?? associationMessages.leaderFallbackTitle}</span>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}

/** What the route places on the page: the report button, and the association's events (the events feature's). */
type Slots = { reportButton?: ReactNode; events?: ReactNode };
type AssociationViewProps = { association: Association } & Slots;

function AssociationView({ association, reportButton, events }: AssociationViewProps) {
  const { user } = useAuth();
  const isMember = association.membership !== null;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <BackToDirectory />
      <ManagerNotices association={association} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-8">
        <div className="min-w-0 space-y-6">
          <header className="space-y-3">
            <div className="flex items-start justify-between gap-3">
              <Badge tone="green">{ASSOCIATION_KIND_LABELS[association.kind]}</Badge>
              <AssociationLogoImage association={association} size={96} className="size-20 sm:size-24" />
            </div>
            <h1 className="flex items-start gap-2 text-2xl font-bold break-words text-stone-900 sm:text-4xl">
              <span className="min-w-0">{association.name}</span>
              {association.is_verified && <VerifiedAssociation className="mt-1 size-6 sm:mt-2 sm:size-8" />}
            </h1>
            <p className="flex items-center gap-2 text-stone-800">
              <UsersRound aria-hidden="true" className="size-4 text-ghana-green" />
              {associationMessages.membersCount(association.members_count)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <MembershipButton association={association} />
              <ShareButtons
                path={paths.associationDetail.getHref(association.id)}
                title={association.name}
                facts={associationShareFacts(association)}
              />
              {association.membership?.role === 'leader' && association.status === 'approved' && (
                <Link
                  to={paths.createAssociationEvent.getHref(association.id)}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {associationMessages.postEvent}
                </Link>
              )}
              {association.can_manage && (
                <Link
                  to={paths.editAssociation.getHref(association.id)}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {associationMessages.edit}
                </Link>
              )}
              {user?.is_admin && <AssociationAdminControls association={association} />}
              {!isMember && reportButton}
            </div>
          </header>
          <TextSection id="association-about" title="About the association" text={association.description} />
          {association.status === 'approved' && events}
          {association.can_manage && <AssociationMembers association={association} />}
        </div>
        <aside aria-label="Association details" className="space-y-4">
          <InfoCard idPrefix="association" title="Home in Ghana" icon={Home}>
            <p>{associationMessages.homeRegion(association.home_region, association.home_town)}</p>
          </InfoCard>
          <InfoCard idPrefix="association" title="In South Africa" icon={MapPin}>
            <p>{associationMessages.basedIn(cityLabel(association.city), association.province)}</p>
          </InfoCard>
          {association.leaders.length > 0 && <Leaders association={association} />}
          <Contacts association={association} />
        </aside>
      </div>
    </div>
  );
}

/** /associations/{id}: public, so a link shared on WhatsApp opens for anyone (docs/rules/who-sees-what.md). */
export function AssociationDetail({ associationId, ...slots }: { associationId: number } & Slots) {
  const association = useAssociation(associationId);
  const notFound = association.error instanceof ApiError && association.error.status === 404;
  useDocumentTitle(association.data?.name ?? (notFound ? associationMessages.notFound : 'Association'));

  if (association.isPending) return <PageLoading>Loading association...</PageLoading>;
  if (association.isError) {
    if (notFound) return <AssociationNotFound />;
    return (
      <PageLoadError
        message={errorMessage(association.error, associationMessages.fetchOneFailed)}
        onRetry={() => void association.refetch()}
      >
        <BackToDirectory />
      </PageLoadError>
    );
  }
  return <AssociationView association={association.data} {...slots} />;
}
