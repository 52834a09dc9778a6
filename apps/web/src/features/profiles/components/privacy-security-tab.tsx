import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { KeyRound } from 'lucide-react';
import { changePasswordRequest, profileMessages } from '@akwaaba/contracts';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { useChangePassword } from '../api/change-password';

const emptyPasswords = { current_password: '', password: '', password_confirmation: '' };

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useAppForm({ resolver: zodResolver(changePasswordRequest), defaultValues: emptyPasswords });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await change.mutateAsync(values);
      toast.success(response.message || profileMessages.passwordChanged);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      {change.isError && <Alert variant="error">{errorMessage(change.error, profileMessages.updateFailed)}</Alert>}
      <Field label="Current password" error={errors.current_password?.message}>
        {(control) => (
          <Input {...control} {...form.register('current_password')} type="password" autoComplete="current-password" />
        )}
      </Field>
      <NewPasswordFields
        password={password}
        passwordInput={form.register('password')}
        confirmationInput={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        hint="At least 8 characters with uppercase, lowercase and a number."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={change.isPending}>
          Update Password
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function PrivacySecurityTab({ dataDownload }: { dataDownload: ReactNode }) {
  const [changing, setChanging] = useState(false);
  return (
    <div className="space-y-8">
      <PasswordSection changing={changing} setChanging={setChanging} />
      <section className="space-y-4">
        <h3 className="text-base font-semibold text-stone-900">Your data</h3>
        {dataDownload}
      </section>
    </div>
  );
}

function PasswordSection({ changing, setChanging }: { changing: boolean; setChanging: (changing: boolean) => void }) {
  return (
    <section className="space-y-4">
      <h3 className="text-base font-semibold text-stone-900">Password</h3>
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} />
      ) : (
        <div className="space-y-3">
          <p className="text-stone-700">Changing your password signs you out on your other devices.</p>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Password
          </Button>
        </div>
      )}
    </section>
  );
}
