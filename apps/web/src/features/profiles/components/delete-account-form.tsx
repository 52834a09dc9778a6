import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Trash2 } from 'lucide-react';
import { deleteAccountRequest, passwordCheckForm, profileMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account';
import { IdentityCheckField } from './identity-check-field';

/** Deleting the account asks for the password (or a fresh sign-in) and an explicit confirmation, then signs out. */
/** `onDeleted` leaves the page (it is for members only) before the session is forgotten. */
export function DeleteAccountForm({
  onDeleted,
  hasPassword,
  onSignInAgain,
}: {
  onDeleted: () => void | Promise<void>;
  hasPassword: boolean;
  onSignInAgain: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const remove = useDeleteAccount();
  const form = useAppForm<{ password?: string }>({
    resolver: zodResolver(hasPassword ? passwordCheckForm : deleteAccountRequest),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await remove.mutateAsync(values);
      toast.success(response.message || profileMessages.accountDeleted);
      await onDeleted();
      forgetDeletedAccount();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
    }
  });

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">
          Deleting your account removes your profile and everything you posted. This cannot be undone.
        </p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Account
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-red-900">Delete your account permanently?</p>
      {remove.isError && !form.formState.errors.password && (
        <Alert variant="error">
          {errorMessage(remove.error, 'Your account could not be deleted. Please try again.')}
        </Alert>
      )}
      <IdentityCheckField
        hasPassword={hasPassword}
        passwordInput={form.register('password')}
        error={errors.password?.message}
        onSignInAgain={onSignInAgain}
      />
      <CheckboxField label="I understand that my account and everything I posted will be deleted for good.">
        {(control) => (
          <Checkbox {...control} checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
        )}
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={!confirmed} isLoading={remove.isPending}>
          Delete my account
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(false);
            setConfirmed(false);
            form.reset();
            remove.reset();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
