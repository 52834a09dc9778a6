/// <reference types="google.maps" />
import { canonicalCity, PLACES_SUGGESTIONS_MAX, type PlaceSuggestion } from '@akwaaba/contracts';
import type { PlaceLookup, PlaceSelection } from './place-lookup';

type PlacesApi = Pick<google.maps.PlacesLibrary, 'AutocompleteSuggestion' | 'AutocompleteSessionToken' | 'Place'>;
type GooglePlace = Pick<google.maps.places.Place, 'addressComponents' | 'formattedAddress' | 'location'>;

/**
 * Google names a suburb's metro in administrative_area_level_2; its main city is the city the directory filters by,
 * as in the built-in gazetteer (Sandton → Johannesburg).
 */
const METRO_CITIES: [RegExp, string][] = [
  [/\bjohannesburg\b/i, 'Johannesburg'],
  [/\bcape town\b/i, 'Cape Town'],
  [/\bethekwini\b/i, 'Durban'],
  [/\btshwane\b/i, 'Pretoria'],
  [/\bnelson mandela bay\b/i, 'Gqeberha'],
  [/\bbuffalo city\b/i, 'East London'],
  [/\bmangaung\b/i, 'Bloemfontein'],
];

let optionsSet = false;
let loading: Promise<PlacesApi> | null = null;

/** The Maps JavaScript API's places library, loaded once per page (and again after a failed load). */
function loadPlaces(key: string): Promise<PlacesApi> {
  if (loading) return loading;
  // The loader is fetched only when a form needs Google, so no page pays for it otherwise.
  const attempt = import('@googlemaps/js-api-loader').then(({ setOptions, importLibrary }) => {
    if (!optionsSet) {
      setOptions({ key, v: 'weekly', region: 'ZA' });
      optionsSet = true;
    }
    return importLibrary('places');
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

/** The form's fields from a Google place: locality (or its metro's main city) as the city, the province, the point. */
export function selectionFromGooglePlace(
  place: GooglePlace,
  shownAddress: string,
  shownName = shownAddress,
): PlaceSelection {
  const part = (type: string) =>
    place.addressComponents?.find((component) => component.types.includes(type))?.longText ?? null;
  const metro = part('administrative_area_level_2');
  const locality = part('locality') ?? part('sublocality') ?? part('postal_town');
  const metroCity = metro ? METRO_CITIES.find(([pattern]) => pattern.test(metro))?.[1] : undefined;
  const city = metroCity ?? (locality ? (canonicalCity(locality) ?? locality) : null);
  const province = part('administrative_area_level_1');
  if (!place.location || !city || !province) throw new Error('The place has no city, province or location');
  return {
    address: place.formattedAddress || shownAddress,
    name: part('sublocality_level_1') ?? part('sublocality') ?? locality ?? shownName,
    city,
    province,
    latitude: place.location.lat(),
    longitude: place.location.lng(),
  };
}

/** Google Places in the browser, limited to South Africa, one billing session from the first key to the choice. */
export function googleLookup(key: string): PlaceLookup {
  let session: google.maps.places.AutocompleteSessionToken | null = null;
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  return {
    async suggest(text) {
      const places = await loadPlaces(key);
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        includedRegionCodes: ['za'],
        sessionToken: session,
      });
      predictions.clear();
      const found: PlaceSuggestion[] = [];
      for (const { placePrediction } of suggestions) {
        if (!placePrediction) continue;
        predictions.set(placePrediction.placeId, placePrediction);
        found.push({
          id: placePrediction.placeId,
          name: placePrediction.mainText?.text ?? placePrediction.text.text,
          description: placePrediction.text.text,
          city: '',
          province: '',
        });
      }
      return found.slice(0, PLACES_SUGGESTIONS_MAX);
    },
    async choose(suggestion) {
      const places = await loadPlaces(key);
      // A place from the prediction carries the session token into its one details request, which ends the session.
      const place = predictions.get(suggestion.id)?.toPlace() ?? new places.Place({ id: suggestion.id });
      session = null;
      await place.fetchFields({ fields: ['addressComponents', 'formattedAddress', 'location'] });
      return selectionFromGooglePlace(place, suggestion.description, suggestion.name);
    },
  };
}
