import { useMutation } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { applyRsvpDecision } from './approve-rsvp';

/** Declines a request: the member holds no place and is told (on the server). */
export function useDeclineRsvp(id: number) {
  return useMutation({
    mutationFn: (userId: number) => call(rsvpOps.decline, { params: { id, userId } }),
    onSuccess: (response) => applyRsvpDecision(id, response),
  });
}
