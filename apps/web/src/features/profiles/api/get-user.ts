import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId],
    queryFn: () => call(profileOps.publicProfile, { params: { id: userId } }),
    select: (response) => response.data,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
