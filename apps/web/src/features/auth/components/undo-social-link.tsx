import { Link } from 'react-router';
import { authMessages } from '@akwaaba/contracts';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUndoSocialLink } from '../api/undo-social-link';
import { DashboardOrSignIn, MailedLinkAction } from './mailed-link-action';

/**
 * The link in the mail telling a member a provider was linked to their account by its email (/undo-link?token=…):
 * it unlinks the provider and ends every session of the account, this browser's included.
 */
export function UndoSocialLink({ token }: { token: string }) {
  const undo = useUndoSocialLink();
  return (
    <MailedLinkAction
      token={token}
      mutation={undo}
      intro={
        <p className="text-stone-700">
          A sign-in provider (such as Google) was linked to your Akwaaba account because it vouched for your email
          address. If you did not do this, stop it: the provider will no longer sign in to your account, and everyone
          signed in to the account, you included, is signed out.
        </p>
      }
      actionLabel="Stop this provider signing me in"
      invalidMessage={authMessages.socialLinkUndoInvalid}
      failedMessage={authMessages.socialLinkUndoFailed}
      onSuccess={
        <>
          <p className="text-stone-700">
            Please sign in again. If you did not link the provider yourself, choose a new password too.
          </p>
          <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
            Sign In
          </Link>
          <Link
            to={paths.forgotPassword.getHref()}
            className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
          >
            Choose a new password
          </Link>
        </>
      }
      onInvalid={<DashboardOrSignIn />}
    />
  );
}
