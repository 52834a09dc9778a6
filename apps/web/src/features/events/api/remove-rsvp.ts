import { useMutation } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { applyRsvpDecision } from './approve-rsvp';
import { eventKeys } from './event-query-keys';

/** The organiser takes a member off the event; the list is read again, since the place may have gone to the waitlist. */
export function useRemoveRsvp(id: number) {
  return useMutation({
    mutationFn: (userId: number) => call(rsvpOps.removeMember, { params: { id, userId } }),
    onSuccess: (response) => {
      applyRsvpDecision(id, response);
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) });
    },
  });
}
