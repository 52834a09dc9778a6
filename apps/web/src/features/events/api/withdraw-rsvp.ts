import { useMutation } from '@tanstack/react-query';
import type { RsvpResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { applyRsvp } from './attend-event';

export function withdrawRsvp(id: number): Promise<RsvpResponse> {
  return api.delete<RsvpResponse>(`/events/${id}/attend`);
}

/**
 * Cancels an RSVP, leaves the waitlist or withdraws a request; a freed place goes to the first member waiting
 * (on the server).
 */
export function useWithdrawRsvp(id: number) {
  return useMutation({
    mutationFn: () => withdrawRsvp(id),
    onSuccess: (response) => applyRsvp(id, response),
  });
}
