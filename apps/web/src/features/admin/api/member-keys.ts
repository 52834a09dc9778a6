import type { AdminUser, AdminUserStatus, ListResponse } from '@akwaaba/contracts';
import { queryClient } from '@/lib/query-client';

/** Cache keys of the admin's members search. */
export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (search: { query: string; status: AdminUserStatus; page: number }) => [...memberKeys.all, search] as const,
};

/**
 * A member changed by an action (suspended, unsuspended, signed out) shows its new state in every search at once;
 * then every admin list is read again (the members, the reports it resolved, the audit trail, the counts).
 */
export function showChangedMember(member: AdminUser): void {
  queryClient.setQueriesData<ListResponse<AdminUser>>({ queryKey: memberKeys.all }, (list) =>
    list ? { ...list, data: list.data.map((row) => (row.id === member.id ? member : row)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
}
