import type { AuditAction } from '@akwaaba/contracts';
import type { Executor } from '../db/client.ts';

export interface AuditRecord {
  /** The admin who acted. */
  adminId: number;
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  note?: string | null;
}

/**
 * Writes one entry of the admin audit trail inside the admin action's own transaction, so the trail holds every
 * action that happened and none that did not. Made by admin/audit.service.ts and handed to each feature with admin
 * actions in services.ts.
 */
export type Audit = (tx: Executor, record: AuditRecord) => Promise<void>;
