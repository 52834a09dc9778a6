import type { UserType } from '@akwaaba/contracts';
import { ChoiceCard } from '@/components/form-layout';

/** The two kinds of account, as sign-up and the social sign-up's choice offer them. */
export const ACCOUNT_TYPE_OPTIONS: readonly { value: UserType; label: string; description: string }[] = [
  { value: 'individual', label: 'Individual', description: 'Join events, follow businesses, find jobs' },
  { value: 'business', label: 'Business', description: 'Host events, list your business, post jobs' },
];

/** Radio choices shown as cards (account type, sign-up method). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            label={option.label}
            description={option.description}
            selected={value === option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
