import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Input } from './input';

type DigitsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> & {
  ref?: React.Ref<HTMLInputElement>;
};

/** A text box that keeps digits only (phone numbers, SMS codes), whatever is typed or pasted. */
export function DigitsInput({ onChange, ...props }: DigitsInputProps) {
  function keepDigits(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  }
  return <Input type="text" inputMode="numeric" {...props} onChange={keepDigits} />;
}
