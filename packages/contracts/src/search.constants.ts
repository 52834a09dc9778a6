// Zod-free: the search box in the header and the search page use these without loading the schemas.
export const SEARCH_TYPES = ['events', 'businesses', 'jobs', 'associations', 'profiles'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_QUERY_MAX = 100;
/** The best few matches of each section; the search page shows them all. */
export const SEARCH_SECTION_LIMIT = 5;

export const searchMessages = {
  coordinatesTogether: 'Latitude and longitude must be given together',
  latitudeRange: 'Latitude must be a number between -90 and 90',
  longitudeRange: 'Longitude must be a number between -180 and 180',
} as const;
