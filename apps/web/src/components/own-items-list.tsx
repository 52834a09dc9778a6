import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export type OwnItemsListProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** Under the empty text: where to create the first one. */
  emptyAction?: ReactNode;
};

type Props<T> = OwnItemsListProps & {
  query: UseQueryResult<ListResponse<T>>;
  /** 'Loading your events...' */
  loadingText: string;
  failedText: string;
  emptyText: string;
  paginationLabel: string;
  renderRow: (item: T) => ReactNode;
};

/**
 * A page of what the member created, in every state (My Events, My Businesses, My Jobs and My Content's tabs):
 * loading, failure with 'Try again', the spec's empty text, then the rows and their pages.
 */
export function OwnItemsList<T>({
  query,
  loadingText,
  failedText,
  emptyText,
  paginationLabel,
  renderRow,
  onPageChange,
  emptyAction,
}: Props<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        {loadingText}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{failedText}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.total === 0) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <p className="text-stone-700">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className={cn('space-y-6', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching}>
      <ul className="space-y-4">{query.data.data.map(renderRow)}</ul>
      <Pagination
        label={paginationLabel}
        currentPage={query.data.current_page}
        lastPage={query.data.last_page}
        onPageChange={onPageChange}
      />
    </div>
  );
}
