import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Search, X } from 'lucide-react';
import { CITIES, GHANA_TOWNS, type Category } from '@akwaaba/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';

type FilterFormProps = {
  /** The search landmark's name ('Filter events'). */
  label: string;
  /** The submit button's text ('Search Events'). */
  submitLabel: string;
  /** Applies the filters the fields hold now, by field name. */
  onSearch: (values: Record<string, string>) => void;
  /** Extra classes for the fields' grid. */
  fieldsClassName?: string;
  children: ReactNode;
};

/** Every field of `form` emptied (Clear, while the address may already be the bare list's). */
function emptyFields(form: HTMLFormElement | null | undefined) {
  for (const field of Array.from(form?.elements ?? [])) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = false;
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = '';
  }
}

/**
 * A list's filter form: its fields in a grid, then Search and 'Clear Filters'. The fields are the browser's own
 * (uncontrolled) and Search reads them as sent, so what is typed before the app has hydrated the page is kept;
 * without the app the form is a plain GET form to the same address and Clear a link to the bare list.
 */
export function FilterForm({ label, submitLabel, onSearch, fieldsClassName, children }: FilterFormProps) {
  const { pathname } = useLocation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string') values[key] = value;
    });
    onSearch(values);
  }

  return (
    <form
      role="search"
      aria-label={label}
      // Sent by the browser itself before the app runs or without it (start-app.js leaves GET forms to it).
      method="get"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', fieldsClassName)}>{children}</div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
        <Link
          to={pathname}
          className={buttonClasses({ variant: 'secondary' })}
          onClick={(event) => emptyFields(event.currentTarget.closest('form'))}
        >
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </Link>
      </div>
    </form>
  );
}

/** A filter's value in the address bar now (the field starts from it). */
type FilterFieldProps = { defaultValue: string | undefined };

export function SearchFilter({ defaultValue, placeholder }: FilterFieldProps & { placeholder: string }) {
  return (
    <Field label="Search">
      {(control) => (
        <Input
          {...control}
          type="search"
          name="search"
          defaultValue={defaultValue ?? ''}
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
};

export function CategoryFilter({ defaultValue, categories }: CategoryFilterProps) {
  // The chosen category stays selectable while the categories load (or when they fail), so the form never drops it.
  const options = categories ?? (defaultValue ? [{ id: 0, slug: defaultValue, name: defaultValue }] : []);
  return (
    <Field label="Category">
      {(control) => (
        <Select {...control} name="category" defaultValue={defaultValue ?? ''}>
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

const cityOptions = (places: readonly { value: string; label: string }[]) =>
  places.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The city filter; events, which may be held in Ghana, offer Ghana's towns too, in a group of their own. */
export function CityFilter({ defaultValue, withGhana = false }: FilterFieldProps & { withGhana?: boolean }) {
  return (
    <Field label="City">
      {(control) => (
        <Select {...control} name="city" defaultValue={defaultValue ?? ''}>
          <option value="">All Cities</option>
          {withGhana ? (
            <>
              <optgroup label="South Africa">{cityOptions(CITIES)}</optgroup>
              <optgroup label="Ghana">{cityOptions(GHANA_TOWNS)}</optgroup>
            </>
          ) : (
            cityOptions(CITIES)
          )}
        </Select>
      )}
    </Field>
  );
}

type FlagFilterProps = { label: string; name: string; defaultChecked: boolean };

/** A yes-only filter ('Verified only'): ticked, it is sent as `name=true`, the spelling the address and API use. */
export function FlagFilter({ label, name, defaultChecked }: FlagFilterProps) {
  return (
    <CheckboxField label={label} className="flex min-h-11 items-center">
      {(control) => <Checkbox {...control} name={name} value="true" defaultChecked={defaultChecked} />}
    </CheckboxField>
  );
}
