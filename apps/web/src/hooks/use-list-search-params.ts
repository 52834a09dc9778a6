import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { listQueryFrom, type ListFilterKeys } from '@akwaaba/contracts';

/**
 * A list's filters and page live in the address bar, so a filtered list can be shared and the back button returns
 * to it. Only filled filters are written (and sent). `keys` is a module constant: the callbacks depend on it.
 */
export function useListSearchParams<TText extends string, TFlag extends string = never>(
  keys: ListFilterKeys<TText, TFlag>,
) {
  const [searchParams, setSearchParams] = useSearchParams();

  // Read as the page's loader reads it (packages/contracts/src/pages.ts), so the server loads what the list asks for.
  const query = useMemo(() => listQueryFrom(searchParams, keys), [searchParams, keys]);

  /** A new search starts again at page 1. `filters`: the form's values by name; only filled ones are kept. */
  const applyFilters = useCallback(
    (filters: Partial<Record<TText | TFlag, string>>) => {
      const given: Partial<Record<string, string>> = filters;
      const next = new URLSearchParams();
      for (const key of keys.text) {
        const value = given[key]?.trim();
        if (value) next.set(key, value);
      }
      for (const key of keys.flags ?? []) {
        if (given[key] === 'true') next.set(key, 'true');
      }
      setSearchParams(next);
    },
    [setSearchParams, keys],
  );

  // A form sent before the app ran (or without it) puts every field in the address, empty ones too
  // ('?search=&city=Durban'): once the app runs, the address keeps only the filled ones.
  useEffect(() => {
    const all = [...searchParams];
    const filled = all.filter(([, value]) => value.trim() !== '');
    if (filled.length < all.length) setSearchParams(new URLSearchParams(filled), { replace: true });
  }, [searchParams, setSearchParams]);

  /** Page `page` of the list as filtered now, as a link (it works before the app runs and without it). */
  const pageLink = useCallback(
    (page: number): To => {
      const next = new URLSearchParams(searchParams);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      const search = next.toString();
      return { search: search ? `?${search}` : '' };
    },
    [searchParams],
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

  return { query, applyFilters, goToPage, pageLink };
}
