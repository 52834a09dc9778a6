/**
 * The kinds of listing members post, each with the plural its pages (`/events`), its API and its visitors' cached
 * lists go by. A new kind starts here: reports, the view counter and the public-answer cache take it from this list,
 * and the API's kind registry (apps/api/src/modules/listings/listing-kind.ts) refuses to start until it is registered.
 * Which kinds have categories (CATEGORY_TYPES) or are searched (SEARCH_TYPES) is each of those features' own choice.
 */
export const LISTING_TYPES = ['event', 'business', 'job', 'association', 'notice'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_PLURALS = {
  event: 'events',
  business: 'businesses',
  job: 'jobs',
  association: 'associations',
  notice: 'notices',
} as const satisfies Record<ListingType, string>;
export type ListingPlural = (typeof LISTING_PLURALS)[ListingType];

/** Every kind's plural, in LISTING_TYPES' order. */
export const LISTING_SCOPES: readonly ListingPlural[] = LISTING_TYPES.map((type) => LISTING_PLURALS[type]);

/** Where a kind's public pages live: `/events`, and `/events/:id` for one. */
export const listingBasePath = (type: ListingType) => `/${LISTING_PLURALS[type]}` as const;
