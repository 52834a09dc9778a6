import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  green: 'bg-ghana-green-light text-ghana-green-dark',
  gold: 'bg-ghana-gold-light text-stone-900',
  red: 'bg-red-50 text-red-800',
  neutral: 'bg-stone-100 text-stone-800',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
