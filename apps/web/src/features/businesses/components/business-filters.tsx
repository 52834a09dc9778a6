import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { businessMessages, FILTER_CITIES, type Category } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import type { BusinessFilters as Filters } from '../api/business-query-keys';

type BusinessFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
};

/** Search text, category, city and 'Verified only'; 'Search Businesses' applies them, 'Clear Filters' drops them. */
export function BusinessFilters({ filters, categories, onSearch, onClear }: BusinessFiltersProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [category, setCategory] = useState(filters.category ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const [verifiedOnly, setVerifiedOnly] = useState(filters.verified === 'true');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ search, category, city, ...(verifiedOnly ? { verified: 'true' } : {}) });
  }

  function clear() {
    setSearch('');
    setCategory('');
    setCity('');
    setVerifiedOnly(false);
    onClear();
  }

  // The chosen category stays selectable while the categories load (or when they fail), so the form never drops it.
  const categoryOptions =
    categories ?? (filters.category ? [{ id: 0, slug: filters.category, name: filters.category }] : []);

  return (
    <form
      role="search"
      aria-label="Filter businesses"
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Field label="Search">
          {(control) => (
            <Input
              {...control}
              type="search"
              name="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search businesses..."
              maxLength={100}
            />
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <Select {...control} name="category" value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">All Categories</option>
              {categoryOptions.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="City">
          {(control) => (
            <Select {...control} name="city" value={city} onChange={(event) => setCity(event.target.value)}>
              <option value="">All Cities</option>
              {FILTER_CITIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <CheckboxField label={businessMessages.verifiedOnly} className="flex min-h-11 items-center">
          {(control) => (
            <Checkbox
              {...control}
              name="verified"
              checked={verifiedOnly}
              onChange={(event) => setVerifiedOnly(event.target.checked)}
            />
          )}
        </CheckboxField>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {businessMessages.searchBusinesses}
        </Button>
        <Button variant="secondary" onClick={clear}>
          <X aria-hidden="true" className="size-4" />
          {businessMessages.clearFilters}
        </Button>
      </div>
    </form>
  );
}
