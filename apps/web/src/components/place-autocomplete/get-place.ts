import { queryOptions } from '@tanstack/react-query';
import type { PlaceDetailResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

export function getPlace(id: string): Promise<PlaceDetailResponse> {
  return api.get<PlaceDetailResponse>(`/places/${encodeURIComponent(id)}`);
}

/** A place of the built-in gazetteer with its coordinates; places change only with a deploy. */
export function placeQueryOptions(id: string) {
  return queryOptions({
    queryKey: placeKeys.detail(id),
    queryFn: () => getPlace(id),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}
