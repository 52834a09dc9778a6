export const CATEGORY_TYPES = ['event', 'business', 'job'] as const;

export type CategoryType = (typeof CATEGORY_TYPES)[number];
