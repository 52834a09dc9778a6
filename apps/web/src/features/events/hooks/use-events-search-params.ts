import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFilters, EventsListQuery } from '../api/get-events';

const FILTER_KEYS = ['search', 'category', 'city', 'date_from'] as const;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The events list's filters and page live in the address bar, so a filtered list can be shared and the
 * back button returns to it. Only filled filters are written (and sent).
 */
export function useEventsSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo<EventsListQuery>(() => {
    const read: EventsListQuery = { page: pageFrom(searchParams.get('page')) };
    for (const key of FILTER_KEYS) {
      const value = searchParams.get(key)?.trim();
      if (value) read[key] = value;
    }
    return read;
  }, [searchParams]);

  /** A new search starts again at page 1. */
  const applyFilters = useCallback(
    (filters: EventFilters) => {
      const next = new URLSearchParams();
      for (const key of FILTER_KEYS) {
        const value = filters[key]?.trim();
        if (value) next.set(key, value);
      }
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
