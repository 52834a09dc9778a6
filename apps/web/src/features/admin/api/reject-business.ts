import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeFromPendingBusinesses, type BusinessDecisionResponse } from './approve-business';

export type RejectBusinessInput = { id: number; reason: string };

/** Turns a listing down, with an optional reason the owner sees on My Businesses. */
export function rejectBusiness({ id, reason }: RejectBusinessInput): Promise<BusinessDecisionResponse> {
  return api.patch<BusinessDecisionResponse>(`/admin/businesses/${id}/reject`, { reason: reason.trim() || null });
}

export function useRejectBusiness() {
  return useMutation({
    mutationFn: rejectBusiness,
    onSuccess: (_response, { id }) => removeFromPendingBusinesses(id),
  });
}
