import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { profileMessages, type PublicUser } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { labelFromSlug } from '@/lib/format';
import { useUser } from '../api/get-user';
import { Detail, DetailList, ExternalLink } from './detail-list';
import { MemberIdentity } from './member-identity';

function ProfileError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <Alert variant="error">{message}</Alert>
      <Link to={paths.home.getHref()} className={buttonClasses()}>
        Go Home
      </Link>
    </div>
  );
}

function ProfileCard({ user, reportButton }: { user: PublicUser; reportButton?: ReactNode }) {
  const links = [
    { label: 'LinkedIn', href: user.profile.linkedin_url },
    { label: 'Twitter', href: user.profile.twitter_url },
    { label: 'Facebook', href: user.profile.facebook_url },
  ].filter((link) => link.href);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div aria-hidden="true" className="h-20 bg-gradient-to-r from-ghana-red via-ghana-gold to-ghana-green" />
        <div className="-mt-10 space-y-2 px-5 pb-6 sm:px-6">
          <Avatar name={user.name} size="lg" className="ring-4 ring-white" />
          <MemberIdentity
            user={user}
            details={
              user.profile.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {user.profile.location}
                </span>
              )
            }
          />
          {reportButton && <div className="pt-2">{reportButton}</div>}
        </div>
      </div>

      <section
        aria-labelledby="about-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="about-title" className="mb-3 text-lg font-semibold text-stone-900">
          About
        </h2>
        <p className="break-words whitespace-pre-line text-stone-800">
          {user.profile.bio || `${user.name} has not written a bio yet.`}
        </p>
        {user.profile.profession && <p className="mt-3 text-stone-700">Profession: {user.profile.profession}</p>}
        {links.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm">
            {links.map((link) => (
              <li key={link.label}>
                <span className="font-medium text-stone-700">{link.label}: </span>
                <ExternalLink href={link.href} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {user.user_type === 'business' && (
        <section
          aria-labelledby="business-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="business-title" className="mb-4 text-lg font-semibold text-stone-900">
            Business Details
          </h2>
          <DetailList>
            <Detail label="Business name" value={user.business_name} />
            <Detail label="Category" value={user.business_category ? labelFromSlug(user.business_category) : null} />
            <Detail label="Description" value={user.business_description} wide />
          </DetailList>
        </section>
      )}
    </div>
  );
}

/** A member's public page: only what the API lets anyone see; others (not the member) may report it. */
export function PublicProfile({ userId, reportButton }: { userId: number; reportButton?: ReactNode }) {
  const user = useUser(userId);
  const viewer = useAuth().user;
  useDocumentTitle(user.data?.name ?? 'Member profile');
  if (user.isPending) return <PageSpinner label="Loading profile…" />;
  if (user.isError) {
    const notFound = user.error instanceof ApiError && user.error.status === 404;
    return <ProfileError message={notFound ? profileMessages.userNotFound : profileMessages.fetchUserFailed} />;
  }
  return <ProfileCard user={user.data} reportButton={viewer?.id === userId ? undefined : reportButton} />;
}

export function MissingUserId() {
  return <ProfileError message={profileMessages.userIdMissing} />;
}
