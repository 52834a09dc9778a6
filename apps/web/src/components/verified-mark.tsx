import { BadgeCheck } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/**
 * The verified tick beside a name, named for screen readers and explained on hover (`label`: 'Verified business').
 * The space before it keeps a heading's name readable: 'Kofi’s Kitchen Verified business', not 'Kofi’s
 * KitchenVerified business'.
 */
export function VerifiedMark({ label, className }: { label: string; className?: string }) {
  return (
    <>
      {' '}
      <span
        role="img"
        aria-label={label}
        title={label}
        className={cn('inline-flex shrink-0 text-ghana-green', className)}
      >
        <BadgeCheck aria-hidden="true" className="size-full" />
      </span>
    </>
  );
}
