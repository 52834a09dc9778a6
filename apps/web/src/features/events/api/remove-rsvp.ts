import { useMutation } from '@tanstack/react-query';
import type { Attendee } from '@akwaaba/contracts';
import { queryClient } from '@/lib/query-client';
import { applyRsvpDecision, decide } from './approve-rsvp';
import { eventKeys } from './event-query-keys';

/** The organiser takes a member or guest off the event; the list is read again, since the place may have gone to the waitlist. */
export function useRemoveRsvp(id: number) {
  return useMutation({
    mutationFn: (who: Attendee) => decide(id, who, 'remove'),
    onSuccess: (response, who) => {
      applyRsvpDecision(id, who, response);
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) });
    },
  });
}
