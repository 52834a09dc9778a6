import type { ReactNode } from 'react';
import { businessMessages } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useMyBusinesses } from '../api/get-my-businesses';
import { MyBusinessRow } from './my-business-row';

type MyBusinessesListProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** Under the empty text: where to list the first business. */
  emptyAction?: ReactNode;
};

/** Every listing the member created, whatever its approval status, a page at a time (My Businesses, My Content). */
export function MyBusinessesList({ page, onPageChange, emptyAction }: MyBusinessesListProps) {
  const businesses = useMyBusinesses(page);

  if (businesses.isPending) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        Loading your businesses...
      </p>
    );
  }
  if (businesses.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{businessMessages.myBusinessesFailed}</Alert>
        <Button variant="secondary" onClick={() => void businesses.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (businesses.data.total === 0) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <p className="text-stone-700">{businessMessages.noMyBusinesses}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className={cn('space-y-6', businesses.isPlaceholderData && 'opacity-60')} aria-busy={businesses.isFetching}>
      <ul className="space-y-4">
        {businesses.data.data.map((business) => (
          <MyBusinessRow key={business.id} business={business} />
        ))}
      </ul>
      <Pagination
        label="My businesses pages"
        currentPage={businesses.data.current_page}
        lastPage={businesses.data.last_page}
        onPageChange={onPageChange}
      />
    </div>
  );
}
