import { cn } from '@/components/ui/cn';

/** The unread count as a small badge, capped at 9+ so it stays round; screen readers get the count from a label. */
export function UnreadCountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-ghana-red px-1 text-[11px] leading-5 font-bold text-white',
        className,
      )}
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
