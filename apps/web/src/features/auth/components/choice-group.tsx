import type { UserType } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';

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
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ghana-green',
              value === option.value ? 'border-ghana-green bg-ghana-green-light' : 'border-stone-300 hover:bg-stone-50',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-stone-900">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="accent-ghana-green"
              />
              {option.label}
            </span>
            {option.description && <span className="mt-1 pl-6 text-stone-600">{option.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
