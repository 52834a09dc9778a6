import { useMutation } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { applyRsvp } from './attend-event';

/**
 * Cancels an RSVP, leaves the waitlist or withdraws a request; a freed place goes to the first member waiting
 * (on the server).
 */
export function useWithdrawRsvp(id: number) {
  return useMutation({
    mutationFn: () => call(rsvpOps.withdraw, { params: { id } }),
    onSuccess: (response) => applyRsvp(id, response),
  });
}
