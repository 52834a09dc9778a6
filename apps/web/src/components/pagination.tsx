import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** Page numbers to show: the first, the last and two either side of the current one, with gaps between. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

type PaginationProps = { label: string; currentPage: number; lastPage: number } & (
  | {
      /**
       * The link to a page, for a list whose page is in the address (useListSearchParams' `pageLink`): the pages are
       * links, so they work before the app runs and without it, and keep the list's filters.
       */
      pageLink: (page: number) => To;
      onPageChange?: never;
    }
  | { onPageChange: (page: number) => void; pageLink?: never }
);

type PageControlProps = {
  page: number;
  /** False for Previous on the first page and Next on the last. */
  enabled: boolean;
  className: string;
  current?: boolean;
  ariaLabel?: string;
  children: ReactNode;
} & Pick<PaginationProps, 'pageLink' | 'onPageChange'>;

/** One control of the pagination: a link when pages have addresses, else a button. */
function PageControl({
  page,
  enabled,
  className,
  current,
  ariaLabel,
  pageLink,
  onPageChange,
  children,
}: PageControlProps) {
  const shared = { className, 'aria-label': ariaLabel, 'aria-current': current ? ('page' as const) : undefined };
  if (pageLink) {
    return enabled ? (
      <Link {...shared} to={pageLink(page)}>
        {children}
      </Link>
    ) : (
      // A link with nowhere to go: still read as the list's Previous or Next, announced as unavailable.
      <a {...shared} role="link" aria-disabled="true" className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </a>
    );
  }
  return (
    <button {...shared} type="button" disabled={!enabled} onClick={() => onPageChange?.(page)}>
      {children}
    </button>
  );
}

/** Previous, numbered pages and Next; shown only when there is more than one page. */
export function Pagination({ label, currentPage, lastPage, ...target }: PaginationProps) {
  if (lastPage <= 1) return null;
  const step = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <PageControl {...target} page={currentPage - 1} enabled={currentPage > 1} className={step}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PageControl>
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(currentPage, lastPage).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={page}>
              <PageControl
                {...target}
                page={page}
                enabled
                current={page === currentPage}
                ariaLabel={`Page ${page}`}
                className={cn(
                  buttonClasses({ variant: page === currentPage ? 'primary' : 'secondary', size: 'sm' }),
                  'min-w-9',
                )}
              >
                {page}
              </PageControl>
            </li>
          ),
        )}
      </ul>
      <PageControl {...target} page={currentPage + 1} enabled={currentPage < lastPage} className={step}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageControl>
    </nav>
  );
}
