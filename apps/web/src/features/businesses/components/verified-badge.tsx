import { BadgeCheck } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/**
 * The verified tick beside a business's name, named for screen readers and explained on hover. The space before it
 * keeps a heading's name readable: 'Kofi’s Kitchen Verified business', not 'Kofi’s KitchenVerified business'.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <>
      {' '}
      <span
        role="img"
        aria-label="Verified business"
        title="Verified business"
        className={cn('inline-flex shrink-0 text-ghana-green', className)}
      >
        <BadgeCheck aria-hidden="true" className="size-full" />
      </span>
    </>
  );
}
