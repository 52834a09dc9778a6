import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consents } from './consents.table.ts';

/** The privacy module's own share of Download my data: what the member agreed to, withdrawals included. */
export function createDataExportRepository(db: Database) {
  return {
    async consentsOf(userId: number) {
      return db
        .select({
          purpose: consents.purpose,
          version: consents.version,
          grantedAt: consents.grantedAt,
          grantedVia: consents.grantedVia,
          withdrawnAt: consents.withdrawnAt,
          withdrawnVia: consents.withdrawnVia,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.grantedAt), asc(consents.id));
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
