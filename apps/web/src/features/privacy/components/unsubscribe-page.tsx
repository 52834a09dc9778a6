import { privacyMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { Link } from 'react-router';
import { useUnsubscribeTarget } from '../api/get-unsubscribe-target';
import { useUnsubscribe } from '../api/unsubscribe';

const settingsLink = (
  <Link to={paths.profile.getHref()} className="font-medium text-ghana-green underline underline-offset-2">
    Profile Settings → Account
  </Link>
);

/**
 * Where a mail's unsubscribe link leads. Opening it changes nothing (mail scanners open links): it says what the
 * link turns off and asks for one click, which POSTs. Works without signing in.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();

  if (!token || target.isError) {
    return (
      <Alert variant="error" title="This link does not work">
        {errorMessage(target.error, privacyMessages.unsubscribeInvalid)}
      </Alert>
    );
  }
  if (target.isPending) return <p role="status">Checking your link…</p>;

  const { label } = target.data.data;
  if (unsubscribe.isSuccess) {
    return (
      <Alert variant="success" title={unsubscribe.data.message}>
        <p>
          We will not send you {label.charAt(0).toLowerCase() + label.slice(1)} any more. You can turn them back on in{' '}
          {settingsLink}.
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-lg leading-8 text-gray-700">
        This link stops one kind of email: <strong className="font-semibold text-gray-900">{label}</strong>. Other
        emails (about your account, your RSVPs and applications) are not affected.
      </p>
      {unsubscribe.isError && (
        <Alert variant="error">{errorMessage(unsubscribe.error, privacyMessages.unsubscribeFailed)}</Alert>
      )}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        Unsubscribe
      </Button>
      <p className="text-sm text-gray-600">You can change all your email and SMS settings in {settingsLink}.</p>
    </div>
  );
}
