import { useMutation } from '@tanstack/react-query';
import { contributionOps, type TotalsVisibility } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { contributionKeys } from './get-contributions';

/** Opens the ledger, or changes what the page shows of its totals. */
export function useUpdateContributionSettings(id: number, viewerId: number | null) {
  return useMutation({
    mutationFn: (totalsVisibility: TotalsVisibility) =>
      call(contributionOps.settings, { params: { id }, body: { totals_visibility: totalsVisibility } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(contributionKeys.summaryFor(id, viewerId), { data: answer.data });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.summary(id) });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.ledger(id) });
    },
  });
}
