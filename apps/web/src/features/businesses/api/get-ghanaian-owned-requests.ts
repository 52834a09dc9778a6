import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { businessApprovalOps, operationKey } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Listings whose owners asked for the Ghanaian-owned mark, with no answer yet. */
export function useGhanaianOwnedRequests(page: number) {
  return useQuery({
    queryKey: [...operationKey(businessApprovalOps.ghanaianOwnedRequests), { page }],
    queryFn: () => call(businessApprovalOps.ghanaianOwnedRequests, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
