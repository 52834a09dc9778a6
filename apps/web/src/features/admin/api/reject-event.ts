import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { removeFromPending } from './approve-event';

export type RejectEventInput = { id: number; reason: string };

/** Turns an event down, with an optional reason the organiser sees on My Events. */
export function rejectEvent({ id, reason }: RejectEventInput): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/admin/events/${id}/reject`, { reason: reason.trim() || null });
}

export function useRejectEvent() {
  return useMutation({ mutationFn: rejectEvent, onSuccess: (_response, { id }) => removeFromPending(id) });
}
