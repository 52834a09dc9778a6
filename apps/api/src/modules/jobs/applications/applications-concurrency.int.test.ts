/**
 * Applications under simultaneous requests (docs/rules/security-and-reliability.md, decision 007). PostgreSQL only
 * (`DATABASE_URL=postgres://…`): PGlite runs one query at a time, so there the same assertions would hold trivially.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@akwaaba/contracts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { pdfFile } from '../../../../test/cv-files.ts';
import { makeBusiness, makeIndividual, multipart, type Actor } from '../../../../test/event-factories.ts';
import { selectRows } from '../../../../test/factories.ts';
import { createJob, jobCountsThatDrifted } from '../../../../test/job-factories.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const MEMBERS = 20;
const DUPLICATES = 5;

describe.runIf(onPostgres)('applications at the same moment (PostgreSQL)', async () => {
  const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
  const { app } = testApp ?? ({} as TestApp);

  const apply = (jobId: number, who: Actor) => {
    const form = multipart({ cover_note: 'Ready to start on Monday.' }, [
      { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfFile() },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${jobId}/apply`,
      headers: { ...form.headers, ...who.headers },
      payload: form.payload,
    });
  };

  async function stored(jobId: number) {
    const [job] = await selectRows(testApp.database, sql`select applications_count from jobs where id = ${jobId}`);
    const rows = await selectRows(testApp.database, sql`select user_id from job_applications where job_id = ${jobId}`);
    const files = await fs.readdir(path.join(testApp.dataDir, 'documents', 'cvs', String(jobId))).catch(() => []);
    return { count: Number(job?.applications_count), userIds: rows.map((row) => Number(row.user_id)), files };
  }

  it(`${MEMBERS} members applying at once are each counted once`, async () => {
    const employer = await makeBusiness(app);
    const job = await createJob(app, employer);
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, index) => makeIndividual(app, `Applicant ${index + 1}`)),
    );
    const answers = await Promise.all(members.map((who) => apply(job.id, who)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(MEMBERS).fill(201));
    const after = await stored(job.id);
    expect(after.count).toBe(MEMBERS);
    expect(new Set(after.userIds)).toEqual(new Set(members.map((who) => who.id)));
    expect(after.files).toHaveLength(MEMBERS);

    // Half of them withdraw at once.
    const leaving = answers
      .slice(0, MEMBERS / 2)
      .map((answer, index) => ({ id: answer.json().data.id, who: members[index]! }));
    const withdrawals = await Promise.all(
      leaving.map(({ id, who }) =>
        app.inject({ method: 'DELETE', url: `/api/v1/job-applications/${id}`, headers: who.headers }),
      ),
    );
    expect(withdrawals.map((answer) => answer.statusCode)).toEqual(Array(MEMBERS / 2).fill(200));
    const left = await stored(job.id);
    expect(left.count).toBe(MEMBERS / 2);
    expect(left.userIds).toHaveLength(MEMBERS / 2);
    expect(left.files).toHaveLength(MEMBERS / 2);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
  });

  it(`${DUPLICATES} submissions of one member at once leave one application, one count and one CV`, async () => {
    const employer = await makeBusiness(app);
    const job = await createJob(app, employer);
    const member = await makeIndividual(app, 'Double Clicker');
    const answers = await Promise.all(Array.from({ length: DUPLICATES }, () => apply(job.id, member)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(DUPLICATES - 1).fill(409)]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: applicationMessages.alreadyApplied });
    }
    expect(await stored(job.id)).toEqual({ count: 1, userIds: [member.id], files: [expect.any(String)] });
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
  });
});
