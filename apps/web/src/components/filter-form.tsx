import type { FormEvent, ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { CITIES, type Category } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

type FilterFormProps = {
  /** The search landmark's name ('Filter events'). */
  label: string;
  /** The submit button's text ('Search Events'). */
  submitLabel: string;
  /** Applies what the fields say now. */
  onSearch: () => void;
  /** Empties the fields and drops the filters. */
  onClear: () => void;
  /** Extra classes for the fields' grid. */
  fieldsClassName?: string;
  children: ReactNode;
};

/** A list's filter form: its fields in a grid, then Search and 'Clear Filters'. */
export function FilterForm({ label, submitLabel, onSearch, onClear, fieldsClassName, children }: FilterFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', fieldsClassName)}>{children}</div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      </div>
    </form>
  );
}

type FilterFieldProps = { value: string; onChange: (value: string) => void };

export function SearchFilter({ value, onChange, placeholder }: FilterFieldProps & { placeholder: string }) {
  return (
    <Field label="Search">
      {(control) => (
        <Input
          {...control}
          type="search"
          name="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
        />
      )}
    </Field>
  );
}

type CategoryFilterProps = FilterFieldProps & {
  /** The categories, once loaded. */
  categories: Category[] | undefined;
  /** The category slug in the address bar now. */
  chosen: string | undefined;
};

export function CategoryFilter({ value, onChange, categories, chosen }: CategoryFilterProps) {
  // The chosen category stays selectable while the categories load (or when they fail), so the form never drops it.
  const options = categories ?? (chosen ? [{ id: 0, slug: chosen, name: chosen }] : []);
  return (
    <Field label="Category">
      {(control) => (
        <Select {...control} name="category" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All Categories</option>
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CityFilter({ value, onChange }: FilterFieldProps) {
  return (
    <Field label="City">
      {(control) => (
        <Select {...control} name="city" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All Cities</option>
          {CITIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
