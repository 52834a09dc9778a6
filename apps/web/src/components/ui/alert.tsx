import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from './cn';

type AlertProps = {
  variant?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

const styles = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-ghana-green-light text-ghana-green-dark',
  info: 'border-amber-200 bg-ghana-gold-light text-stone-800',
};
const icons = { error: AlertCircle, success: CheckCircle2, info: Info };

/** A message box; errors are announced at once (role=alert), others politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', styles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
