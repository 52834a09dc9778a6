import { z } from 'zod';
import { CATEGORY_TYPES } from './categories.constants.ts';
import { collectionResponse } from './common/pagination.ts';
export * from './categories.constants.ts';

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(CATEGORY_TYPES),
});
export type Category = z.infer<typeof category>;

export const categoriesQuery = z.object({ type: z.enum(CATEGORY_TYPES).optional().catch(undefined) });
export const categoriesResponse = collectionResponse(category);
