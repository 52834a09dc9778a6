import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** One titled card of a long form (a fieldset, so screen readers announce its title with each field). */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <fieldset className="min-w-0 space-y-5">
        <legend className="text-lg font-semibold text-stone-900">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

type ChoiceCardProps = {
  label: string;
  /** What choosing it means, under the label. */
  description?: string;
  /** Whether it is the chosen one (drawn so). */
  selected: boolean;
} & Omit<ComponentProps<'input'>, 'type' | 'className'>;

/** One radio choice drawn as a card: a larger target than the button, and room to say what the choice means. */
export function ChoiceCard({ label, description, selected, ...input }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ghana-green',
        selected ? 'border-ghana-green bg-ghana-green-light' : 'border-stone-300 hover:bg-stone-50',
      )}
    >
      <span className="flex items-center gap-2 font-semibold text-stone-900">
        <input type="radio" {...input} className="accent-ghana-green" />
        {label}
      </span>
      {description && <span className="mt-1 pl-6 text-stone-600">{description}</span>}
    </label>
  );
}

type FormActionsProps = {
  /** Where Cancel leads. */
  cancelTo: string;
  isSubmitting: boolean;
  /** The submit button's text, which says when it is busy ('Creating...'). */
  children: ReactNode;
};

/** A long form's last row: Cancel, and the submit button (first on a phone, where it sits under the thumb). */
export function FormActions({ cancelTo, isSubmitting, children }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClasses({ variant: 'secondary' })}>
        Cancel
      </Link>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {children}
      </Button>
    </div>
  );
}
