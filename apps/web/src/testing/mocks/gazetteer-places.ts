import { http, HttpResponse } from 'msw';
import {
  placeMessages,
  type ErrorResponse,
  type PlaceDetailResponse,
  type PlacesSettingsResponse,
  type PlaceSuggestionsResponse,
} from '@akwaaba/contracts';
// The API's own gazetteer and its data, so a form test finds exactly the places the built-in provider knows.
import { createGazetteer } from '../../../../api/src/modules/places/places.gazetteer.ts';
import { API } from './handlers';

/** The places API as the built-in provider answers it: settings, suggestions and each place's point. */
export function gazetteerPlaces() {
  const gazetteer = createGazetteer();
  return [
    http.get<never, never, PlacesSettingsResponse>(`${API}/places/settings`, () =>
      HttpResponse.json({ data: { provider: 'builtin', google_maps_api_key: null } }),
    ),
    http.get<never, never, PlaceSuggestionsResponse>(`${API}/places/autocomplete`, ({ request }) =>
      HttpResponse.json({ data: gazetteer.suggest(new URL(request.url).searchParams.get('q') ?? '') }),
    ),
    http.get<{ id: string }, never, PlaceDetailResponse | ErrorResponse>(`${API}/places/:id`, ({ params }) => {
      const place = gazetteer.find(params.id);
      return place
        ? HttpResponse.json({ data: place })
        : HttpResponse.json({ message: placeMessages.notFound }, { status: 404 });
    }),
  ];
}
