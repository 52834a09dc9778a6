import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from './reports.table.ts';

/**
 * Download my data: the reports the member filed, with what became of them. Moderation's share of the file,
 * wired in services.ts as an export source; the author reported and the admin who resolved it are left out.
 */
export function createReportsExport(db: Database) {
  return async ({ id }: { id: number }) => {
    const rows = await db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        outcome: reports.outcome,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, id))
      .orderBy(asc(reports.id));
    return { data: { reports: rows } };
  };
}
