import { useMutation } from '@tanstack/react-query';
import { contributionOps } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/** The ledger as a CSV file, for the organisers. */
export function useDownloadContributionsCsv(id: number) {
  return useMutation({
    mutationFn: () => downloadFile(contributionOps.csv, `event-${id}-contributions.csv`, { params: { id } }),
  });
}

/** A receipt's proof of payment, for the organisers. */
export function useDownloadProof(id: number) {
  return useMutation({
    mutationFn: ({ receiptId, name }: { receiptId: number; name: string }) =>
      downloadFile(contributionOps.proof, name, { params: { id, receiptId } }),
  });
}
