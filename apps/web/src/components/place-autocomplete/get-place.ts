import { queryOptions } from '@tanstack/react-query';
import { placeOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { placeKeys } from './place-query-keys';

/** A place of the built-in gazetteer with its coordinates; places change only with a deploy. */
export function placeQueryOptions(id: string) {
  return queryOptions({
    queryKey: placeKeys.detail(id),
    queryFn: () => call(placeOps.detail, { params: { id } }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}
