import { Link, useNavigate } from 'react-router';
import { ProfileSettings } from '@/features/profiles/components/profile-settings';
import { paths, type HomeState } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';
import { logout } from '@/features/auth/api/logout';
import { ConfirmEmailBanner } from '@/features/auth/components/confirm-email-banner';
import { DownloadDataForm } from '@/features/privacy/components/download-data-form';

export function Component() {
  useDocumentTitle('Profile Settings');
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your profile…" />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
        <p className="text-lg text-stone-800">Please sign in to view and edit your profile.</p>
        <Link to={paths.login.getHref(paths.profile.getHref())} className={buttonClasses()}>
          Sign In
        </Link>
      </div>
    );
  }
  const signInAgain = async () => {
    await logout();
    await navigate(paths.login.getHref(paths.profile.getHref()));
  };
  return (
    <ProfileSettings
      user={user}
      accountNotice={<ConfirmEmailBanner user={user} headingLevel={3} />}
      dataDownload={<DownloadDataForm hasPassword={user.has_password} onSignInAgain={signInAgain} />}
      onAccountDeleted={() => {
        const state: HomeState = { accountDeleted: true };
        return navigate(paths.home.getHref(), { replace: true, state });
      }}
      onSignInAgain={signInAgain}
    />
  );
}
