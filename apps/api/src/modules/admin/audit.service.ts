import { pageMeta, pageOffset, type AuditEntry, type ListResponse } from '@akwaaba/contracts';
import type { Audit } from '../../lib/audit.ts';
import type { AuditFilters, AuditRepository } from './audit.repository.ts';

export function createAuditService({ auditRepository }: { auditRepository: AuditRepository }) {
  const record: Audit = (tx, { adminId, action, targetType, targetId, note }) =>
    auditRepository.insert(tx, { adminId, action, targetType, targetId, note: note ?? null });

  return {
    record,

    async list(filters: AuditFilters, page: number, perPage: number): Promise<ListResponse<AuditEntry>> {
      const { rows, total } = await auditRepository.list(filters, perPage, pageOffset(page, perPage));
      return {
        data: rows.map(({ entry, adminName }) => ({
          id: entry.id,
          admin: entry.adminId !== null && adminName !== null ? { id: entry.adminId, name: adminName } : null,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          note: entry.note,
          created_at: entry.createdAt.toISOString(),
        })),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
