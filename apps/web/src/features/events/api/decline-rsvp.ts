import { useMutation } from '@tanstack/react-query';
import type { RsvpDecisionResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { applyRsvpDecision } from './approve-rsvp';

export function declineRsvp(id: number, userId: number): Promise<RsvpDecisionResponse> {
  return api.post<RsvpDecisionResponse>(`/events/${id}/rsvps/${userId}/decline`);
}

/** Declines a request: the member holds no place and is told (on the server). */
export function useDeclineRsvp(id: number) {
  return useMutation({
    mutationFn: (userId: number) => declineRsvp(id, userId),
    onSuccess: (response) => applyRsvpDecision(id, response),
  });
}
