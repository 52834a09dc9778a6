import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attendee } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** Who is coming (names only); the organiser's and admins' eyes only. */
export function getAttendees(id: number): Promise<{ data: Attendee[] }> {
  return api.get<{ data: Attendee[] }>(`/events/${id}/attendees`);
}

export function attendeesQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.attendees(id),
    queryFn: () => getAttendees(id),
    select: (response) => response.data,
  });
}

export function useAttendees(id: number) {
  return useQuery(attendeesQueryOptions(id));
}
