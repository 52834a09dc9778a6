import { useMutation } from '@tanstack/react-query';
import { associationApprovalOps, associationOps, type AssociationInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { listingApproval } from '@/lib/listing-approval';
import { queryClient } from '@/lib/query-client';
import { associationKeys } from './association-query-keys';

const refresh = () => void queryClient.invalidateQueries({ queryKey: associationKeys.all });

export function useCreateAssociation() {
  return useMutation({
    mutationFn: (body: AssociationInput) => call(associationOps.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateAssociation(id: number) {
  return useMutation({
    mutationFn: (body: AssociationInput) => call(associationOps.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAssociation(id: number) {
  return useMutation({ mutationFn: () => call(associationOps.remove, { params: { id } }), onSuccess: refresh });
}

/** New associations, and approved ones whose changes went back to review (docs/rules/approval.md). */
export const associationApproval = listingApproval('associations', associationApprovalOps);

/** An admin gives the verified badge or takes it away. */
export function useVerifyAssociation(id: number) {
  return useMutation({
    mutationFn: (isVerified: boolean) =>
      call(associationApprovalOps.verify, { params: { id }, body: { is_verified: isVerified } }),
    onSuccess: refresh,
  });
}
