import type { ComponentProps } from 'react';
import { cn } from './cn';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 ' +
  'focus:border-ghana-green disabled:bg-stone-100 disabled:text-stone-600 aria-invalid:border-ghana-red read-only:bg-stone-50';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'min-h-11 pr-8', className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-5 shrink-0 rounded border-stone-400 accent-ghana-green', className)}
      {...props}
    />
  );
}
