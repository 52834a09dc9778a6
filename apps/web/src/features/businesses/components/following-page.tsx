import { Link, useSearchParams } from 'react-router';
import { Store } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFollowing } from '../api/get-following';
import { BusinessCard } from './business-card';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /following: the businesses the member follows, as the directory's cards. */
export function FollowingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const following = useFollowing(pageFrom(searchParams.get('page')));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{businessMessages.followingHeading}</h1>

      {following.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading the businesses you follow...
        </p>
      ) : following.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{businessMessages.followingFailed}</Alert>
          <Button variant="secondary" onClick={() => void following.refetch()}>
            Try again
          </Button>
        </div>
      ) : following.data.total === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{businessMessages.noFollowing}</p>
          <Link to={paths.businesses.getHref()} className={buttonClasses()}>
            <Store aria-hidden="true" className="size-4" />
            Browse the Business Directory
          </Link>
        </div>
      ) : (
        <div className={cn('space-y-6', following.isPlaceholderData && 'opacity-60')} aria-busy={following.isFetching}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {following.data.data.map((business) => (
              <li key={business.id} className="flex">
                <BusinessCard business={business} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Following pages"
            currentPage={following.data.current_page}
            lastPage={following.data.last_page}
            onPageChange={(page) => setSearchParams(page > 1 ? { page: String(page) } : {})}
          />
        </div>
      )}
    </div>
  );
}
