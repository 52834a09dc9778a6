import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserStatus, AdminUsersResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export type MemberSearch = { query: string; status: AdminUserStatus; page: number };

/** Members matched by id, name, email or phone (everyone when the query is empty), newest first. */
export function getMembers({ query, status, page }: MemberSearch): Promise<AdminUsersResponse> {
  return api.get<AdminUsersResponse>('/admin/users', { query: { query, status, page } });
}

export function membersQueryOptions(search: MemberSearch) {
  return queryOptions({
    queryKey: memberKeys.search(search),
    queryFn: () => getMembers(search),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(search: MemberSearch) {
  return useQuery(membersQueryOptions(search));
}
