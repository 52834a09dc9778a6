import { Link } from 'react-router';
import { authMessages } from '@akwaaba/contracts';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '../api/confirm-email';
import { useReleaseEmail } from '../api/release-email';
import { DashboardOrSignIn, MailedLinkAction } from './mailed-link-action';

/** The confirmation mail's main link (/confirm-email?token=…): the address's owner proves it is theirs. */
export function ConfirmEmail({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  return (
    <MailedLinkAction
      token={token}
      mutation={confirm}
      intro={
        <p className="text-stone-700">
          Press the button to confirm that this email address is yours. It is how you get back into your account.
        </p>
      }
      actionLabel="Confirm my email address"
      invalidMessage={authMessages.emailConfirmationInvalid}
      failedMessage={authMessages.emailConfirmationFailed}
      onSuccess={<DashboardOrSignIn />}
      onInvalid={<DashboardOrSignIn />}
    />
  );
}

/**
 * The mail's 'this was not me' link (/confirm-email?token=…&not_me=1): the address's owner takes it back from an
 * account that named it, whether at sign-up or as a new address.
 */
export function ReleaseEmail({ token }: { token: string }) {
  const release = useReleaseEmail();
  const home = (
    <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
      Go to the home page
    </Link>
  );
  return (
    <MailedLinkAction
      token={token}
      mutation={release}
      intro={
        <p className="text-stone-700">
          Someone used this address to sign up or to change their account&apos;s address. If it was not you, release it:
          that account can no longer use it.
        </p>
      }
      actionLabel="This was not me — release my address"
      invalidMessage={authMessages.emailConfirmationInvalid}
      failedMessage={authMessages.emailReleaseFailed}
      onSuccess={home}
      onInvalid={home}
    />
  );
}
