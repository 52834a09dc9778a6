import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { authMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SpinnerRing } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { restoreSession } from '../api/get-current-user';
import { useSocialSignIn } from '../api/social-sign-in';
import { ChooseAccountType } from './choose-account-type';

type AuthCallbackProps = {
  code: string | null;
  token: string | null;
  onSignedIn: () => void;
  onMissing: () => void;
};

/**
 * The social sign-in return: trades `?code=` for a token (or keeps a `?token=` as given), then goes on;
 * a member new through a provider first chooses individual or business.
 */
export function AuthCallback({ code, token, onSignedIn, onMissing }: AuthCallbackProps) {
  const social = useSocialSignIn();
  // The code is single-use: StrictMode's second effect run must not send it again.
  const started = useRef(false);
  const [choosingType, setChoosingType] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (code) {
      social.mutate(code, {
        onSuccess: ({ data }) => (data.user.account_type_chosen ? onSignedIn() : setChoosingType(true)),
      });
    } else if (token) {
      authStore.acceptToken(token);
      void restoreSession();
      onSignedIn();
    } else {
      onMissing();
    }
  }, [code, token, social, onSignedIn, onMissing]);

  if (choosingType) return <ChooseAccountType onDone={onSignedIn} />;

  if (social.isError) {
    return (
      <div className="space-y-4">
        <Alert variant="error">{errorMessage(social.error, authMessages.socialFailed)}</Alert>
        <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <SpinnerRing size="lg" />
      <p className="text-lg font-medium text-stone-800">Logging you in...</p>
    </div>
  );
}
