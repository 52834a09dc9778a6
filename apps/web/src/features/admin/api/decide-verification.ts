import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListResponse, MessageResponse, VerificationRequest, verificationDecision } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { verificationRequestKeys } from './verification-request-keys';

export type VerificationDecision = z.infer<typeof verificationDecision>['decision'];
export type DecideVerificationInput = { userId: number; decision: VerificationDecision };

export function decideVerification({ userId, decision }: DecideVerificationInput): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/admin/verification-requests/${userId}`, {
    decision,
  } satisfies z.input<typeof verificationDecision>);
}

/** An answered request leaves the list at once; the pages and the dashboard's count are read again. */
export function useDecideVerification() {
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: (_response, { userId }) => {
      queryClient.setQueriesData<ListResponse<VerificationRequest>>(
        { queryKey: verificationRequestKeys.all },
        (list) =>
          list?.data.some((request) => request.user_id === userId)
            ? { ...list, data: list.data.filter((request) => request.user_id !== userId), total: list.total - 1 }
            : list,
      );
      void queryClient.invalidateQueries({ queryKey: verificationRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions.queryKey });
    },
  });
}
