import { businessOps, categoryOps, operationKey, type BusinessSort } from '@akwaaba/contracts';

/** The directory's filters as the address bar and the API spell them; only filled ones are present. */
export type BusinessFilters = { search?: string; category?: string; city?: string; verified?: 'true' };
/** `per_page` and `sort` only where a short list is shown (the home page's newest); the directory keeps its defaults. */
export type BusinessesListQuery = BusinessFilters & { page: number; per_page?: number; sort?: BusinessSort };

/**
 * The businesses' cache keys, in one place so every write knows what it makes stale. A call's answer is keyed by its
 * operation and input (`operationKey`), as the server render's loader keys what it loads.
 */
export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => operationKey(businessOps.list),
  list: (query: BusinessesListQuery) => operationKey(businessOps.list, { query }),
  /** The visitor's answer a server-rendered page embeds, and the prefix of every member's. */
  detail: (id: number) => operationKey(businessOps.detail, { params: { id } }),
  /** The detail depends on who asks (is_owner, user_following, user_review): one entry per member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...businessKeys.detail(id), { viewer: viewerId }] as const,
  allReviews: (id: number) => [...businessKeys.all, 'reviews', id] as const,
  reviews: (id: number, page: number) => [...businessKeys.allReviews(id), { page }] as const,
  allMine: () => [...businessKeys.all, 'mine'] as const,
  mine: (page: number) => [...businessKeys.allMine(), { page }] as const,
  allFollowing: () => [...businessKeys.all, 'following'] as const,
  following: (page: number) => [...businessKeys.allFollowing(), { page }] as const,
  categories: () => operationKey(categoryOps.list, { query: { type: 'business' } }),
};
