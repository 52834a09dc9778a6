import { useState } from 'react';
import type { Category } from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, SearchFilter } from '@/components/filter-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EventFilters as Filters } from '../api/get-events';

type EventFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
};

/** Search text, category, city and start date; 'Search Events' applies them, 'Clear Filters' drops them all. */
export function EventFilters({ filters, categories, onSearch, onClear }: EventFiltersProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [category, setCategory] = useState(filters.category ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const [dateFrom, setDateFrom] = useState(filters.date_from ?? '');

  function clear() {
    setSearch('');
    setCategory('');
    setCity('');
    setDateFrom('');
    onClear();
  }

  return (
    <FilterForm
      label="Filter events"
      submitLabel="Search Events"
      onSearch={() => onSearch({ search, category, city, date_from: dateFrom })}
      onClear={clear}
    >
      <SearchFilter value={search} onChange={setSearch} placeholder="Search events..." />
      <CategoryFilter value={category} onChange={setCategory} categories={categories} chosen={filters.category} />
      <CityFilter value={city} onChange={setCity} />
      <Field label="From date">
        {(control) => (
          <Input
            {...control}
            type="date"
            name="date_from"
            value={dateFrom}
            onChange={(event) => setDateFrom(event.target.value)}
          />
        )}
      </Field>
    </FilterForm>
  );
}
