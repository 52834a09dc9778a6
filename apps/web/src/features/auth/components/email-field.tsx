import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The email box of sign-in, sign-up and password reset. */
export function EmailField({ input, error }: { input: UseFormRegisterReturn; error: string | undefined }) {
  return (
    <Field label="Email address" error={error}>
      {(control) => <Input {...control} {...input} type="email" autoComplete="email" placeholder="you@example.com" />}
    </Field>
  );
}
