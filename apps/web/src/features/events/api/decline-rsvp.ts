import { useMutation } from '@tanstack/react-query';
import type { Attendee } from '@akwaaba/contracts';
import { applyRsvpDecision, decide } from './approve-rsvp';

/** Declines a request: the member or guest holds no place and is told (on the server). */
export function useDeclineRsvp(id: number) {
  return useMutation({
    mutationFn: (who: Attendee) => decide(id, who, 'decline'),
    onSuccess: (response, who) => applyRsvpDecision(id, who, response),
  });
}
