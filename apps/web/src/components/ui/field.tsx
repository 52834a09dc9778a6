import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Marks the label for required fields (the control carries `required`/aria-required itself). */
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and first error message, wired for screen readers. */
export function Field({ label, error, hint, className, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel id={id} label={label} required={required} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's label; a required field's ends in a red star (screen readers hear the control's own required state). */
export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-stone-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-ghana-red">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-ghana-red">
      {message}
    </p>
  );
}

type CheckboxFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A checkbox with its label beside it. */
export function CheckboxField({ label, error, hint, className, children }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-3">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
