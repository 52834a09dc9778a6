import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** Who is coming (names only); the organiser's and admins' eyes only. */
export function attendeesQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.attendees(id),
    queryFn: () => call(rsvpOps.attendees, { params: { id } }),
    select: (response) => response.data,
  });
}

export function useAttendees(id: number) {
  return useQuery(attendeesQueryOptions(id));
}
