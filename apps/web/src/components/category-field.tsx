import type { ComponentProps } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Category } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

type CategoryFieldProps = {
  /** The feature's categories query: the list, or why it is not there yet. */
  categories: UseQueryResult<Category[]>;
  /** The select's form binding (react-hook-form's `field`); the value is the category's id. */
  field: ComponentProps<'select'> & { value: string };
  error: string | undefined;
  /** Said beside 'Try again' when the list failed to load. */
  loadFailed: string;
};

/** A form's required Category select, filled from the server; when the list fails, the member can try again. */
export function CategoryField({ categories, field, error, loadFailed }: CategoryFieldProps) {
  return (
    <Field
      label="Category"
      required
      error={error}
      hint={
        categories.isError ? (
          <span className="flex flex-wrap items-center gap-2">
            {loadFailed}
            <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          </span>
        ) : undefined
      }
    >
      {(control) => (
        <Select {...control} {...field} aria-required disabled={categories.isPending && !field.value}>
          <option value="">{categories.isPending ? 'Loading categories...' : 'Select a category'}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
