import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminQuery, withDatabase } from '../../test/postgres-template.ts';
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

  it('lets instances that start together migrate an empty database without either failing', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `akwaaba_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `create database ${name}`);
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(withDatabase(url, name), 2)));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const result = (await instances[0]!.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(result.rows[0]!.applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  });
});
