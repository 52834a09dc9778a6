import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { adminAuditLog } from './audit.table.ts';

export interface AuditFilters {
  targetType?: string;
  targetId?: number;
  adminId?: number;
}

export function createAuditRepository(db: Database) {
  return {
    async insert(
      executor: Executor,
      values: { adminId: number; action: string; targetType: string; targetId: number | null; note: string | null },
    ): Promise<void> {
      await executor.insert(adminAuditLog).values(values);
    },

    /** Newest first, with each admin's name (null once their account is gone). */
    async list(filters: AuditFilters, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filters.targetType) conditions.push(eq(adminAuditLog.targetType, filters.targetType));
      if (filters.targetId) conditions.push(eq(adminAuditLog.targetId, filters.targetId));
      if (filters.adminId) conditions.push(eq(adminAuditLog.adminId, filters.adminId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: adminAuditLog, adminName: users.name })
          .from(adminAuditLog)
          .leftJoin(users, eq(users.id, adminAuditLog.adminId))
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(adminAuditLog).where(where),
      ]);
      return { rows, total: total!.value };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
