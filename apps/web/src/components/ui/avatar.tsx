import { initialOf } from '@/lib/format';
import { cn } from './cn';

/** The member's initial in a round badge (no photos yet). */
export function Avatar({
  name,
  size = 'md',
  className,
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const sizes = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-20 text-3xl' };
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-ghana-green font-bold text-white ring-2 ring-ghana-gold',
        sizes[size],
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
