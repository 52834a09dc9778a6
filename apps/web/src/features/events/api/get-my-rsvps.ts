import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, MyRsvp, MyRsvpTime } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The member's own RSVPs: upcoming ones soonest first, or past ones latest first. */
export function getMyRsvps(when: MyRsvpTime, page: number): Promise<ListResponse<MyRsvp>> {
  return api.get<ListResponse<MyRsvp>>('/my/rsvps', { query: { when, page } });
}

export function myRsvpsQueryOptions(when: MyRsvpTime, page: number) {
  return queryOptions({
    queryKey: eventKeys.rsvpsPage(when, page),
    queryFn: () => getMyRsvps(when, page),
    placeholderData: keepPreviousData,
  });
}

export function useMyRsvps(when: MyRsvpTime, page: number) {
  return useQuery(myRsvpsQueryOptions(when, page));
}
