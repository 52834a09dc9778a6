import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { eventKeys } from './event-query-keys';

export type EventResponse = AnswerOf<typeof eventOps.detail>;

export function eventQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: eventKeys.detailFor(id, viewerId),
    queryFn: () => call(eventOps.detail, { params: { id } }),
    select: (response) => response.data,
  });
}

/** The event as the current member (or visitor) may see it; asked once the session is known. */
export function useEvent(id: number, options: { enabled?: boolean } = {}) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    ...eventQueryOptions(id, user?.id ?? null),
    // A server-rendered page embeds the visitor's answer (docs/decisions/029-pages-declared-once.md): shown at once,
    // then asked for again, so a member gets their own view and the view is counted.
    placeholderData: () => client.getQueryData<EventResponse>(eventKeys.detail(id)),
    enabled: !isLoading && (options.enabled ?? true),
  });
}
