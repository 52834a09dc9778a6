import { useMutation, useQuery } from '@tanstack/react-query';
import {
  guestRsvpOps,
  operationKey,
  type GuestRsvpConfirmRequest,
  type GuestRsvpRequest,
  type GuestRsvpResponse,
} from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';

/** The open event takes the counts from a guest's RSVP (the visitor's own state stays that of a visitor). */
function applyGuestRsvp(id: number, { data }: GuestRsvpResponse): void {
  queryClient.setQueriesData<EventResponse>({ queryKey: eventKeys.detail(id) }, (current) =>
    current
      ? { data: { ...current.data, attendees_count: data.attendees_count, waitlist_count: data.waitlist_count } }
      : current,
  );
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
}

/** Step one of an RSVP without an account: a code by SMS to the number (asking again sends a new one). */
export function useSendGuestCode(id: number) {
  return useMutation({
    mutationFn: (body: GuestRsvpRequest) => call(guestRsvpOps.guestStart, { params: { id }, body }),
  });
}

/** Step two: the code confirms the RSVP. */
export function useConfirmGuestRsvp(id: number) {
  return useMutation({
    mutationFn: (body: GuestRsvpConfirmRequest) => call(guestRsvpOps.guestConfirm, { params: { id }, body }),
    onSuccess: (response) => applyGuestRsvp(id, response),
  });
}

/** The RSVP a cancel link names (reading it cancels nothing). */
export function useGuestRsvpView(token: string) {
  return useQuery({
    // The token stays out of the key: nothing that may be kept names it.
    queryKey: [...operationKey(guestRsvpOps.guestView), 'link'],
    queryFn: () => call(guestRsvpOps.guestView, { body: { token } }),
    enabled: token !== '',
    retry: false,
  });
}

export function useCancelGuestRsvp() {
  return useMutation({
    mutationFn: (token: string) => call(guestRsvpOps.guestCancel, { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
