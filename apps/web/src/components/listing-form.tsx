import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';

type ListingFormPageProps = {
  /** The page's heading ('Create New Event', 'Edit Job'). */
  title: string;
  /** What is shown between the heading and the form (a note on review, what is being duplicated). */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's sections, then its actions (form-layout.tsx's FormSection and FormActions). */
  children: ReactNode;
};

/** The page of a listing's create or edit form (an event, a business, a job): its heading, a note, the form. */
export function ListingFormPage({ title, intro, onSubmit, children }: ListingFormPageProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      {intro}
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {children}
      </form>
    </div>
  );
}

type CategoryValues = FieldValues & { category_id: string };

/**
 * A listing form's categories (docs/rules/formats-and-defaults.md): a failed load is said once in a toast (the field
 * offers to try again), and the category defaults to the first one loaded.
 */
export function useDefaultCategory<TValues extends CategoryValues>(
  categories: Pick<UseQueryResult<readonly { id: number }[]>, 'data' | 'error'>,
  form: Pick<UseFormReturn<TValues, unknown, TValues>, 'getValues' | 'setValue'>,
  failed: { message: string; toastId: string },
): void {
  const { message, toastId } = failed;
  useEffect(() => {
    if (!categories.error) return;
    console.error(categories.error);
    // One toast even when the effect runs twice (StrictMode).
    toast.error(message, { id: toastId });
  }, [categories.error, message, toastId]);

  const firstCategory = categories.data?.[0];
  const field = 'category_id' as Path<TValues>;
  useEffect(() => {
    if (firstCategory && !form.getValues(field))
      form.setValue(field, String(firstCategory.id) as PathValue<TValues, Path<TValues>>);
  }, [firstCategory, form, field]);
}
