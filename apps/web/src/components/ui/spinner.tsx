import { cn } from './cn';

type Size = 'sm' | 'md' | 'lg';
const sizes: Record<Size, string> = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

/** The spinning ring alone, hidden from screen readers (put the words beside it). */
export function SpinnerRing({ size = 'md', className }: { size?: Size; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-ghana-green border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
}

/** A spinner announced as `label` (read by screen readers only). */
export function Spinner({
  label = 'Loading…',
  className,
  size = 'md',
}: {
  label?: string;
  className?: string;
  size?: Size;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <SpinnerRing size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a page or section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
