import type { QueryClient } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@akwaaba/contracts';
import { getPlaceSuggestions } from './get-place-suggestions';
import { placeQueryOptions } from './get-place';

/** What a form keeps from the chosen suggestion: the address as shown, its city and province, and where it is. */
export type PlaceSelection = {
  address: string;
  /** The suburb or town itself ('Yeoville'), which a saved address ends with after its street line. */
  name: string;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
};

/** One way of looking addresses up: our built-in gazetteer or Google Places. */
export interface PlaceLookup {
  suggest(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The chosen suggestion's place; rejects when its location cannot be had. */
  choose(suggestion: PlaceSuggestion): Promise<PlaceSelection>;
}

/**
 * Our API's lookup (the built-in gazetteer, or the OpenStreetMap geocoder it asks): a suggestion that carries its
 * point is chosen at once; otherwise the place is fetched, and cached for the visit.
 */
export function builtinLookup(queryClient: QueryClient): PlaceLookup {
  return {
    suggest: getPlaceSuggestions,
    async choose(suggestion) {
      const shown = { address: suggestion.description, name: suggestion.name };
      const { latitude, longitude } = suggestion;
      if (latitude !== undefined && longitude !== undefined) {
        return { ...shown, city: suggestion.city, province: suggestion.province, latitude, longitude };
      }
      const { data: place } = await queryClient.fetchQuery(placeQueryOptions(suggestion.id));
      return {
        ...shown,
        city: place.city,
        province: place.province,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    },
  };
}
