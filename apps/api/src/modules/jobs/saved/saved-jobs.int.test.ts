import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiMessages, jobMessages, SAVED_JOBS_MAX, savedJobMessages, type SavedJob } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { makeAdmin, makeBusiness, makeIndividual, type Actor } from '../../../../test/event-factories.ts';
import { selectRows, STRONG_PASSWORD } from '../../../../test/factories.ts';
import { createJob, expireJob } from '../../../../test/job-factories.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const admin = await makeAdmin(app);
const employer = await makeBusiness(app, 'Kente Works');
const ama = await makeIndividual(app, 'Ama Owusu');
const kofi = await makeIndividual(app, 'Kofi Mensah');

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, who: Actor | null) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {} });
const save = (jobId: number, who: Actor | null) => call('POST', `/job-listings/${jobId}/save`, who);
const unsave = (jobId: number, who: Actor | null) => call('DELETE', `/job-listings/${jobId}/save`, who);
const savedList = async (who: Actor, query = '') => {
  const response = await call('GET', `/my/saved-jobs${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: SavedJob[]; total: number; current_page: number; last_page: number };
};
const savedIds = async (who: Actor) =>
  ((await call('GET', '/my/saved-jobs/ids', who)).json() as { data: number[] }).data;

describe('saving jobs', () => {
  it('a member saves a job and unsaves it; doing either twice changes nothing', async () => {
    const job = await createJob(app, employer, { title: 'Warehouse Supervisor' });

    const saved = await save(job.id, ama);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { job_id: job.id, saved: true }, message: savedJobMessages.savedToast });
    expect((await save(job.id, ama)).json()).toEqual({
      data: { job_id: job.id, saved: true },
      message: savedJobMessages.savedToast,
    });
    expect(await savedIds(ama)).toEqual([job.id]);
    const rows = await selectRows(database, sql`select count(*)::int as n from saved_jobs where job_id = ${job.id}`);
    expect(rows[0]!.n).toBe(1);

    const removed = await unsave(job.id, ama);
    expect(removed.json()).toEqual({ data: { job_id: job.id, saved: false }, message: savedJobMessages.unsavedToast });
    expect((await unsave(job.id, ama)).statusCode).toBe(200);
    expect(await savedIds(ama)).toEqual([]);
  });

  it('answers 404 for a job the member cannot see, and one that does not exist; a visitor must sign in', async () => {
    const draft = await createJob(app, employer, { title: 'Draft Role', status: 'draft' });
    const missing = await save(draft.id, kofi);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: jobMessages.notFound });
    expect((await save(2_147_483_000, kofi)).statusCode).toBe(404);
    expect((await unsave(2_147_483_000, kofi)).statusCode).toBe(404);
    // The poster and admins see a draft, so they may keep it.
    expect((await save(draft.id, employer)).statusCode).toBe(200);
    expect((await save(draft.id, admin)).statusCode).toBe(200);

    const open = await createJob(app, employer);
    const visitor = await save(open.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
    expect((await call('GET', '/my/saved-jobs', null)).statusCode).toBe(401);
    expect((await call('GET', '/my/saved-jobs/ids', null)).statusCode).toBe(401);
  });

  it('lists the member’s saved jobs newest saved first, a page at a time, and only theirs', async () => {
    const member = await makeIndividual(app, 'Efua Pages');
    const jobs = [];
    for (const title of ['First Saved', 'Second Saved', 'Third Saved'])
      jobs.push(await createJob(app, employer, { title }));
    // Saved in another order than posted: the list follows the saving.
    for (const job of [jobs[1]!, jobs[0]!, jobs[2]!]) expect((await save(job.id, member)).statusCode).toBe(200);
    await save(jobs[0]!.id, kofi);

    const first = await savedList(member, '?per_page=2');
    expect(first.data.map((row) => row.title)).toEqual(['Third Saved', 'First Saved']);
    expect(first).toMatchObject({ total: 3, current_page: 1, last_page: 2 });
    expect(first.data[0]).toMatchObject({
      job_id: jobs[2]!.id,
      company_name: 'Adinkra Foods',
      is_open: true,
      job: { id: jobs[2]!.id, title: 'Third Saved', category: { id: expect.any(Number) } },
    });
    expect(Date.parse(first.data[0]!.saved_at)).not.toBeNaN();
    const second = await savedList(member, '?per_page=2&page=2');
    expect(second.data.map((row) => row.title)).toEqual(['Second Saved']);
    expect(await savedIds(member)).toEqual([jobs[2]!.id, jobs[0]!.id, jobs[1]!.id]);
  });

  it('keeps a job that closed or left the board as no longer open, and drops one that was deleted', async () => {
    const member = await makeIndividual(app, 'Yaw Closed');
    const closing = await createJob(app, employer, { title: 'Closing Soon' });
    const withdrawn = await createJob(app, employer, { title: 'Back To Draft' });
    const deleted = await createJob(app, employer, { title: 'Deleted Role' });
    for (const job of [closing, withdrawn, deleted]) await save(job.id, member);

    await expireJob(testApp, closing.id);
    await database.db.execute(sql`update jobs set status = 'draft' where id = ${withdrawn.id}`);
    expect((await call('DELETE', `/job-listings/${deleted.id}`, employer)).statusCode).toBe(200);

    const list = await savedList(member);
    expect(list.total).toBe(2);
    expect(list.data).toEqual([
      expect.objectContaining({ job_id: withdrawn.id, title: 'Back To Draft', is_open: false, job: null }),
      expect.objectContaining({ job_id: closing.id, title: 'Closing Soon', is_open: false, job: null }),
    ]);
    // Taking it off the list still works.
    expect((await unsave(closing.id, member)).statusCode).toBe(200);
    expect((await savedList(member)).total).toBe(1);
  });

  it(`keeps at most ${SAVED_JOBS_MAX} per member, with a clear refusal`, async () => {
    const member = await makeIndividual(app, 'Akosua Collector');
    const [template] = await selectRows(database, sql`select id from jobs order by id limit 1`);
    // Jobs and saves seeded below HTTP: the cap is what is tested, not posting 200 jobs.
    await database.db.execute(sql`
      with copies as (
        insert into jobs (user_id, category_id, title, description, company_name, location, city, job_type,
                          experience_level, currency, salary_period, work_eligibility, contact_email, expires_at)
        select user_id, category_id, title || ' ' || n, description, company_name, location, city, job_type,
               experience_level, currency, salary_period, work_eligibility, contact_email, expires_at
        from jobs, generate_series(1, ${SAVED_JOBS_MAX}) as n
        where id = ${Number(template!.id)}
        returning id
      )
      insert into saved_jobs (user_id, job_id) select ${member.id}, id from copies`);
    const another = await createJob(app, employer, { title: 'One Too Many' });

    const refused = await save(another.id, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: savedJobMessages.tooMany });
    // A job already saved is still saved without counting again.
    const [kept] = await selectRows(database, sql`select job_id from saved_jobs where user_id = ${member.id} limit 1`);
    expect((await save(Number(kept!.job_id), member)).statusCode).toBe(200);
    // Making room lets the next one in.
    await unsave(Number(kept!.job_id), member);
    expect((await save(another.id, member)).statusCode).toBe(200);
    expect(await savedIds(member)).toHaveLength(SAVED_JOBS_MAX);
  });

  it('goes with the member’s account, and is in Download my data', async () => {
    const member = await makeIndividual(app, 'Kojo Leaving');
    const job = await createJob(app, employer, { title: 'Exported Role' });
    await save(job.id, member);

    const exported = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/export',
      headers: member.headers,
      payload: { password: STRONG_PASSWORD },
    });
    const { 'data.json': json } = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(strFromU8(json!)).saved_jobs).toEqual([
      { job_id: job.id, title: 'Exported Role', company_name: 'Adinkra Foods', saved_at: expect.any(String) },
    ]);

    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    const rows = await selectRows(database, sql`select 1 from saved_jobs where user_id = ${member.id}`);
    expect(rows).toEqual([]);
  });
});
