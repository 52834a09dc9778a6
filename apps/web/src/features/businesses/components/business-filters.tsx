import { useState } from 'react';
import { businessMessages, type Category } from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, SearchFilter } from '@/components/filter-form';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
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

  function clear() {
    setSearch('');
    setCategory('');
    setCity('');
    setVerifiedOnly(false);
    onClear();
  }

  return (
    <FilterForm
      label="Filter businesses"
      submitLabel={businessMessages.searchBusinesses}
      onSearch={() => onSearch({ search, category, city, ...(verifiedOnly ? { verified: 'true' } : {}) })}
      onClear={clear}
      fieldsClassName="lg:items-end"
    >
      <SearchFilter value={search} onChange={setSearch} placeholder="Search businesses..." />
      <CategoryFilter value={category} onChange={setCategory} categories={categories} chosen={filters.category} />
      <CityFilter value={city} onChange={setCity} />
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
    </FilterForm>
  );
}
