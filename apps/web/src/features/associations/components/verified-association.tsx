import { BadgeCheck } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** The verified tick beside an association's name, named for screen readers and explained on hover. */
export function VerifiedAssociation({ className }: { className?: string }) {
  return (
    <>
      {' '}
      <span
        role="img"
        aria-label="Verified association"
        title="Verified association"
        className={cn('inline-flex shrink-0 text-ghana-green', className)}
      >
        <BadgeCheck aria-hidden="true" className="size-full" />
      </span>
    </>
  );
}
