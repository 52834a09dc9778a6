import { z } from 'zod';

export const CATEGORY_TYPES = ['event', 'business', 'job'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(CATEGORY_TYPES),
});
export type Category = z.infer<typeof category>;

export const categoriesQuery = z.object({ type: z.enum(CATEGORY_TYPES).optional().catch(undefined) });
export const categoriesResponse = z.object({ data: z.array(category) });
