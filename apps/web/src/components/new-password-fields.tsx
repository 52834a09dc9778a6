import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordStrength } from '@/components/password-strength';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface NewPasswordFieldsProps {
  /** The password typed so far, for the strength meter. */
  password: string;
  passwordInput: UseFormRegisterReturn;
  confirmationInput: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  labels?: { password: string; confirmation: string };
  hint?: string;
}

/** A new password with the spec's strength meter, and its confirmation: registration, reset and change alike. */
export function NewPasswordFields({
  password,
  passwordInput,
  confirmationInput,
  errors,
  labels = { password: 'Password', confirmation: 'Confirm password' },
  hint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={labels.password} error={errors.password} hint={hint}>
        {(control) => (
          <div className="space-y-2">
            <Input {...control} {...passwordInput} type="password" autoComplete="new-password" />
            <PasswordStrength password={password} />
          </div>
        )}
      </Field>
      <Field label={labels.confirmation} error={errors.confirmation}>
        {(control) => <Input {...control} {...confirmationInput} type="password" autoComplete="new-password" />}
      </Field>
    </>
  );
}
