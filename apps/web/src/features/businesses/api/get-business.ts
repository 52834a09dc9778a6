import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDetail } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { embeddedAnswer } from '@/lib/server-data';
import { businessKeys } from './business-query-keys';

export type BusinessResponse = { data: BusinessDetail };

export function getBusiness(id: number): Promise<BusinessResponse> {
  return api.get<BusinessResponse>(`/businesses/${id}`);
}

export function businessQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: businessKeys.detailFor(id, viewerId),
    queryFn: () => getBusiness(id),
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
