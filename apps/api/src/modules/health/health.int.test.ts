import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { healthMessages } from '@akwaaba/contracts';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '../../../test/postgres-template.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { registerMember, selectRows } from '../../../test/factories.ts';

// Answers of 503 are what the database test below is for.
const testApp = await buildTestApp({ allowServerErrors: true });
const { app, database, dataDir } = testApp;
const get = (url: string) => app.inject({ method: 'GET', url });

describe('readiness', () => {
  it('reports every dependency: the database, Redis (not set here), the storage and the outbox’s backlog', async () => {
    const member = await registerMember(app);
    // The reset mail is queued in the outbox; this test app's worker does not run, so it waits there.
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: member.user.email } });
    const response = await get('/api/v1/health/ready');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ status: 'ready', database: 'up', redis: 'not_configured', storage: 'up' });
    expect(report.outbox.due).toBeGreaterThanOrEqual(1);
    expect(report.outbox.oldest_due_seconds).toBeGreaterThanOrEqual(0);
  });

  it('says the storage is down when the uploads folder cannot be written, and stays ready', async () => {
    const uploads = path.join(dataDir, 'uploads');
    await fs.rm(uploads, { recursive: true, force: true });
    // A file where the folder should be: nothing can be stored under it (a permission would not stop root).
    await fs.writeFile(uploads, '');
    try {
      const response = await get('/api/v1/health/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ready', storage: 'down' });
    } finally {
      await fs.rm(uploads);
    }
    expect((await get('/api/v1/health/ready')).json()).toMatchObject({ storage: 'up' });
  });
});

describe.skipIf(database.kind !== 'postgres')(
  'readiness while PostgreSQL refuses connections (PostgreSQL only)',
  () => {
    it('answers 503 with Retry-After, naming no host or error, while liveness stays 200; ready again after', async () => {
      const [row] = await selectRows(database, sql`select current_database() as name`);
      const name = String(row!.name);
      const url = process.env.DATABASE_URL!;
      // As a restart looks to the pool: every connection ends and new ones are refused.
      await adminQuery(url, `alter database ${name} allow_connections false`);
      await adminQuery(url, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      try {
        const startedAt = performance.now();
        const notReady = await get('/api/v1/health/ready');
        expect(performance.now() - startedAt).toBeLessThan(2_000);
        expect(notReady.statusCode).toBe(503);
        expect(notReady.headers['retry-after']).toBe('5');
        expect(notReady.json()).toEqual({
          status: 'not_ready',
          database: 'down',
          redis: 'not_configured',
          storage: 'up',
          outbox: null,
          message: healthMessages.notReady,
        });
        expect(notReady.body).not.toMatch(/127\.0\.0\.1|localhost|accepting connections/);
        const alive = await get('/api/v1/health');
        expect(alive.statusCode).toBe(200);
        expect(alive.json()).toEqual({ status: 'ok' });
      } finally {
        await adminQuery(url, `alter database ${name} allow_connections true`);
      }
      expect((await get('/api/v1/health/ready')).statusCode).toBe(200);
    });
  },
);
