import { useMutation } from '@tanstack/react-query';
import { rsvpOps, type RsvpResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';

/** The open event takes the member's new place (going, waitlisted or neither) and the counts from the answer. */
export function applyRsvp(id: number, { data }: RsvpResponse): void {
  queryClient.setQueriesData<EventResponse>({ queryKey: eventKeys.detail(id) }, (current) =>
    current
      ? {
          data: {
            ...current.data,
            user_attending: data.status === 'attending',
            user_waitlisted: data.status === 'waitlisted',
            user_requested: data.status === 'requested',
            attendees_count: data.attendees_count,
            waitlist_count: data.waitlist_count,
            waitlist_position: data.waitlist_position,
            user_plus_ones: data.status === null ? null : data.plus_ones,
          },
        }
      : current,
  );
  // Cards show the attending count; they are read again when next opened.
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) });
  void queryClient.invalidateQueries({ queryKey: eventKeys.rsvps() });
}

/** RSVP, with the guests the member brings: a place when the party fits, else the waitlist (the answer says which). */
export function useAttendEvent(id: number) {
  return useMutation({
    mutationFn: (plusOnes: number = 0) =>
      call(rsvpOps.attend, {
        params: { id },
        body: plusOnes > 0 ? { status: 'attending', plus_ones: plusOnes } : { status: 'attending' },
      }),
    onSuccess: (response) => applyRsvp(id, response),
  });
}
