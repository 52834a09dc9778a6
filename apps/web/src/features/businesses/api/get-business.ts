import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { businessKeys } from './business-query-keys';

export type BusinessResponse = AnswerOf<typeof businessOps.detail>;

export function businessQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: businessKeys.detailFor(id, viewerId),
    queryFn: () => call(businessOps.detail, { params: { id } }),
    select: (response) => response.data,
  });
}

/** The listing as the current member (or visitor) may see it; asked once the session is known. */
export function useBusiness(id: number) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    ...businessQueryOptions(id, user?.id ?? null),
    // A server-rendered page embeds the visitor's answer (docs/decisions/029-pages-declared-once.md): shown at once,
    // then asked for again, so a member gets their own view and the view is counted.
    placeholderData: () => client.getQueryData<BusinessResponse>(businessKeys.detail(id)),
    enabled: !isLoading,
  });
}
