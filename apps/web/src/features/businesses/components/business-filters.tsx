import { businessMessages, type Category } from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, FlagFilter, SearchFilter } from '@/components/filter-form';
import type { BusinessFilters as Filters } from '../api/business-query-keys';

type BusinessFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (values: Record<string, string>) => void;
};

/** Search text, category, city and 'Verified only'; 'Search Businesses' applies them, 'Clear Filters' drops them. */
export function BusinessFilters({ filters, categories, onSearch }: BusinessFiltersProps) {
  return (
    <FilterForm
      label="Filter businesses"
      submitLabel={businessMessages.searchBusinesses}
      onSearch={onSearch}
      fieldsClassName="lg:items-end"
    >
      <SearchFilter defaultValue={filters.search} placeholder="Search businesses..." />
      <CategoryFilter defaultValue={filters.category} categories={categories} />
      <CityFilter defaultValue={filters.city} />
      <FlagFilter label={businessMessages.verifiedOnly} name="verified" defaultChecked={filters.verified === 'true'} />
    </FilterForm>
  );
}
