import { EmailField } from './email-field';
import { useState } from 'react';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { authMessages, forgotPasswordRequest } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { AppForm } from '@/components/app-form';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for the email a reset link goes to, then confirms it was sent ('Check Your Email'). */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useAppForm({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forgot.mutateAsync(values);
      setSentMessage(response.message || authMessages.resetLinkSent);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
    }
  });

  if (sentMessage) {
    return (
      <div className="space-y-6 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-ghana-green" />
        <h2 className="text-xl font-bold text-stone-900">Check Your Email</h2>
        <p role="status" className="text-stone-700">
          {sentMessage}
        </p>
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              forgot.reset();
              setSentMessage(null);
            }}
          >
            Try Different Email
          </Button>
          <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'primary' })}>
            Back to Sign In
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {forgot.isError && <Alert variant="error">{errorMessage(forgot.error, authMessages.forgotPasswordFailed)}</Alert>}
      <AppForm onSubmit={onSubmit}>
        <EmailField input={form.register('email')} error={errors.email?.message} />
        <Button type="submit" size="lg" className="w-full" isLoading={forgot.isPending}>
          Send Reset Link
        </Button>
      </AppForm>
      <p className="text-center text-sm">
        <Link to={paths.login.getHref()} className="font-semibold text-ghana-green hover:underline">
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
