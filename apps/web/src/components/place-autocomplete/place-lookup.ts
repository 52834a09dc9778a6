import type { QueryClient } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@akwaaba/contracts';
import { getPlaceSuggestions } from './get-place-suggestions';
import { placeQueryOptions } from './get-place';

/** What a form keeps from the chosen suggestion: the address as shown, its city and province, and where it is. */
export type PlaceSelection = {
  address: string;
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

/** The built-in gazetteer, through our API; a chosen place's coordinates are cached for the visit. */
export function builtinLookup(queryClient: QueryClient): PlaceLookup {
  return {
    suggest: getPlaceSuggestions,
    async choose(suggestion) {
      const place = await queryClient.fetchQuery(placeQueryOptions(suggestion.id));
      const { city, province, latitude, longitude } = place.data;
      return { address: suggestion.description, city, province, latitude, longitude };
    },
  };
}
