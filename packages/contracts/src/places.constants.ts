/** South Africa's nine provinces, as the gazetteer and Google Places name them. */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The address field asks for suggestions this long after the last key press (docs/rules/web-behaviour.md). */
export const PLACES_DEBOUNCE_MS = 300;
/** Fewer characters than this get no suggestions (an empty list, not an error). */
export const PLACES_QUERY_MIN = 2;
export const PLACES_QUERY_MAX = 100;
export const PLACES_SUGGESTIONS_MAX = 8;

/**
 * 'builtin': our own South African gazetteer (the default, works offline); 'google': Google Places in the browser;
 * 'osm': an OpenStreetMap geocoder (Photon) that our API asks, with the gazetteer as its fallback.
 */
export const PLACE_PROVIDERS = ['builtin', 'google', 'osm'] as const;
export type PlaceProvider = (typeof PLACE_PROVIDERS)[number];

export const placeMessages = {
  selectFromSuggestions: 'Please select a valid address from the suggestions.',
  locationFailed: 'Could not retrieve location data for the selected address.',
  configurationErrorTitle: 'Configuration Error',
  configurationError:
    'The Google Maps API key is missing, so address lookup is unavailable. Please contact the site administrator.',
  notFound: 'Place not found',
  searching: 'Searching...',
  noMatches: 'No matching places',
  noMatchesKeepTyped: 'No matching places: keep what you typed, and choose its city below.',
} as const;
