import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageResponse } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

type MailedLinkActionProps = {
  /** The link's token ('' when the address had none). */
  token: string;
  /** The call the button makes with the token. */
  mutation: UseMutationResult<MessageResponse, Error, { token: string }>;
  /** What the page says before the member acts. */
  intro: ReactNode;
  actionLabel: string;
  /** Shown for a link without a token. */
  invalidMessage: string;
  /** Shown when the call fails for another reason than the token (no connection, a server error). */
  failedMessage: string;
  /** Below the API's message once the call succeeded. */
  onSuccess: ReactNode;
  /** Below the message when the link does not work: where to go instead. */
  onInvalid: ReactNode;
};

/** The outcome that replaces the button: focus moves to it so a keyboard or screen reader user hears it. */
function Outcome({
  variant,
  message,
  focus,
  children,
}: {
  variant: 'success' | 'error';
  message: string;
  focus: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div ref={box} tabIndex={-1} className="space-y-4 outline-none">
      <Alert variant={variant}>{message}</Alert>
      {children}
    </div>
  );
}

/**
 * A page a mailed link opens (confirm an address, 'this was not me', undo a provider link). Opening it changes
 * nothing, since mail scanners open links: it explains and waits for one press of its button, which POSTs the token.
 */
export function MailedLinkAction({
  token,
  mutation,
  intro,
  actionLabel,
  invalidMessage,
  failedMessage,
  onSuccess,
  onInvalid,
}: MailedLinkActionProps) {
  if (!token) {
    return (
      <Outcome variant="error" message={invalidMessage} focus={false}>
        {onInvalid}
      </Outcome>
    );
  }
  if (mutation.isSuccess) {
    return (
      <Outcome variant="success" message={mutation.data.message} focus>
        {onSuccess}
      </Outcome>
    );
  }
  const tokenError = mutation.error instanceof ApiError ? mutation.error.fieldError('token') : undefined;
  if (tokenError) {
    return (
      <Outcome variant="error" message={tokenError} focus>
        {onInvalid}
      </Outcome>
    );
  }
  return (
    <div className="space-y-5">
      {intro}
      {mutation.isError && <Alert variant="error">{errorMessage(mutation.error, failedMessage)}</Alert>}
      <Button size="lg" className="w-full" isLoading={mutation.isPending} onClick={() => mutation.mutate({ token })}>
        {actionLabel}
      </Button>
    </div>
  );
}

/** Where to go after a link: the dashboard for a member signed in on this browser, else sign-in. */
export function DashboardOrSignIn() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Link to={paths.dashboard.getHref()} className={buttonClasses({ className: 'w-full' })}>
      Go to your dashboard
    </Link>
  ) : (
    <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
      Sign In
    </Link>
  );
}
