import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useMyBusinesses } from '../api/get-my-businesses';
import { MyBusinessRow } from './my-business-row';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /my-businesses: every listing the member created, whatever its approval status. */
export function MyBusinesses() {
  const [searchParams, setSearchParams] = useSearchParams();
  const businesses = useMyBusinesses(pageFrom(searchParams.get('page')));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Businesses</h1>
        <Link to={paths.createBusiness.getHref()} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          {businessMessages.addBusiness}
        </Link>
      </div>

      {businesses.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading your businesses...
        </p>
      ) : businesses.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{businessMessages.myBusinessesFailed}</Alert>
          <Button variant="secondary" onClick={() => void businesses.refetch()}>
            Try again
          </Button>
        </div>
      ) : businesses.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
          {businessMessages.noMyBusinesses}
        </div>
      ) : (
        <div
          className={cn('space-y-6', businesses.isPlaceholderData && 'opacity-60')}
          aria-busy={businesses.isFetching}
        >
          <ul className="space-y-4">
            {businesses.data.data.map((business) => (
              <MyBusinessRow key={business.id} business={business} />
            ))}
          </ul>
          <Pagination
            label="My businesses pages"
            currentPage={businesses.data.current_page}
            lastPage={businesses.data.last_page}
            onPageChange={(page) => setSearchParams(page > 1 ? { page: String(page) } : {})}
          />
        </div>
      )}
    </div>
  );
}
