import type { Category } from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, SearchFilter } from '@/components/filter-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EventFilters as Filters } from '../api/get-events';

type EventFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (values: Record<string, string>) => void;
};

/** Search text, category, city and start date; 'Search Events' applies them, 'Clear Filters' drops them all. */
export function EventFilters({ filters, categories, onSearch }: EventFiltersProps) {
  return (
    <FilterForm label="Filter events" submitLabel="Search Events" onSearch={onSearch}>
      <SearchFilter defaultValue={filters.search} placeholder="Search events..." />
      <CategoryFilter defaultValue={filters.category} categories={categories} />
      <CityFilter defaultValue={filters.city} withGhana />
      <Field label="From date">
        {(control) => <Input {...control} type="date" name="date_from" defaultValue={filters.date_from ?? ''} />}
      </Field>
    </FilterForm>
  );
}
