import { useMutation } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { applyRsvp } from './attend-event';

/** The member changes the guests they bring (decision 040); the counts come from the answer. */
export function useChangePlusOnes(id: number) {
  return useMutation({
    mutationFn: (plusOnes: number) => call(rsvpOps.changePlusOnes, { params: { id }, body: { plus_ones: plusOnes } }),
    onSuccess: (response) => applyRsvp(id, response),
  });
}
