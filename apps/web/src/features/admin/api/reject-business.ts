import { useMutation } from '@tanstack/react-query';
import { businessApprovalOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { removeFromPendingBusinesses } from './approve-business';

export type RejectBusinessInput = { id: number; reason: string };

/** Turns a listing down, with an optional reason the owner sees on My Businesses. */
export function useRejectBusiness() {
  return useMutation({
    mutationFn: ({ id, reason }: RejectBusinessInput) =>
      call(businessApprovalOps.rejectBusiness, { params: { id }, body: { reason: reason.trim() || null } }),
    onSuccess: (_response, { id }) => removeFromPendingBusinesses(id),
  });
}
