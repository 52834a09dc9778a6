/**
 * Job alerts sent by several servers at the same moment (docs/decisions/041-saved-jobs-and-job-alerts.md). PostgreSQL
 * only (`DATABASE_URL=postgres://…`): PGlite runs one query at a time, so there the same assertions would hold
 * trivially.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { makeBusiness, makeConfirmedIndividual } from '../../../../test/event-factories.ts';
import { selectRows } from '../../../../test/factories.ts';
import { createJob } from '../../../../test/job-factories.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const MEMBERS = 13;
const ALERTS_EACH = 10;
const SENDERS = 4;

describe.runIf(onPostgres)('job alerts sent by several servers at once (PostgreSQL)', async () => {
  const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
  const { app, clock, database } = testApp ?? ({} as TestApp);

  it('mails every due alert once, each new job once, across batches', async () => {
    const employer = await makeBusiness(app, 'Busy Employer');
    const members = [];
    for (let n = 0; n < MEMBERS; n += 1) members.push(await makeConfirmedIndividual(testApp, `Seeker ${n}`));
    // More alerts than one batch holds, seeded below HTTP (the API keeps ten a member; each is one here).
    await database.db.execute(sql`
      insert into job_alerts (user_id, name, frequency, next_run_at)
      select u.id, 'Alert ' || n, 'daily', ${clock.now().toISOString()}::timestamptz + interval '1 hour'
      from users u, generate_series(1, ${ALERTS_EACH}) as n
      where u.id in (${sql.join(
        members.map((member) => sql`${member.id}`),
        sql`, `,
      )})`);
    const jobs = [];
    for (const title of ['Night Nurse', 'Day Nurse', 'Ward Clerk'])
      jobs.push(await createJob(app, employer, { title }));
    clock.advance(2 * 3_600_000);

    const sent = await Promise.all(Array.from({ length: SENDERS }, () => app.services.jobAlertsService.sendDue()));
    expect(sent.reduce((total, count) => total + count, 0)).toBe(MEMBERS * ALERTS_EACH);

    const mails = await selectRows(
      database,
      sql`select payload->>'to' as recipient, payload->'headers'->>'List-Unsubscribe' as link
          from outbox_messages where kind = 'mail' and payload->>'subject' like '3 new jobs for%'`,
    );
    expect(mails).toHaveLength(MEMBERS * ALERTS_EACH);
    expect(new Set(mails.map((mail) => mail.link)).size).toBe(MEMBERS * ALERTS_EACH);
    const deliveries = await selectRows(
      database,
      sql`select alert_id, count(*)::int as jobs from job_alert_deliveries group by alert_id`,
    );
    expect(deliveries).toHaveLength(MEMBERS * ALERTS_EACH);
    expect(deliveries.every((row) => row.jobs === jobs.length)).toBe(true);

    // And again, all at once: nothing is due, nothing goes.
    const again = await Promise.all(Array.from({ length: SENDERS }, () => app.services.jobAlertsService.sendDue()));
    expect(again).toEqual(Array.from({ length: SENDERS }, () => 0));
  });
});
