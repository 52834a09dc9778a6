import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { HOME_SECTION_SIZE, type ListResponse } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** How many items a section asks for: one fetch; the fourth shows where four columns fit (and in the phone row). */
export const LIVE_SECTION_SIZE = HOME_SECTION_SIZE;

/** The parts of a list query a section reads (TanStack Query's result). */
type ListQuery<T> = {
  data: ListResponse<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type LiveSectionProps<T extends { id: number }> = {
  title: string;
  seeAll: { to: string; label: string };
  query: ListQuery<T>;
  /**
   * `cards`: a scroll-snap row on phones, a grid from tablets up (three columns, four on wide screens).
   * `lines`: stacked rows, two columns from tablets up.
   */
  layout: 'cards' | 'lines';
  renderItem: (item: T) => ReactNode;
  /** One item's placeholder, as tall as the item, so nothing moves when the items arrive. */
  skeleton: ReactNode;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** What the member can do about an empty section (create the first item), when they can. */
  emptyAction?: ReactNode;
};

const listClasses = {
  cards:
    '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-3 xl:grid-cols-4',
  // minmax(0, 1fr) columns: a truncated line must not widen its column to its full text.
  lines: 'grid grid-cols-1 gap-3 md:grid-cols-2',
};
const itemClasses = {
  cards: 'flex w-4/5 max-w-xs shrink-0 snap-start sm:w-auto sm:max-w-none',
  lines: 'flex min-w-0',
};

/** The fourth card waits for the fourth column; phones scroll through all of them. */
const itemClassesAt = (layout: 'cards' | 'lines', index: number) =>
  cn(itemClasses[layout], layout === 'cards' && index === LIVE_SECTION_SIZE - 1 && 'md:max-xl:hidden');

/** A home-page section of live items from the database: heading, 'See all', and its loading, error and empty states. */
export function LiveSection<T extends { id: number }>({
  title,
  seeAll,
  query,
  layout,
  renderItem,
  skeleton,
  loadingText,
  errorText,
  emptyText,
  emptyAction,
}: LiveSectionProps<T>) {
  const titleId = useId();
  const items = query.data?.data;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-2xl font-bold text-stone-900">
          {title}
        </h2>
        <Link
          to={seeAll.to}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-ghana-green hover:underline"
        >
          {seeAll.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{loadingText}</span>
          <ul aria-hidden="true" className={listClasses[layout]}>
            {Array.from({ length: LIVE_SECTION_SIZE }, (_, index) => (
              <li key={index} className={itemClassesAt(layout, index)}>
                {skeleton}
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p role="alert" className="text-red-900">
            {errorText}
          </p>
          <Button variant="secondary" size="sm" isLoading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !items || items.length === 0 ? (
        <div role="status" className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center">
          <p className="text-stone-700">{emptyText}</p>
          {emptyAction && <div className="mt-4">{emptyAction}</div>}
        </div>
      ) : (
        <ul className={listClasses[layout]}>
          {items.slice(0, LIVE_SECTION_SIZE).map((item, index) => (
            <li key={item.id} className={itemClassesAt(layout, index)}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
