import { useMutation } from '@tanstack/react-query';
import type { RsvpDecisionResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { applyRsvpDecision } from './approve-rsvp';
import { eventKeys } from './event-query-keys';

export function removeRsvp(id: number, userId: number): Promise<RsvpDecisionResponse> {
  return api.delete<RsvpDecisionResponse>(`/events/${id}/rsvps/${userId}`);
}

/** The organiser takes a member off the event; the list is read again, since the place may have gone to the waitlist. */
export function useRemoveRsvp(id: number) {
  return useMutation({
    mutationFn: (userId: number) => removeRsvp(id, userId),
    onSuccess: (response) => {
      applyRsvpDecision(id, response);
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) });
    },
  });
}
