import { operations } from './common/operations.ts';
import {
  placeDetailResponse,
  placeIdParams,
  placesQuery,
  placesSettingsResponse,
  placeSuggestionsResponse,
} from './places.ts';

export const placeOps = operations('places', {
  settings: { method: 'GET', path: '/places/settings', access: 'anyone', responses: { 200: placesSettingsResponse } },
  autocomplete: {
    method: 'GET',
    path: '/places/autocomplete',
    access: 'anyone',
    query: placesQuery,
    responses: { 200: placeSuggestionsResponse },
  },
  detail: {
    method: 'GET',
    path: '/places/:id',
    access: 'anyone',
    params: placeIdParams,
    responses: { 200: placeDetailResponse },
  },
});
