import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_PAGE } from './page-meta.ts';
export * from './page-meta.ts';

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

/**
 * The answer envelopes (docs/rules/api-contract.md), each defined here once: one item `{ data }`, a change with what it
 * means for the member `{ data, message }`, a small unpaged collection `{ data: [] }`, and a page (listResponse above).
 */
export function itemResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function itemWithMessage<T extends z.ZodType>(item: T) {
  return z.object({ data: item, message: z.string() });
}

export function collectionResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
