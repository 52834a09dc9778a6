import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';

type AdminQueueProps<Item> = {
  heading: string;
  /** What waits here, and why. */
  intro: ReactNode;
  /** 'Loading pending events...'. */
  loadingText: string;
  /** Shown when the page fails and the server gave no message. */
  fetchFailed: string;
  /** Shown when nothing waits. */
  empty: ReactNode;
  /** The page links' name ('Pending events pages'). */
  paginationLabel: string;
  /** The page of items shown now. */
  items: UseQueryResult<ListResponse<Item>>;
  onPageChange: (page: number) => void;
  /** One item of the list, as an `<li>`. */
  children: (item: Item) => ReactNode;
};

/** An admin's page of things waiting for a decision: the heading, then the page of items and its page links. */
export function AdminQueue<Item>({
  heading,
  intro,
  loadingText,
  fetchFailed,
  empty,
  paginationLabel,
  items,
  onPageChange,
  children,
}: AdminQueueProps<Item>) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
        <p className="text-stone-700">{intro}</p>
      </div>

      {items.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          {loadingText}
        </p>
      ) : items.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(items.error, fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => void items.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
          {empty}
        </div>
      ) : (
        <div className={cn('space-y-6', items.isPlaceholderData && 'opacity-60')} aria-busy={items.isFetching}>
          <ul className="space-y-4">{items.data.data.map(children)}</ul>
          <Pagination
            label={paginationLabel}
            currentPage={items.data.current_page}
            lastPage={items.data.last_page}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </div>
  );
}
