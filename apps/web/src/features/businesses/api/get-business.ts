import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { embeddedAnswer } from '@/lib/server-data';
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
  return useQuery({
    ...businessQueryOptions(id, user?.id ?? null),
    // A shared page brings the visitor's answer (lib/server-data.ts): shown at once, then asked for again.
    placeholderData: () => embeddedAnswer<BusinessResponse>(`/businesses/${id}`),
    enabled: !isLoading,
  });
}
