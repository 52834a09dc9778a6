import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** The trail's filters: one item (type and id) or one admin; none for everything. */
export type AuditFilter = { target_type?: string; target_id?: number; admin_id?: number };

/** One page of the audit trail of admin actions, newest first. */
export function auditLogQueryOptions(filter: AuditFilter, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', filter, { page }] as const,
    queryFn: () => call(adminOps.audit, { query: { ...filter, page } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery(auditLogQueryOptions(filter, page));
}
