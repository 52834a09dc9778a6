import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';

type QueueListProps<Item> = {
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

type AdminQueueProps<Item> = QueueListProps<Item> & {
  heading: string;
  /** What waits here, and why. */
  intro: ReactNode;
};

/** An admin's page of things waiting for a decision: the heading, then the page of items and its page links. */
export function AdminQueue<Item>({ heading, intro, ...list }: AdminQueueProps<Item>) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <QueueHeading heading={heading} intro={intro} />
      <QueueList {...list} />
    </div>
  );
}

export function QueueHeading({ heading, intro }: { heading: string; intro: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
      <p className="text-stone-700">{intro}</p>
    </div>
  );
}

/** A page of queue items with its loading, failure and empty states and its page links. */
export function QueueList<Item>({
  loadingText,
  fetchFailed,
  empty,
  paginationLabel,
  items,
  onPageChange,
  children,
}: QueueListProps<Item>) {
  if (items.isPending) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        {loadingText}
      </p>
    );
  }
  if (items.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{errorMessage(items.error, fetchFailed)}</Alert>
        <Button variant="secondary" onClick={() => void items.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.data.total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
        {empty}
      </div>
    );
  }
  return (
    <div className={cn('space-y-6', items.isPlaceholderData && 'opacity-60')} aria-busy={items.isFetching}>
      <ul className="space-y-4">{items.data.data.map(children)}</ul>
      <Pagination
        label={paginationLabel}
        currentPage={items.data.current_page}
        lastPage={items.data.last_page}
        onPageChange={onPageChange}
      />
    </div>
  );
}

type QueueItemProps = {
  /** The heading's content (usually a link to the item). */
  heading: ReactNode;
  /** The item's details, under its heading. */
  children: ReactNode;
  /** The decision buttons, beside the details. */
  actions: ReactNode;
  /** Shown under the item (a form asking for more). */
  below?: ReactNode;
  /** What went wrong with the last decision, if anything. */
  failure?: string | null;
};

/** One card of an admin queue, named by its heading: details, the decision buttons, and what went wrong. */
export function QueueItem({ heading, children, actions, below, failure }: QueueItemProps) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
            {heading}
          </h2>
          {children}
        </div>
        {actions}
      </div>
      {below}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ghana-red">
          {failure}
        </p>
      )}
    </li>
  );
}
