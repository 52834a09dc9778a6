import { useMutation } from '@tanstack/react-query';
import { contributionOps, type AnswerOf, type PledgeInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { contributionKeys } from './get-contributions';

type SummaryAnswer = AnswerOf<typeof contributionOps.pledge>;

/** Pledge (or change the pledge) with an amount, or withdraw it (null); the page takes the answer's summary. */
export function usePledgeContribution(id: number, viewerId: number | null) {
  return useMutation({
    mutationFn: (pledge: PledgeInput | null): Promise<SummaryAnswer> =>
      pledge === null
        ? call(contributionOps.withdrawPledge, { params: { id } })
        : call(contributionOps.pledge, { params: { id }, body: pledge }),
    onSuccess: (answer) => {
      queryClient.setQueryData(contributionKeys.summaryFor(id, viewerId), { data: answer.data });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.ledger(id) });
    },
  });
}
