import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, VerificationRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { verificationRequestKeys } from './verification-request-keys';

/** Business accounts that asked for the verified badge and have no answer yet. */
export function getVerificationRequests(page: number): Promise<ListResponse<VerificationRequest>> {
  return api.get<ListResponse<VerificationRequest>>('/admin/verification-requests', { query: { page } });
}

export function verificationRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: verificationRequestKeys.page(page),
    queryFn: () => getVerificationRequests(page),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationRequests(page: number) {
  return useQuery(verificationRequestsQueryOptions(page));
}
