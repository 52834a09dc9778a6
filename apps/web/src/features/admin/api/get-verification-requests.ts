import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { verificationRequestKeys } from './verification-request-keys';

/** Business accounts that asked for the verified badge and have no answer yet. */
export function verificationRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: verificationRequestKeys.page(page),
    queryFn: () => call(adminOps.verificationRequests, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationRequests(page: number) {
  return useQuery(verificationRequestsQueryOptions(page));
}
