import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';

/**
 * 'I am 18 or older': the API refuses a sign-up without it (POPIA ss34–35, a child's information needs a guardian's
 * consent) and records the confirmation with the account; the contract's message shows under the box.
 */
export function AgeConfirmField({ input, error }: { input: UseFormRegisterReturn; error?: string }) {
  return (
    <CheckboxField error={error} label="I am 18 or older">
      {(control) => <Checkbox {...control} {...input} />}
    </CheckboxField>
  );
}
