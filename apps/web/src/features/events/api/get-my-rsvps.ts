import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventOps, type MyRsvpTime } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The member's own RSVPs: upcoming ones soonest first, or past ones latest first. */
export function myRsvpsQueryOptions(when: MyRsvpTime, page: number) {
  return queryOptions({
    queryKey: eventKeys.rsvpsPage(when, page),
    queryFn: () => call(eventOps.myRsvps, { query: { when, page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyRsvps(when: MyRsvpTime, page: number) {
  return useQuery(myRsvpsQueryOptions(when, page));
}
