import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, resetPasswordRequest } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '@/components/new-password-fields';

function RequestNewLink({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Alert variant="error">{message}</Alert>
      <Link to={paths.forgotPassword.getHref()} className={buttonClasses({ className: 'w-full' })}>
        Request a new link
      </Link>
    </div>
  );
}

/** Sets a new password with the token from the emailed link (/reset-password?token=…). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const form = useAppForm({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { token: token ?? '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  if (!token) return <RequestNewLink message={authMessages.resetTokenInvalid} />;

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success">{reset.data.message || authMessages.passwordReset}</Alert>
        <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
          Sign In
        </Link>
      </div>
    );
  }

  const tokenError = reset.error instanceof ApiError ? reset.error.fieldError('token') : undefined;
  if (tokenError) return <RequestNewLink message={tokenError} />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <div className="space-y-6">
      {reset.isError && <Alert variant="error">{errorMessage(reset.error, authMessages.resetTokenInvalid)}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordFields
          password={password}
          passwordInput={form.register('password')}
          confirmationInput={form.register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </div>
  );
}
