import {
  canonicalJobType,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
  type Category,
} from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, FlagFilter, SearchFilter } from '@/components/filter-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { JobFilters as Filters } from '../api/job-query-keys';

type JobFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (values: Record<string, string>) => void;
};

type ChoiceFilterProps = {
  label: string;
  name: string;
  anyLabel: string;
  options: readonly string[];
  labels: Record<string, string>;
  defaultValue: string | undefined;
};

/** A select of one of the contracts' enumerations, with 'any' first. */
function ChoiceFilter({ label, name, anyLabel, options, labels, defaultValue }: ChoiceFilterProps) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} name={name} defaultValue={defaultValue ?? ''}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * Search text, category, city, job type, experience level and 'Remote jobs only'; 'Search Jobs' applies them,
 * 'Clear Filters' drops them all.
 */
export function JobFilters({ filters, categories, onSearch }: JobFiltersProps) {
  return (
    <FilterForm
      label="Filter jobs"
      submitLabel={jobMessages.searchJobs}
      onSearch={onSearch}
      fieldsClassName="lg:items-end"
    >
      <SearchFilter defaultValue={filters.search} placeholder="Job title, company or skill..." />
      <CategoryFilter defaultValue={filters.category} categories={categories} />
      <CityFilter defaultValue={filters.city} />
      <ChoiceFilter
        label="Job type"
        name="job_type"
        anyLabel="All Types"
        options={JOB_TYPES}
        labels={JOB_TYPE_LABELS}
        // A shared link may spell the type 'full-time' (docs/rules/formats-and-defaults.md): the select shows it as the
        // type it is.
        defaultValue={canonicalJobType(filters.job_type) ?? undefined}
      />
      <ChoiceFilter
        label="Experience level"
        name="experience_level"
        anyLabel="All Levels"
        options={EXPERIENCE_LEVELS}
        labels={EXPERIENCE_LEVEL_LABELS}
        defaultValue={filters.experience_level}
      />
      <FlagFilter label={jobMessages.remoteOnly} name="is_remote" defaultChecked={filters.is_remote === 'true'} />
    </FilterForm>
  );
}
