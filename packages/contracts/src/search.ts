import { z } from 'zod';
import { textMessages } from './common/messages.ts';
import { hasControlCharacters } from './common/text.ts';
import { ASSOCIATION_KINDS } from './associations.constants.ts';
import { SEARCH_QUERY_MAX, SEARCH_TYPES, searchMessages } from './search.constants.ts';

export * from './search.constants.ts';

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: message })
      .refine((value) => Number.isFinite(value) && value >= min && value <= max, message)
      .optional(),
  );

/**
 * The search box's call. Unlike a list filter, a query that is too long or out-of-range coordinates are refused
 * (422): the box caps its text, so only a script sends more. Any other `type` searches every section.
 */
export const searchQuery = z
  .object({
    query: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, textMessages.tooLong('Search', SEARCH_QUERY_MAX))
      .refine((value) => !hasControlCharacters(value), textMessages.singleLineControl('Search'))
      .optional(),
    lat: coordinate(-90, 90, searchMessages.latitudeRange),
    lon: coordinate(-180, 180, searchMessages.longitudeRange),
    type: z.enum(SEARCH_TYPES).optional().catch(undefined),
  })
  .superRefine(({ lat, lon }, context) => {
    if ((lat === undefined) === (lon === undefined)) return;
    context.addIssue({
      code: 'custom',
      path: [lat === undefined ? 'lat' : 'lon'],
      message: searchMessages.coordinatesTogether,
    });
  });
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchParams = z.output<typeof searchQuery>;

/** Kilometres from the searcher, to 0.1; null without coordinates or for an item with no place (a remote job). */
const distanceKm = z.number().nullable();

export const eventSearchResult = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  venue_name: z.string().nullable(),
  city: z.string().nullable(),
  distance_km: distanceKm,
});
export const businessSearchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  is_verified: z.boolean(),
  average_rating: z.number(),
  distance_km: distanceKm,
});
export const jobSearchResult = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  location: z.string(),
  city: z.string(),
  is_remote: z.boolean(),
  distance_km: distanceKm,
});
/** An association as search shows it: its kind, where it comes from and where it meets. */
export const associationSearchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ASSOCIATION_KINDS),
  home_region: z.string(),
  city: z.string(),
  is_verified: z.boolean(),
});
/** A member as search shows them: the city they gave, never contact details. */
export const profileSearchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  user_type: z.enum(['individual', 'business']),
  business_name: z.string().nullable(),
  location: z.string().nullable(),
  is_verified_business: z.boolean(),
});
export type EventSearchResult = z.infer<typeof eventSearchResult>;
export type BusinessSearchResult = z.infer<typeof businessSearchResult>;
export type JobSearchResult = z.infer<typeof jobSearchResult>;
export type ProfileSearchResult = z.infer<typeof profileSearchResult>;
export type AssociationSearchResult = z.infer<typeof associationSearchResult>;

export const searchResults = z.object({
  events: z.array(eventSearchResult),
  businesses: z.array(businessSearchResult),
  jobs: z.array(jobSearchResult),
  associations: z.array(associationSearchResult),
  profiles: z.array(profileSearchResult),
});
export type SearchResults = z.infer<typeof searchResults>;
export const searchResponse = z.object({ data: searchResults });
