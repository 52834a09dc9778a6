import { useMutation } from '@tanstack/react-query';
import { contributionOps, type ReceiptInput } from '@akwaaba/contracts';
import { queryClient } from '@/lib/query-client';
import { formDataOf, uploadForm, type UploadProgress } from '@/lib/transfer';
import { contributionKeys } from './get-contributions';

export type RecordReceiptInput = { receipt: ReceiptInput; proof: File | null; onProgress?: UploadProgress };

/** A receipt, sent as multipart so a proof of payment can travel with it; the upload reports its progress. */
export function useRecordReceipt(id: number) {
  return useMutation({
    mutationFn: ({ receipt, proof, onProgress }: RecordReceiptInput) =>
      uploadForm(contributionOps.recordReceipt, formDataOf(receipt, proof ? { proof } : {}), {
        params: { id },
        onProgress,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(contributionKeys.ledger(id), { data: answer.data });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.summary(id) });
    },
  });
}
