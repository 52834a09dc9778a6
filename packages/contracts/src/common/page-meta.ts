export const DEFAULT_PER_PAGE = 12;

export const MAX_PER_PAGE = 50;

/** Deep OFFSET pages are slow and no person reads them; lists stop here. */
export const MAX_PAGE = 500;

/** The list envelope's pagination fields (docs/rules/api-contract.md). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** The list envelope's numbers for a page of `count` rows out of `total`. */
export function pageMeta(page: number, perPage: number, total: number, count: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count === 0 ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : from + count - 1;
  return { current_page: page, last_page: lastPage, per_page: perPage, total, from, to };
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
