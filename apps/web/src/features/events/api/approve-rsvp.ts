import { useMutation } from '@tanstack/react-query';
import { rsvpOps, type Attendee, type RsvpDecisionResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';

/**
 * The organiser's answer lands in what they see: the member's row takes its new status (or leaves the list
 * once declined) and the event's counts come from the server.
 */
export function applyRsvpDecision(id: number, { data }: RsvpDecisionResponse): void {
  queryClient.setQueryData<{ data: Attendee[] }>(eventKeys.attendees(id), (current) => {
    if (!current) return current;
    const { status } = data;
    return {
      data: status
        ? current.data.map((row) => (row.user_id === data.user_id ? { ...row, status } : row))
        : current.data.filter((row) => row.user_id !== data.user_id),
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

/** Approves a request: a place when one is free, else the waitlist (the answer's status says which). */
export function useApproveRsvp(id: number) {
  return useMutation({
    mutationFn: (userId: number) => call(rsvpOps.approve, { params: { id, userId } }),
    onSuccess: (response) => applyRsvpDecision(id, response),
  });
}
