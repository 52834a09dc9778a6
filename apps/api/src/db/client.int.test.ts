import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '../../test/postgres-template.ts';
import { openPostgres } from './client.ts';

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives a connection killed while idle, reports it, and answers the next query', async () => {
    const reported: Error[] = [];
    const database = await openPostgres(process.env.DATABASE_URL!, 2, (error) => reported.push(error));
    try {
      const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = result.rows[0]!.pid;
      await adminQuery(process.env.DATABASE_URL!, `select pg_terminate_backend(${pid})`);
      for (let attempt = 0; attempt < 50 && reported.length === 0; attempt++)
        await new Promise((r) => setTimeout(r, 20));

      expect(reported).toHaveLength(1);
      expect(reported[0]!.message).toMatch(/terminating connection/);
      const again = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
