import { useMutation } from '@tanstack/react-query';
import { guestRsvpOps, rsvpOps, type Attendee } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';

/** The answer about one RSVP, a member's or a guest's (docs/decisions/034). */
interface Decision {
  data: { status: Attendee['status'] | null; attendees_count: number; waitlist_count: number };
  message: string;
}

/** The same RSVP: a member's by their id, a guest's by the guest RSVP's id. */
const sameRsvp = (row: Attendee, who: Attendee) =>
  who.guest_id !== null ? row.guest_id === who.guest_id : row.user_id === who.user_id;

/**
 * The organiser's answer lands in what they see: the row takes its new status (or leaves the list once declined)
 * and the event's counts come from the server.
 */
export function applyRsvpDecision(id: number, who: Attendee, { data }: Decision): void {
  queryClient.setQueryData<{ data: Attendee[] }>(eventKeys.attendees(id), (current) => {
    if (!current) return current;
    const { status } = data;
    return {
      data: status
        ? current.data.map((row) => (sameRsvp(row, who) ? { ...row, status } : row))
        : current.data.filter((row) => !sameRsvp(row, who)),
    };
  });
  queryClient.setQueriesData<EventResponse>({ queryKey: eventKeys.detail(id) }, (current) =>
    current
      ? { data: { ...current.data, attendees_count: data.attendees_count, waitlist_count: data.waitlist_count } }
      : current,
  );
  // Cards and My Events show the attending count; they are read again when next opened.
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
}

/** A decision about a member's RSVP, or the same about a guest's. */
export function decide(id: number, who: Attendee, decision: 'approve' | 'decline' | 'remove'): Promise<Decision> {
  if (who.guest_id !== null) {
    const op = {
      approve: guestRsvpOps.approveGuest,
      decline: guestRsvpOps.declineGuest,
      remove: guestRsvpOps.removeGuest,
    };
    return call(op[decision], { params: { id, guestId: who.guest_id } });
  }
  const op = { approve: rsvpOps.approve, decline: rsvpOps.decline, remove: rsvpOps.removeMember };
  return call(op[decision], { params: { id, userId: who.user_id! } });
}

/** Approves a request: a place when one is free, else the waitlist (the answer's status says which). */
export function useApproveRsvp(id: number) {
  return useMutation({
    mutationFn: (who: Attendee) => decide(id, who, 'approve'),
    onSuccess: (response, who) => applyRsvpDecision(id, who, response),
  });
}
