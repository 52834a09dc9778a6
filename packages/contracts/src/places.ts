import { z } from 'zod';
import { collectionResponse, itemResponse } from './common/pagination.ts';
import { filterText } from './common/text.ts';
import { PLACE_PROVIDERS, PLACES_QUERY_MAX } from './places.constants.ts';
export * from './places.constants.ts';

/**
 * The address being typed. Shorter than the minimum, too long or missing: no suggestions rather than an error;
 * control characters are refused (they can only be an attack).
 */
export const placesQuery = z.object({ q: filterText(PLACES_QUERY_MAX, 'Address') });
export type PlacesQuery = z.infer<typeof placesQuery>;

export const placeIdParams = z.object({ id: z.string().trim().min(1).max(200) });

export const placeSuggestion = z.object({
  id: z.string(),
  name: z.string(),
  /** What the list shows: 'Soweto, Johannesburg, Gauteng'. */
  description: z.string(),
  city: z.string(),
  province: z.string(),
  /** Where it is, when the lookup knows it already: choosing it then needs no second request. */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

export const placeDetail = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceDetail = z.infer<typeof placeDetail>;

export const placesSettings = z.object({
  provider: z.enum(PLACE_PROVIDERS),
  /** Set only when the provider is Google; null there means the key is missing (the form shows the notice). */
  google_maps_api_key: z.string().nullable(),
});
export type PlacesSettings = z.infer<typeof placesSettings>;

export const placeSuggestionsResponse = collectionResponse(placeSuggestion);
export type PlaceSuggestionsResponse = z.infer<typeof placeSuggestionsResponse>;
export const placeDetailResponse = itemResponse(placeDetail);
export type PlaceDetailResponse = z.infer<typeof placeDetailResponse>;
export const placesSettingsResponse = itemResponse(placesSettings);
export type PlacesSettingsResponse = z.infer<typeof placesSettingsResponse>;
