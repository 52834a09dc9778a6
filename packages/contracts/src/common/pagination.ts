import { z } from 'zod';

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 50;
/** Deep OFFSET pages are slow and no person reads them; lists stop here. */
export const MAX_PAGE = 500;

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
  // Past the maximum a client gets the maximum, not an error.
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(DEFAULT_PER_PAGE)
    .transform((value) => Math.min(value, MAX_PER_PAGE))
    .default(DEFAULT_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function listResponse<T extends z.ZodType>(item: T) {
  return paginationMeta.extend({ data: z.array(item) });
}
export type ListResponse<T> = PaginationMeta & { data: T[] };

export function itemResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** The list envelope's numbers for a page of `count` rows out of `total`. */
export function pageMeta(page: number, perPage: number, total: number, count: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count === 0 ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : from + count - 1;
  return { current_page: page, last_page: lastPage, per_page: perPage, total, from, to };
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
