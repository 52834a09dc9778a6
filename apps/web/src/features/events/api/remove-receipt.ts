import { useMutation } from '@tanstack/react-query';
import { contributionOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { contributionKeys } from './get-contributions';

/** Takes back a receipt recorded by mistake. */
export function useRemoveReceipt(id: number) {
  return useMutation({
    mutationFn: (receiptId: number) => call(contributionOps.removeReceipt, { params: { id, receiptId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(contributionKeys.ledger(id), { data: answer.data });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.summary(id) });
    },
  });
}
