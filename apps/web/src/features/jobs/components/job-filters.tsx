import { useState } from 'react';
import {
  canonicalJobType,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
  type Category,
} from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, SearchFilter } from '@/components/filter-form';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Select } from '@/components/ui/input';
import type { JobFilters as Filters } from '../api/job-query-keys';

type JobFiltersProps = {
  /** The filters in the address bar now (the form starts from them). */
  filters: Filters;
  categories: Category[] | undefined;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
};

type ChoiceFilterProps = {
  label: string;
  name: string;
  anyLabel: string;
  options: readonly string[];
  labels: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
};

/** A select of one of the contracts' enumerations, with 'any' first. */
function ChoiceFilter({ label, name, anyLabel, options, labels, value, onChange }: ChoiceFilterProps) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
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
export function JobFilters({ filters, categories, onSearch, onClear }: JobFiltersProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [category, setCategory] = useState(filters.category ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  // A shared link may spell the type 'full-time' (GUIDE §1): the select shows it as the type it is.
  const [jobType, setJobType] = useState(canonicalJobType(filters.job_type) ?? '');
  const [experienceLevel, setExperienceLevel] = useState(filters.experience_level ?? '');
  const [remoteOnly, setRemoteOnly] = useState(filters.is_remote === 'true');

  function clear() {
    setSearch('');
    setCategory('');
    setCity('');
    setJobType('');
    setExperienceLevel('');
    setRemoteOnly(false);
    onClear();
  }

  return (
    <FilterForm
      label="Filter jobs"
      submitLabel={jobMessages.searchJobs}
      onSearch={() =>
        onSearch({
          search,
          category,
          city,
          job_type: jobType,
          experience_level: experienceLevel,
          ...(remoteOnly ? { is_remote: 'true' } : {}),
        })
      }
      onClear={clear}
      fieldsClassName="lg:items-end"
    >
      <SearchFilter value={search} onChange={setSearch} placeholder="Job title, company or skill..." />
      <CategoryFilter value={category} onChange={setCategory} categories={categories} chosen={filters.category} />
      <CityFilter value={city} onChange={setCity} />
      <ChoiceFilter
        label="Job type"
        name="job_type"
        anyLabel="All Types"
        options={JOB_TYPES}
        labels={JOB_TYPE_LABELS}
        value={jobType}
        onChange={setJobType}
      />
      <ChoiceFilter
        label="Experience level"
        name="experience_level"
        anyLabel="All Levels"
        options={EXPERIENCE_LEVELS}
        labels={EXPERIENCE_LEVEL_LABELS}
        value={experienceLevel}
        onChange={setExperienceLevel}
      />
      <CheckboxField label={jobMessages.remoteOnly} className="flex min-h-11 items-center">
        {(control) => (
          <Checkbox
            {...control}
            name="is_remote"
            checked={remoteOnly}
            onChange={(event) => setRemoteOnly(event.target.checked)}
          />
        )}
      </CheckboxField>
    </FilterForm>
  );
}
