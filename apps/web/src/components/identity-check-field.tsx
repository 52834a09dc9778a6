import type { UseFormRegisterReturn } from 'react-hook-form';
import { LogIn } from 'lucide-react';
import { profileMessages } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * What confirms the member before a step a stolen session must not take alone: their password, or — for a member who
 * signed up through a provider and has none — a sign-in within the last 10 minutes, which this offers to start.
 */
export function IdentityCheckField({
  hasPassword,
  passwordInput,
  error,
  hint,
  onSignInAgain,
}: {
  hasPassword: boolean;
  /** Signs out and opens sign-in, coming back to the profile (the route page knows how). */
  onSignInAgain: () => void | Promise<void>;
  passwordInput: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}) {
  if (hasPassword) {
    return (
      <Field label="Your password" error={error} hint={hint}>
        {(control) => <Input {...control} {...passwordInput} type="password" autoComplete="current-password" />}
      </Field>
    );
  }
  return (
    <div className="space-y-2 text-sm text-stone-700">
      <p>{profileMessages.confirmWithoutPassword}</p>
      <Button variant="secondary" onClick={() => void onSignInAgain()}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign in again
      </Button>
    </div>
  );
}
