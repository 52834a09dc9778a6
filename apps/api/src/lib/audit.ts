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

/**
 * An admin editing or deleting another member's item (an event, listing, job or review) writes its audit entry in the
 * change's transaction; an owner's change to their own item, an admin's included, is no admin action.
 */
export async function auditAdminChange(
  audit: Audit,
  tx: Executor,
  viewer: { id: number; isAdmin: boolean },
  ownerId: number | null,
  record: Omit<AuditRecord, 'adminId'>,
): Promise<void> {
  if (viewer.isAdmin && viewer.id !== ownerId) await audit(tx, { ...record, adminId: viewer.id });
}
