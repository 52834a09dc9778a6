import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { embeddedAnswer } from '@/lib/server-data';
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
  return useQuery({
    ...eventQueryOptions(id, user?.id ?? null),
    // A shared page brings the visitor's answer (lib/server-data.ts): shown at once, then asked for again.
    placeholderData: () => embeddedAnswer<EventResponse>(`/events/${id}`),
    enabled: !isLoading && (options.enabled ?? true),
  });
}
