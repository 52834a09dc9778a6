import { Link } from 'react-router';
import { SearchX, UsersRound } from 'lucide-react';
import {
  ASSOCIATION_KIND_LABELS,
  ASSOCIATION_KINDS,
  associationFilterKeys,
  associationMessages,
  GHANA_REGIONS,
  PROVINCES,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { FilterForm, SearchFilter } from '@/components/filter-form';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { useAssociations } from '../api/get-associations';
import type { AssociationFilters } from '../api/association-query-keys';
import { AssociationCard } from './association-card';

type ChoiceFilterProps = {
  label: string;
  name: keyof AssociationFilters;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string | undefined;
};

function ChoiceFilter({ label, name, allLabel, options, defaultValue }: ChoiceFilterProps) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} name={name} defaultValue={defaultValue ?? ''}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const kindOptions = ASSOCIATION_KINDS.map((kind) => ({ value: kind, label: ASSOCIATION_KIND_LABELS[kind] }));
const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** /associations: approved associations, filtered from the address bar, a page of cards at a time. */
export function AssociationList({ canCreate }: { canCreate: boolean }) {
  const { query, applyFilters, pageLink } = useListSearchParams(associationFilterKeys);
  const associations = useAssociations(query);
  const { page: _page, ...filters } = query;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{associationMessages.heading}</h1>
          <p className="text-stone-700">{associationMessages.intro}</p>
        </div>
        {canCreate && (
          <Link to={paths.createAssociation.getHref()} className={buttonClasses({ variant: 'gold' })}>
            <UsersRound aria-hidden="true" className="size-4" />
            {associationMessages.register}
          </Link>
        )}
      </div>

      <FilterForm
        key={JSON.stringify(filters)}
        label="Filter associations"
        submitLabel="Search Associations"
        onSearch={applyFilters}
      >
        <SearchFilter defaultValue={filters.search} placeholder="Name, town or region..." />
        <ChoiceFilter
          label="Kind"
          name="kind"
          allLabel={associationMessages.allKinds}
          options={kindOptions}
          defaultValue={filters.kind}
        />
        <ChoiceFilter
          label="Home region"
          name="region"
          allLabel={associationMessages.allRegions}
          options={named(GHANA_REGIONS)}
          defaultValue={filters.region}
        />
        <ChoiceFilter
          label="Province"
          name="province"
          allLabel={associationMessages.allProvinces}
          options={named(PROVINCES)}
          defaultValue={filters.province}
        />
      </FilterForm>

      {associations.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading associations...
        </p>
      ) : associations.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(associations.error, associationMessages.fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => void associations.refetch()}>
            Try again
          </Button>
        </div>
      ) : associations.data.data.length === 0 ? (
        <div
          role="status"
          className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
        >
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900">{associationMessages.noAssociations}</h2>
          <p className="mt-1 text-stone-700">Try adjusting your search or filters.</p>
          {canCreate && (
            <Link to={paths.createAssociation.getHref()} className={buttonClasses({ className: 'mt-4' })}>
              <UsersRound aria-hidden="true" className="size-4" />
              {associationMessages.register}
            </Link>
          )}
        </div>
      ) : (
        <div
          className={cn('space-y-6', associations.isPlaceholderData && 'opacity-60')}
          aria-busy={associations.isFetching}
        >
          <p role="status" className="text-sm text-stone-700">
            Showing {associations.data.from}-{associations.data.to} of {associations.data.total} associations
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {associations.data.data.map((association) => (
              <li key={association.id} className="flex">
                <AssociationCard association={association} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Association pages"
            currentPage={associations.data.current_page}
            lastPage={associations.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
