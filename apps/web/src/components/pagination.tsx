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

type PaginationProps = { label: string; currentPage: number; lastPage: number; onPageChange: (page: number) => void };

/** Previous, numbered pages and Next; shown only when there is more than one page. */
export function Pagination({ label, currentPage, lastPage, onPageChange }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(currentPage, lastPage).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={cn(
                  buttonClasses({ variant: page === currentPage ? 'primary' : 'secondary', size: 'sm' }),
                  'min-w-9',
                )}
                onClick={() => onPageChange(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        disabled={currentPage >= lastPage}
        onClick={() => onPageChange(currentPage + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
