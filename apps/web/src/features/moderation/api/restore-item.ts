import { useMutation } from '@tanstack/react-query';
import type { ReportTargetType, RestoreRequest, RestoreResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export type RestoreItemInput = RestoreRequest & { targetType: ReportTargetType; targetId: number };

/** Shows an item a moderator hid again, as it was before (its author is told). */
export function restoreItem({ targetType, targetId, ...body }: RestoreItemInput): Promise<RestoreResponse> {
  return api.post<RestoreResponse>(`/admin/moderation/${targetType}/${targetId}/restore`, body);
}

/** The reports that speak of the item show its new status; the audit trail gains the entry. */
export function useRestoreItem() {
  return useMutation({
    mutationFn: restoreItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
