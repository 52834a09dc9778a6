import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';

const barColours = ['bg-ghana-red', 'bg-ghana-red', 'bg-orange-500', 'bg-ghana-gold', 'bg-lime-600', 'bg-ghana-green'];
const textColours = [
  'text-ghana-red',
  'text-ghana-red',
  'text-orange-700',
  'text-amber-800',
  'text-lime-800',
  'text-ghana-green',
];

/** The spec's 0–5 meter: a point each for length 8+, lowercase, uppercase, digit and symbol. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  const label = PASSWORD_STRENGTH_LABELS[score];
  return (
    <div id={id} className="space-y-1">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 flex-1 rounded-full', step <= score ? barColours[score] : 'bg-stone-200')}
          />
        ))}
      </div>
      <p aria-live="polite" className={cn('text-sm font-medium', textColours[score])}>
        Password strength: {label}
      </p>
    </div>
  );
}
