import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BusinessFilters, BusinessesListQuery } from '../api/business-query-keys';

const TEXT_FILTERS = ['search', 'category', 'city'] as const;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The directory's filters and page live in the address bar, so a filtered list can be shared and the back
 * button returns to it. Only filled filters are written (and sent); 'Verified only' is `verified=true` or absent.
 */
export function useBusinessesSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo<BusinessesListQuery>(() => {
    const read: BusinessesListQuery = { page: pageFrom(searchParams.get('page')) };
    for (const key of TEXT_FILTERS) {
      const value = searchParams.get(key)?.trim();
      if (value) read[key] = value;
    }
    if (searchParams.get('verified') === 'true') read.verified = 'true';
    return read;
  }, [searchParams]);

  /** A new search starts again at page 1. */
  const applyFilters = useCallback(
    (filters: BusinessFilters) => {
      const next = new URLSearchParams();
      for (const key of TEXT_FILTERS) {
        const value = filters[key]?.trim();
        if (value) next.set(key, value);
      }
      if (filters.verified === 'true') next.set('verified', 'true');
      setSearchParams(next);
    },
    [setSearchParams],
  );

  const goToPage = useCallback(
    (page: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return { query, applyFilters, goToPage };
}
