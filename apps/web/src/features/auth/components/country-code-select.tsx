import type { ComponentProps } from 'react';
import { COUNTRY_CODES } from '@akwaaba/contracts';
import { Select } from '@/components/ui/input';

/** The six country codes members sign up with (+233 first and by default). */
export function CountryCodeSelect(props: ComponentProps<'select'>) {
  return (
    <Select autoComplete="tel-country-code" {...props}>
      {COUNTRY_CODES.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.code} {entry.country}
        </option>
      ))}
    </Select>
  );
}
