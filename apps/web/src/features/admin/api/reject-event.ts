import { useMutation } from '@tanstack/react-query';
import { eventApprovalOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { removeFromPending } from './approve-event';

export type RejectEventInput = { id: number; reason: string };

/** Turns an event down, with an optional reason the organiser sees on My Events. */
export function useRejectEvent() {
  return useMutation({
    mutationFn: ({ id, reason }: RejectEventInput) =>
      call(eventApprovalOps.rejectEvent, { params: { id }, body: { reason: reason.trim() || null } }),
    onSuccess: (_response, { id }) => removeFromPending(id),
  });
}
