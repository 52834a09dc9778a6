import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOps, type AdminUserStatus } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export type MemberSearch = { query: string; status: AdminUserStatus; page: number };

/** Members matched by id, name, email or phone (everyone when the query is empty), newest first. */
export function membersQueryOptions(search: MemberSearch) {
  return queryOptions({
    queryKey: memberKeys.search(search),
    queryFn: () => call(adminOps.members, { query: search }),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(search: MemberSearch) {
  return useQuery(membersQueryOptions(search));
}
