import { useMutation } from '@tanstack/react-query';
import { moderationAdminOps, type ReportTargetType, type RestoreRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export type RestoreItemInput = RestoreRequest & { targetType: ReportTargetType; targetId: number };

/**
 * Shows an item a moderator hid again, as it was before (its author is told). The reports that speak of the item show
 * its new status; the audit trail gains the entry.
 */
export function useRestoreItem() {
  return useMutation({
    mutationFn: ({ targetType, targetId, ...body }: RestoreItemInput) =>
      call(moderationAdminOps.restore, { params: { target_type: targetType, target_id: targetId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
