import { queryOptions, useQuery } from '@tanstack/react-query';
import { contributionOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { contributionKeys } from './get-contributions';

/** Every pledge and receipt: the organisers' eyes only. */
export function contributionLedgerQueryOptions(id: number) {
  return queryOptions({
    queryKey: contributionKeys.ledger(id),
    queryFn: () => call(contributionOps.ledger, { params: { id } }),
    select: (response) => response.data,
  });
}

export function useContributionLedger(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...contributionLedgerQueryOptions(id), enabled: options.enabled ?? true });
}
