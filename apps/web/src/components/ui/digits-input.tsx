import type { ChangeEvent, ComponentProps } from 'react';
import { Input } from './input';

type DigitsInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'>;

/** A text box that keeps digits only (phone numbers, SMS codes), whatever is typed or pasted. */
export function DigitsInput({ onChange, ...props }: DigitsInputProps) {
  function keepDigits(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  }
  return <Input type="text" inputMode="numeric" {...props} onChange={keepDigits} />;
}
