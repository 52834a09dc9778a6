import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

export const placesSettingsQueryOptions = queryOptions({
  queryKey: placeKeys.settings(),
  queryFn: () => call(placeOps.settings),
  select: (response) => response.data,
  // The provider changes only with the server's configuration: one load per visit.
  staleTime: Infinity,
});

/** Which lookup the address field uses: the built-in gazetteer or Google Places (with its browser key). */
export function usePlacesSettings() {
  return useQuery(placesSettingsQueryOptions);
}
