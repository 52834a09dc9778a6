import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { deleteAccountRequest, passwordCheckForm, profileMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account';
import { IdentityCheckField } from '@/components/identity-check-field';

/**
 * Deleting the account asks for the password (or a fresh sign-in) and an explicit confirmation, then signs out.
 * `onDeleted` takes the former member to a public page that says the account is gone. The session is forgotten
 * first, so that no request of that page carries the revoked token.
 */
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
      // The page the member lands on says the account was deleted (the home page's notice), so no toast says it too.
      await remove.mutateAsync(values);
      forgetDeletedAccount();
      // The members' guard answers the ended session first (it sends the signed-out to sign in); the navigation
      // that follows overrides it, as signing out does.
      await new Promise((resolve) => setTimeout(resolve));
      await onDeleted();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
    }
  });

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">{profileMessages.deleteAccountSummary}</p>
        <p className="text-sm text-stone-600">{profileMessages.deleteAccountKept}</p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Account
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{profileMessages.deleteAccountHeading}</p>
      <p className="text-sm text-stone-800">{profileMessages.deleteAccountSummary}</p>
      {remove.isError && !form.formState.errors.password && (
        <Alert variant="error">{errorMessage(remove.error, profileMessages.deleteAccountFailed)}</Alert>
      )}
      <IdentityCheckField
        hasPassword={hasPassword}
        passwordInput={form.register('password')}
        error={errors.password?.message}
        onSignInAgain={onSignInAgain}
      />
      <CheckboxField label={profileMessages.deleteAccountConfirm}>
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
