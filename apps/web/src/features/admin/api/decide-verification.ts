import { useMutation } from '@tanstack/react-query';
import { adminOps, type BodyOf, type ListResponse, type VerificationRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { verificationRequestKeys } from './verification-request-keys';

export type VerificationDecision = BodyOf<typeof adminOps.decideVerification>['decision'];
export type DecideVerificationInput = { userId: number; decision: VerificationDecision };

/** An answered request leaves the list at once; the pages and the dashboard's count are read again. */
export function useDecideVerification() {
  return useMutation({
    mutationFn: ({ userId, decision }: DecideVerificationInput) =>
      call(adminOps.decideVerification, { params: { userId }, body: { decision } }),
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
