import { useId } from 'react';
import { MailWarning } from 'lucide-react';
import { authMessages, type CurrentUser } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshCurrentUser } from '../api/get-current-user';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';

/**
 * Asks a member whose email address is not confirmed to open the link mailed to it, and says why it matters. Members
 * who joined before addresses were confirmed see it too, until they confirm: it is their one-time prompt.
 */
export function ConfirmEmailBanner({ user, headingLevel = 2 }: { user: CurrentUser; headingLevel?: 2 | 3 }) {
  const resend = useResendEmailConfirmation();
  const headingId = useId();
  if (!user.email || user.email_confirmed) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function send() {
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message || authMessages.emailConfirmationSent),
      onError: (error) => {
        if (!(error instanceof ApiError)) return toast.error(authMessages.emailConfirmationSendFailed);
        if (error.status === 409) {
          // Confirmed meanwhile (on another device, say): reloading the member takes the banner away.
          toast.info(errorMessage(error, authMessages.emailAlreadyConfirmed));
          return void refreshCurrentUser();
        }
        if (error.status === 429) return toast.error(errorMessage(error, authMessages.emailConfirmationResendWait));
        toast.error(error.fieldError('email') ?? errorMessage(error, authMessages.emailConfirmationSendFailed));
      },
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-ghana-gold-light p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-4">
        <MailWarning aria-hidden="true" className="size-8 shrink-0 text-ghana-red" />
        <div className="space-y-1">
          <Heading id={headingId} className="text-lg font-semibold text-stone-900">
            Please confirm your email address
          </Heading>
          <p className="text-stone-700">
            Open the link we sent to <strong className="font-semibold break-all">{user.email}</strong>. Your address is
            how you get back into your account; until it is confirmed nobody can be sure it is yours, another sign-in
            could claim it, and we send it no newsletter.
          </p>
        </div>
      </div>
      <Button variant="secondary" className="shrink-0" isLoading={resend.isPending} onClick={send}>
        Send the link again
      </Button>
    </section>
  );
}
