import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export function getUser(userId: number): Promise<{ data: PublicUser }> {
  return api.get<{ data: PublicUser }>(`/users/${userId}`);
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId],
    queryFn: () => getUser(userId),
    select: (response) => response.data,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
