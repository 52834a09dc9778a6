import { useEffect } from 'react';
import { Link } from 'react-router';
import { Store, SearchX } from 'lucide-react';
import { businessFilterKeys, businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBusinessCategories } from '../api/get-business-categories';
import { useBusinesses } from '../api/get-businesses';
import { BusinessCard } from './business-card';
import { BusinessFilters } from './business-filters';

/** /businesses: approved listings, filtered from the address bar, a page of cards at a time. */
export function BusinessList({ canCreate }: { canCreate: boolean }) {
  const { query, applyFilters, pageLink } = useListSearchParams(businessFilterKeys);
  const businesses = useBusinesses(query);
  const categories = useBusinessCategories();
  const { page: _page, ...filters } = query;

  useEffect(() => {
    // The list still works without categories; the member is told the dropdown is short of them
    // (docs/rules/web-behaviour.md). Toasts load only when one is needed, keeping them out of the list's first visit
    // (docs/rules/budgets.md).
    if (categories.isError) toast.error(businessMessages.categoriesFailed);
  }, [categories.isError]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{businessMessages.heading}</h1>
          <p className="text-stone-700">Ghanaian-owned and community-trusted businesses across South Africa.</p>
        </div>
        {canCreate && (
          <Link to={paths.createBusiness.getHref()} className={buttonClasses({ variant: 'gold' })}>
            <Store aria-hidden="true" className="size-4" />
            {businessMessages.listBusiness}
          </Link>
        )}
      </div>

      <BusinessFilters
        // A new address (a search, Clear, the back button) starts the form from what it says.
        key={JSON.stringify(filters)}
        filters={filters}
        categories={categories.data}
        onSearch={applyFilters}
      />

      {businesses.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading businesses...
        </p>
      ) : businesses.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(businesses.error, businessMessages.fetchBusinessesFailed)}</Alert>
          <Button variant="secondary" onClick={() => void businesses.refetch()}>
            Try again
          </Button>
        </div>
      ) : businesses.data.data.length === 0 ? (
        <div
          role="status"
          className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
        >
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900">{businessMessages.noBusinesses}</h2>
          <p className="mt-1 text-stone-700">Try adjusting your search or filters.</p>
          {canCreate && (
            <Link to={paths.createBusiness.getHref()} className={buttonClasses({ className: 'mt-4' })}>
              <Store aria-hidden="true" className="size-4" />
              {businessMessages.listFirstBusiness}
            </Link>
          )}
        </div>
      ) : (
        <div
          className={cn('space-y-6', businesses.isPlaceholderData && 'opacity-60')}
          aria-busy={businesses.isFetching}
        >
          <p role="status" className="text-sm text-stone-700">
            Showing {businesses.data.from}-{businesses.data.to} of {businesses.data.total} businesses
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {businesses.data.data.map((business) => (
              <li key={business.id} className="flex">
                <BusinessCard business={business} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Business pages"
            currentPage={businesses.data.current_page}
            lastPage={businesses.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
