import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  apiMessages,
  JOB_DEFAULT_OPEN_DAYS,
  jobMessages,
  saDateOf,
  type JobDetail,
  type JobSummary,
  type MyJob,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/build-test-app.ts';
import { categoryBySlug, makeAdmin, makeBusiness, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { mailHeader, selectRows, STRONG_PASSWORD } from '../../../test/factories.ts';
import { createJob, expireJob, jobBody, jobCountsThatDrifted } from '../../../test/job-factories.ts';
import { addDays } from '../../lib/clock.ts';

// The built web app is stood in for by a bare index.html, so the link-preview tags can be checked.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
const PLAIN_PAGE = '<html><head><title>Akwaaba</title></head><body></body></html>';
fs.writeFileSync(path.join(webDist, 'index.html'), PLAIN_PAGE);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/**
 * A fixed clock at 23:30 UTC, which is already 01:30 the next day in South Africa: deadlines are South African
 * days, so the UTC date is yesterday there.
 */
function fixedNight(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 23, 30));
}

const testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
const { app, clock } = testApp;
clock.set(fixedNight());
const NOW = clock.now();
/** Deadlines as the date input sends them, counted in South African days from the fixed now. */
const saDay = (days: number) => saDateOf(addDays(NOW, days));
const utcDate = NOW.toISOString().slice(0, 10);

const technology = await categoryBySlug(app, 'job', 'technology');
const healthcare = await categoryBySlug(app, 'job', 'healthcare');
const businessCategory = await categoryBySlug(app, 'business', 'restaurant');
const admin = await makeAdmin(app);
const member = await makeIndividual(app, 'Kwame Individual');
const poster = await makeBusiness(app, 'Adinkra Foods HR');
const rival = await makeBusiness(app, 'Rival Employer');

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const headersOf = (who: Actor | null) => who?.headers ?? {};
const post = (who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/job-listings', headers: headersOf(who), payload });
const put = (id: number, who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/job-listings/${id}`, headers: headersOf(who), payload });
const remove = (id: number, who: Actor | null) =>
  app.inject({ method: 'DELETE', url: `/api/v1/job-listings/${id}`, headers: headersOf(who) });
const detail = (id: number | string, who: Actor | null = null) =>
  app.inject({ method: 'GET', url: `/api/v1/job-listings/${id}`, headers: headersOf(who) });
const mine = async (who: Actor, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/v1/my-job-listings?${query}`, headers: who.headers })).json();
const body = (overrides: Record<string, unknown> = {}) => jobBody(technology.id, overrides);

/** The form's required fields and nothing else: everything else takes the spec's defaults. */
const minimalBody = () => ({
  title: 'Warehouse Assistant',
  category_id: technology.id,
  description: 'Receive, count and pack stock for deliveries across Gauteng.',
  company_name: 'Makola Imports',
  location: 'Midrand',
  city: 'Johannesburg',
  contact_email: 'Jobs@Makola.example',
});

/**
 * An application as the applications feature stores it (its routes are tested in their own file), with the
 * job's count moved as that feature does.
 */
async function storeApplication(
  target: TestApp,
  jobId: number,
  applicant: Actor,
  options: { status?: string; cvKey?: string } = {},
): Promise<number> {
  const [row] = await selectRows(
    target.database,
    sql`insert into job_applications (job_id, user_id, cover_note, cv_key, cv_name, cv_size, cv_type, status)
        values (${jobId}, ${applicant.id}, 'I would love to work with you.', ${options.cvKey ?? null},
                ${options.cvKey ? 'cv.pdf' : null}, ${options.cvKey ? 1234 : null},
                ${options.cvKey ? 'application/pdf' : null}, ${options.status ?? 'submitted'})
        returning id`,
  );
  await target.database.db.execute(
    sql`update jobs set applications_count = applications_count + 1 where id = ${jobId}`,
  );
  return Number(row!.id);
}

/** A CV file in the private documents store, as an upload leaves it. */
function storeCv(target: TestApp, key: string): string {
  const file = path.join(target.dataDir, 'documents', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '%PDF-1.4 a CV');
  return file;
}

const endOfSaDay = (date: string) => `${date}T21:59:59.999Z`;

describe('POST /job-listings', () => {
  it('posts a business account’s job with the spec’s defaults (rand per month, full-time, mid level, published)', async () => {
    const response = await post(poster, minimalBody());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json() as { data: JobDetail; message: string };
    expect(message).toBe(jobMessages.posted);
    expect(data).toMatchObject({
      title: 'Warehouse Assistant',
      category: { id: technology.id, name: technology.name, slug: 'technology' },
      company_name: 'Makola Imports',
      company_logo: null,
      company_logo_srcset: null,
      company_website: null,
      job_type: 'full_time',
      experience_level: 'mid',
      is_remote: false,
      salary_min: null,
      salary_max: null,
      currency: 'ZAR',
      salary_period: 'month',
      work_eligibility: 'right_to_work',
      location: 'Midrand',
      city: 'Johannesburg',
      province: 'Gauteng',
      requirements: [],
      benefits: [],
      skills: [],
      tags: [],
      contact_email: 'jobs@makola.example',
      contact_phone: null,
      application_url: null,
      status: 'published',
      applications_count: 0,
      user_id: poster.id,
      user: { id: poster.id, name: 'Adinkra Foods HR' },
      is_owner: true,
      is_expired: false,
      user_applied: false,
      user_application: null,
    });
    // Without a deadline it stays open JOB_DEFAULT_OPEN_DAYS from posting.
    expect(data.expires_at).toBe(addDays(NOW, JOB_DEFAULT_OPEN_DAYS).toISOString());
  });

  it('stores the whole post-job payload: lists, salary as decimal strings, an E.164 phone, Gqeberha for Port Elizabeth', async () => {
    const { data } = (
      await post(
        poster,
        body({
          requirements: 'A year of TypeScript\r\n\n   A valid driver’s licence  \n',
          benefits: ['Medical aid', '  ', 'Hybrid work'],
          skills: 'TypeScript, React, , Node.js',
          tags: 'e-commerce,logistics',
          city: 'Port Elizabeth',
          salary_min: 25000,
          salary_max: '35000.5',
          currency: 'GHS',
          salary_period: 'year',
          work_eligibility: 'visa_sponsorship',
          application_url: 'https://adinkra-foods.example/careers',
          contact_phone: '011 234 5678',
        }),
      )
    ).json() as { data: JobDetail };
    expect(data).toMatchObject({
      requirements: ['A year of TypeScript', 'A valid driver’s licence'],
      benefits: ['Medical aid', 'Hybrid work'],
      skills: ['TypeScript', 'React', 'Node.js'],
      tags: ['e-commerce', 'logistics'],
      city: 'Gqeberha',
      province: 'Eastern Cape',
      salary_min: '25000.00',
      salary_max: '35000.50',
      currency: 'GHS',
      salary_period: 'year',
      work_eligibility: 'visa_sponsorship',
      company_website: 'https://adinkra-foods.example',
      application_url: 'https://adinkra-foods.example/careers',
      contact_phone: '+27112345678',
    });
  });

  it.each([
    ['full-time', 'full_time'],
    ['part-time', 'part_time'],
    ['Part_Time', 'part_time'],
    ['contract', 'contract'],
    ['freelance', 'freelance'],
    ['internship', 'internship'],
  ])('accepts the job type %s and answers the canonical %s', async (type, canonical) => {
    const response = await post(poster, body({ type, level: 'entry' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ job_type: canonical, experience_level: 'entry' });
  });

  it('keeps a phone number that does not parse as it was written', async () => {
    const { data } = (await post(poster, body({ contact_phone: '+999 1234 5678' }))).json();
    expect(data.contact_phone).toBe('+999 1234 5678');
  });

  it('refuses visitors (401) and individual accounts (403 with the reason); admins may post', async () => {
    expect((await post(null, body())).statusCode).toBe(401);
    const individual = await post(member, body());
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual({ message: jobMessages.onlyBusinessesPost });
    const byAdmin = await post(admin, body({ title: 'Posted By Admin' }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.user_id).toBe(admin.id);
  });

  it.each([
    ['title', { title: '' }, jobMessages.titleRequired],
    ['title', { title: 'QA' }, jobMessages.titleMin],
    ['category_id', { category_id: '' }, jobMessages.categoryRequired],
    ['category_id', { category_id: 'abc' }, jobMessages.categoryRequired],
    ['company_name', { company_name: '  ' }, jobMessages.companyRequired],
    ['description', { description: '' }, jobMessages.descriptionRequired],
    ['description', { description: 'Too short.' }, jobMessages.descriptionMin],
    ['location', { location: '' }, jobMessages.locationRequired],
    ['city', { city: '' }, jobMessages.cityRequired],
    ['contact_email', { contact_email: '' }, jobMessages.contactEmailRequired],
    ['contact_email', { contact_email: 'not-an-email' }, jobMessages.emailInvalid],
    ['contact_phone', { contact_phone: '12ab' }, jobMessages.phoneInvalid],
    ['application_url', { application_url: 'javascript:alert(1)' }, jobMessages.urlInvalid],
    ['company_website', { company_website: 'ftp://adinkra.example' }, jobMessages.urlInvalid],
    ['salary_min', { salary_min: 'lots' }, jobMessages.salaryInvalid],
    ['salary_min', { salary_min: -1 }, jobMessages.salaryInvalid],
    ['salary_max', { salary_min: '35000', salary_max: '25000' }, jobMessages.salaryRange],
    ['deadline', { deadline: 'next Friday' }, jobMessages.deadlineInvalid],
    ['deadline', { deadline: '2031-02-31' }, jobMessages.deadlineInvalid],
    ['type', { type: 'permanent' }, jobMessages.choiceInvalid],
    ['level', { level: 'guru' }, jobMessages.choiceInvalid],
    ['currency', { currency: 'BTC' }, jobMessages.choiceInvalid],
    ['salary_period', { salary_period: 'day' }, jobMessages.choiceInvalid],
    ['work_eligibility', { work_eligibility: 'anyone' }, jobMessages.choiceInvalid],
    ['status', { status: 'pending' }, jobMessages.choiceInvalid],
    [
      'requirements',
      { requirements: Array.from({ length: 31 }, (_, index) => `Line ${index}`) },
      jobMessages.tooManyItems,
    ],
  ])('answers 422 on %s with the form’s message (%j)', async (field, overrides, message) => {
    const response = await post(poster, body(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a category that is not a job category', async () => {
    const response = await post(poster, body({ category_id: businessCategory.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: jobMessages.categoryRequired,
      errors: { category_id: [jobMessages.categoryRequired] },
    });
  });

  it('closes a job at the end of its deadline’s South African day, from today up to a year ahead', async () => {
    const today = await post(poster, body({ deadline: saDay(0) }));
    expect(today.statusCode).toBe(201);
    expect(today.json().data).toMatchObject({ expires_at: endOfSaDay(saDay(0)), is_expired: false });
    const lastDay = await post(poster, body({ deadline: saDay(365) }));
    expect(lastDay.json().data.expires_at).toBe(endOfSaDay(saDay(365)));
  });

  it('refuses a deadline before today in South Africa (the UTC date is already yesterday there) or beyond a year', async () => {
    expect(utcDate).toBe(saDay(-1));
    for (const deadline of [utcDate, saDay(-30)]) {
      const past = await post(poster, body({ deadline }));
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ deadline: [jobMessages.deadlinePast] });
    }
    const tooFar = await post(poster, body({ deadline: saDay(366) }));
    expect(tooFar.json().errors).toEqual({ deadline: [jobMessages.deadlineTooFar] });
  });

  it('answers the category and the deadline together when both are wrong', async () => {
    const response = await post(poster, body({ category_id: businessCategory.id, deadline: saDay(-2) }));
    expect(response.json().errors).toEqual({
      category_id: [jobMessages.categoryRequired],
      deadline: [jobMessages.deadlinePast],
    });
  });

  it('never takes the poster, the count, the expiry or the id from the body', async () => {
    const response = await post(
      poster,
      body({
        id: 1,
        user_id: rival.id,
        applications_count: 99,
        expires_at: '2099-01-01T00:00:00Z',
        is_expired: true,
        created_at: '2000-01-01T00:00:00Z',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: JobDetail };
    expect(data).toMatchObject({ user_id: poster.id, user: { id: poster.id }, applications_count: 0 });
    expect(data.id).not.toBe(1);
    expect(data.expires_at).toBe(addDays(NOW, JOB_DEFAULT_OPEN_DAYS).toISOString());
  });
});

describe('who sees a job', () => {
  it('shows an open job to visitors, with its poster’s name and every section of the detail', async () => {
    const job = await createJob(app, poster, { title: 'Open Kitchen Manager' });
    const response = await detail(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Open Kitchen Manager',
      description: jobBody(technology.id).description,
      requirements: ['A year of TypeScript', 'A valid driver’s licence'],
      benefits: ['Medical aid', 'Hybrid work'],
      contact_email: 'jobs@adinkra-foods.example',
      user: { id: poster.id, name: 'Adinkra Foods HR' },
      is_owner: false,
      user_applied: false,
      user_application: null,
      is_expired: false,
    });
    expect((await detail(job.id, poster)).json().data.is_owner).toBe(true);
  });

  it('tells a member who applied that they did, with their application’s status', async () => {
    const job = await createJob(app, poster, { title: 'Applied For Job' });
    const applicationId = await storeApplication(testApp, job.id, member, { status: 'shortlisted' });
    const { data } = (await detail(job.id, member)).json() as { data: JobDetail };
    expect(data).toMatchObject({
      user_applied: true,
      user_application: { id: applicationId, status: 'shortlisted' },
      applications_count: 1,
    });
    expect(Date.parse(data.user_application!.created_at)).not.toBeNaN();
    expect((await detail(job.id, rival)).json().data).toMatchObject({ user_applied: false, user_application: null });
  });

  it('hides a draft from others (404) and shows it to its poster and admins', async () => {
    const draft = await createJob(app, poster, { title: 'Draft Barista', status: 'draft' });
    expect(draft.status).toBe('draft');
    for (const who of [null, member, rival]) {
      const response = await detail(draft.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: jobMessages.notFound });
    }
    expect((await detail(draft.id, poster)).json().data).toMatchObject({ status: 'draft', is_owner: true });
    expect((await detail(draft.id, admin)).json().data).toMatchObject({ status: 'draft', is_owner: false });
  });

  it('hides an expired job from others, but not from its poster, admins and the members who applied', async () => {
    const job = await createJob(app, poster, { title: 'Closed Cashier' });
    const applicant = await makeIndividual(app, 'Late Applicant');
    await storeApplication(testApp, job.id, applicant);
    await expireJob(testApp, job.id);
    for (const who of [null, member, rival]) expect((await detail(job.id, who)).statusCode).toBe(404);
    for (const who of [poster, admin, applicant]) {
      const response = await detail(job.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.is_expired).toBe(true);
    }
  });

  it('answers 404 for an unknown id and 400-range for a malformed one', async () => {
    expect((await detail(987_654)).json()).toEqual({ message: jobMessages.notFound });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await detail(id);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

// The board's own app: its lists hold only the jobs made here.
const boardApp = await buildTestApp();
boardApp.clock.set(NOW);
const employer = await makeBusiness(boardApp.app, 'Board Employer');
const boardCategory = (slug: string) => categoryBySlug(boardApp.app, 'job', slug);
const [tech, health, logistics, finance] = await Promise.all(
  ['technology', 'healthcare', 'logistics', 'finance'].map(boardCategory),
);
const postOnBoard = (overrides: Record<string, unknown>) => createJob(boardApp.app, employer, overrides);
await postOnBoard({
  title: 'Theatre Nurse',
  category_id: health!.id,
  city: 'Cape Town',
  type: 'part-time',
  level: 'senior',
  description: 'Scrub and circulate in a busy private theatre; night shifts twice a month.',
});
const developer = await postOnBoard({
  title: 'Remote TypeScript Developer',
  category_id: tech!.id,
  type: 'full_time',
  level: 'mid',
  remote_work: true,
  // Long enough for the card to carry only its first 300 characters.
  description: `Build our ordering app with TypeScript and React. ${'Ship small changes often. '.repeat(20)}`,
});
await postOnBoard({
  title: 'Warehouse Supervisor',
  category_id: logistics!.id,
  city: 'Port Elizabeth',
  type: 'contract',
  level: 'junior',
  description: 'Run the night shift of a cold store near the harbour; a developer of people, not software.',
});
const intern = await postOnBoard({
  title: 'Accounting Intern',
  category_id: finance!.id,
  city: 'Durban',
  type: 'internship',
  level: 'entry',
  description: 'Learn bookkeeping and SARS eFiling with a small practice in Umhlanga.',
  deadline: saDay(0),
});
await postOnBoard({ title: 'Draft Developer Role', category_id: tech!.id, status: 'draft' });
const closed = await postOnBoard({ title: 'Expired Developer Role', category_id: tech!.id });
await expireJob(boardApp, closed.id);

async function board(query = ''): Promise<Json> {
  const response = await boardApp.app.inject({ method: 'GET', url: `/api/v1/job-listings?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const titles = (page: Json) => (page.data as JobSummary[]).map((job) => job.title);
const ALL_OPEN = ['Accounting Intern', 'Warehouse Supervisor', 'Remote TypeScript Developer', 'Theatre Nurse'];

describe('GET /job-listings (the board)', () => {
  it('lists published jobs that are still open, newest first, with the spec’s pagination fields', async () => {
    const page = await board();
    expect(titles(page)).toEqual(ALL_OPEN);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 4, from: 1, to: 4 });
  });

  it('answers a card’s fields and no more, its description cut to 300 characters', async () => {
    const card = ((await board('search=typescript')).data as JobSummary[])[0]!;
    expect(card).toEqual({
      id: developer.id,
      title: 'Remote TypeScript Developer',
      description: developer.description.slice(0, 300),
      category: { id: tech!.id, name: tech!.name, slug: 'technology' },
      company_name: 'Adinkra Foods',
      company_logo: null,
      company_logo_srcset: null,
      job_type: 'full_time',
      experience_level: 'mid',
      is_remote: true,
      salary_min: '25000.00',
      salary_max: '35000.00',
      currency: 'ZAR',
      salary_period: 'month',
      work_eligibility: 'right_to_work',
      location: '5 Rivonia Road, Sandton',
      city: 'Johannesburg',
      province: 'Gauteng',
      applications_count: 0,
      expires_at: developer.expires_at,
      created_at: developer.created_at,
      user: { id: employer.id, name: 'Board Employer' },
    });
    expect(developer.description.length).toBeGreaterThan(300);
  });

  it.each([
    ['category=healthcare', ['Theatre Nurse']],
    ['category=no-such-slug', []],
    ['city=Cape%20Town', ['Theatre Nurse']],
    ['city=Port%20Elizabeth', ['Warehouse Supervisor']],
    ['city=Gqeberha', ['Warehouse Supervisor']],
    ['city=Gqeberha%20(Port%20Elizabeth)', ['Warehouse Supervisor']],
    ['job_type=part_time', ['Theatre Nurse']],
    ['job_type=part-time', ['Theatre Nurse']],
    ['job_type=Full-Time', ['Remote TypeScript Developer']],
    ['job_type=internship', ['Accounting Intern']],
    ['job_type=permanent', ALL_OPEN],
    ['experience_level=entry', ['Accounting Intern']],
    ['experience_level=senior', ['Theatre Nurse']],
    ['experience_level=guru', ALL_OPEN],
    ['is_remote=true', ['Remote TypeScript Developer']],
    ['is_remote=1', ['Remote TypeScript Developer']],
    ['is_remote=false', ALL_OPEN],
    ['is_remote=0', ALL_OPEN],
    ['search=bookkeeping', ['Accounting Intern']],
    ['search=harbour%20night', ['Warehouse Supervisor']],
    ['search=Gqeberha', ['Warehouse Supervisor']],
    ['search=kente', []],
    [
      'search=developer&city=Johannesburg&category=technology&job_type=full-time&experience_level=mid&is_remote=true',
      ['Remote TypeScript Developer'],
    ],
    ['city=Durban&job_type=contract', []],
  ])('filters %s', async (query, expected) => {
    expect(titles(await board(query))).toEqual(expected);
  });

  it('puts the best matches of a search first: a title above a description, then the newest', async () => {
    // 'developer' is in one title and, later posted, in the supervisor's description.
    expect(titles(await board('search=developer'))).toEqual(['Remote TypeScript Developer', 'Warehouse Supervisor']);
  });

  it('pages the board', async () => {
    const first = await board('per_page=3');
    expect(titles(first)).toEqual(ALL_OPEN.slice(0, 3));
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 3, total: 4, from: 1, to: 3 });
    const second = await board('per_page=3&page=2');
    expect(titles(second)).toEqual(ALL_OPEN.slice(3));
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 4, from: 4, to: 4 });
    expect(await board('page=9')).toMatchObject({ data: [], total: 4, from: null, to: null });
    expect(await board('city=Polokwane')).toMatchObject({ data: [], total: 0, from: null, to: null });
  });

  it('refuses a filter carrying control characters', async () => {
    const response = await boardApp.app.inject({ method: 'GET', url: '/api/v1/job-listings?search=%00' });
    expect(response.statusCode).toBe(422);
  });

  it('drops a job from the board once its deadline’s day is over in South Africa', async () => {
    const closesAt = Date.parse(intern.expires_at);
    const internDetail = () => boardApp.app.inject({ method: 'GET', url: `/api/v1/job-listings/${intern.id}` });
    try {
      boardApp.clock.set(new Date(closesAt - 1));
      expect(titles(await board())).toContain('Accounting Intern');
      expect((await internDetail()).statusCode).toBe(200);
      boardApp.clock.set(new Date(closesAt));
      // Visitors' answers are kept up to ten seconds of the clock (plugins/public-cache.ts); this is one millisecond.
      boardApp.app.publicCache.clear();
      expect(titles(await board())).not.toContain('Accounting Intern');
      expect((await internDetail()).statusCode).toBe(404);
      // Past the few seconds a total is kept.
      boardApp.clock.set(new Date(closesAt + 60_000));
      const after = await board();
      expect(titles(after)).not.toContain('Accounting Intern');
      expect(after.total).toBe(3);
    } finally {
      boardApp.clock.set(NOW);
      // Totals and answers kept in the future would otherwise be kept until then.
      boardApp.app.services.jobsService.listChanged();
      boardApp.app.publicCache.clear();
    }
  });

  it('counts a new job at once on the instance that posted it', async () => {
    const before = (await board()).total as number;
    await postOnBoard({ title: 'Freshly Posted Driver', category_id: logistics!.id });
    expect((await board()).total).toBe(before + 1);
  });
});

describe('PUT and DELETE /job-listings/:id', () => {
  it('lets only the poster or an admin change or delete a job', async () => {
    const job = await createJob(app, poster, { title: 'Guarded Job' });
    expect((await put(job.id, null, body())).statusCode).toBe(401);
    expect((await remove(job.id, null)).statusCode).toBe(401);
    for (const who of [member, rival]) {
      const response = await put(job.id, who, body({ title: 'Hijacked' }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
      expect((await remove(job.id, who)).statusCode).toBe(403);
    }
    expect((await detail(job.id)).json().data.title).toBe('Guarded Job');

    const byAdmin = await put(job.id, admin, body({ title: 'Guarded Job (edited by admin)' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      data: { title: 'Guarded Job (edited by admin)', user_id: poster.id, is_owner: false },
      message: jobMessages.updated,
    });
    expect((await remove(job.id, poster)).json()).toEqual({ message: jobMessages.deleted });
    expect((await detail(job.id, poster)).statusCode).toBe(404);
    expect((await remove(job.id, poster)).statusCode).toBe(404);
  });

  it('answers 404, not 403, for another poster’s draft', async () => {
    const draft = await createJob(app, poster, { status: 'draft' });
    expect((await put(draft.id, rival, body())).statusCode).toBe(404);
    expect((await remove(draft.id, rival)).statusCode).toBe(404);
  });

  it('saves every field of an edit, publishes a draft and keeps the closing time when no deadline is sent', async () => {
    const draft = await createJob(app, poster, { status: 'draft' });
    const response = await put(
      draft.id,
      poster,
      body({
        title: 'Senior Software Developer',
        category_id: healthcare.id,
        type: 'contract',
        level: 'senior',
        remote_work: '1',
        requirements: 'Five years of TypeScript',
        salary_min: '',
        salary_max: '',
        status: 'published',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Senior Software Developer',
      category: { id: healthcare.id },
      job_type: 'contract',
      experience_level: 'senior',
      is_remote: true,
      requirements: ['Five years of TypeScript'],
      salary_min: null,
      salary_max: null,
      status: 'published',
      expires_at: draft.expires_at,
    });
    expect((await detail(draft.id)).statusCode).toBe(200);
  });

  it('checks a deadline on edit only when it changed, and reopens a closed job with a new one', async () => {
    const job = await createJob(app, poster, { title: 'Reopened Job' });
    await testApp.database.db.execute(sql`update jobs set expires_at = ${endOfSaDay(saDay(-3))} where id = ${job.id}`);
    const unchanged = await put(job.id, poster, body({ title: 'Reopened Job (typo fixed)', deadline: saDay(-3) }));
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ is_expired: true, expires_at: endOfSaDay(saDay(-3)) });

    const moved = await put(job.id, poster, body({ deadline: saDay(-2) }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ deadline: [jobMessages.deadlinePast] });
    expect((await put(job.id, poster, body({ deadline: saDay(400) }))).json().errors).toEqual({
      deadline: [jobMessages.deadlineTooFar],
    });

    const reopened = await put(job.id, poster, body({ deadline: saDay(14) }));
    expect(reopened.json().data).toMatchObject({ is_expired: false, expires_at: endOfSaDay(saDay(14)) });
    expect((await detail(job.id, member)).statusCode).toBe(200);
  });

  it('validates an edit like a new job', async () => {
    const job = await createJob(app, poster);
    const response = await put(job.id, poster, body({ title: '', category_id: businessCategory.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.title).toEqual([jobMessages.titleRequired]);
    const category = await put(job.id, poster, body({ category_id: businessCategory.id }));
    expect(category.json().errors).toEqual({ category_id: [jobMessages.categoryRequired] });
    const status = await put(job.id, poster, body({ status: 'approved' }));
    expect(status.json().errors.status).toEqual([jobMessages.choiceInvalid]);
  });

  it('deletes a job’s applications with it, tells each applicant, and removes their CV files once that is done', async () => {
    const job = await createJob(app, poster, { title: 'Job With Applicants' });
    const other = await createJob(app, poster, { title: 'Job That Stays' });
    const applicant = await makeIndividual(app, 'CV Sender');
    const cv = storeCv(testApp, 'cvs/delete-me.pdf');
    const kept = storeCv(testApp, 'cvs/keep-me.pdf');
    await storeApplication(testApp, job.id, applicant, { cvKey: 'cvs/delete-me.pdf' });
    await storeApplication(testApp, job.id, member);
    await storeApplication(testApp, other.id, applicant, { cvKey: 'cvs/keep-me.pdf' });

    expect((await remove(job.id, poster)).statusCode).toBe(200);
    const rows = await selectRows(testApp.database, sql`select job_id from job_applications where job_id = ${job.id}`);
    expect(rows).toEqual([]);
    expect(fs.existsSync(cv)).toBe(false);
    expect(fs.existsSync(kept)).toBe(true);
    expect((await detail(other.id, applicant)).json().data.user_applied).toBe(true);
    // Their applications are gone from My Applications: each applicant hears why, once.
    const notices = (await testApp.mail()).filter(
      (eml) => mailHeader(eml, 'Subject') === '“Job With Applicants” is no longer advertised',
    );
    expect(notices.map((eml) => mailHeader(eml, 'To')).sort()).toEqual([applicant.email, member.email].sort());
    expect(notices[0]).toMatch(/Adinkra Foods removed the job [\s\S]*that you applied for/);
  });
});

describe('GET /my-job-listings', () => {
  it('lists the poster’s jobs newest first, drafts and expired ones included, with new applications counted', async () => {
    const owner = await makeBusiness(app, 'My Jobs Owner');
    const open = await createJob(app, owner, { title: 'Open Role' });
    const draft = await createJob(app, owner, { title: 'Draft Role', status: 'draft' });
    const expired = await createJob(app, owner, { title: 'Expired Role' });
    await expireJob(testApp, expired.id);
    const applicants = await Promise.all([1, 2, 3].map((n) => makeIndividual(app, `Applicant ${n}`)));
    await storeApplication(testApp, open.id, applicants[0]!);
    await storeApplication(testApp, open.id, applicants[1]!);
    await storeApplication(testApp, open.id, applicants[2]!, { status: 'reviewed' });
    await createJob(app, rival, { title: 'Someone Else’s Role' });

    const page = await mine(owner);
    expect(page).toMatchObject({ total: 3, from: 1, to: 3, per_page: 12 });
    expect(
      (page.data as MyJob[]).map((job) => [
        job.id,
        job.status,
        job.is_expired,
        job.applications_count,
        job.new_applications_count,
      ]),
    ).toEqual([
      [expired.id, 'published', true, 0, 0],
      [draft.id, 'draft', false, 0, 0],
      [open.id, 'published', false, 3, 2],
    ]);
    expect(page.data[2]).toMatchObject({ title: 'Open Role', user: { id: owner.id, name: 'My Jobs Owner' } });

    const second = await mine(owner, 'per_page=2&page=2');
    expect((second.data as MyJob[]).map((job) => job.id)).toEqual([open.id]);
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect((await mine(member)).total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/v1/my-job-listings' })).statusCode).toBe(401);
  });
});

describe('link previews and JobPosting data on /jobs/:id', () => {
  const page = async (id: number) => (await app.inject({ method: 'GET', url: `/jobs/${id}` })).body;
  const structuredData = (html: string) =>
    JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;

  it('puts the job’s Open Graph tags and schema.org JobPosting into the page', async () => {
    const job = await createJob(app, poster, {
      title: 'Sous Chef',
      description: 'Cook jollof, waakye and banku for three hundred covers a night in a busy Sandton kitchen.',
      deadline: saDay(30),
    });
    const html = await page(job.id);
    expect(html).toContain('<title>Sous Chef — Akwaaba</title>');
    expect(html).toContain('<meta property="og:title" content="Sous Chef">');
    expect(html).toContain(
      '<meta property="og:description" content="Adinkra Foods · Johannesburg · Full-time · R25 000 – R35 000 per month. Cook jollof, waakye and banku for three hundred covers a night in a busy Sandton kitchen.">',
    );
    expect(html).toContain(`<meta property="og:url" content="http://akwaaba.test/jobs/${job.id}">`);
    expect(structuredData(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Sous Chef',
      url: `http://akwaaba.test/jobs/${job.id}`,
      datePosted: job.created_at,
      validThrough: endOfSaDay(saDay(30)),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Adinkra Foods', sameAs: 'https://adinkra-foods.example' },
      jobLocation: { address: { addressLocality: 'Johannesburg', addressRegion: 'Gauteng', addressCountry: 'ZA' } },
      baseSalary: {
        currency: 'ZAR',
        value: { '@type': 'QuantitativeValue', minValue: 25000, maxValue: 35000, unitText: 'MONTH' },
      },
      directApply: true,
    });
  });

  it('says remote, leaves out a salary that was not given and cuts a long description at a word', async () => {
    const job = await createJob(app, poster, {
      title: 'Remote Bookkeeper',
      city: 'Port Elizabeth',
      remote_work: true,
      type: 'part-time',
      salary_min: null,
      salary_max: null,
      description: `Keep the books of three family businesses.\n\n${'Reconcile accounts monthly. '.repeat(20)}`,
    });
    const html = await page(job.id);
    const description = html.match(/<meta property="og:description" content="([^"]*)">/)![1]!;
    const whole = `Adinkra Foods · Gqeberha (Port Elizabeth) · Remote · Part-time. Keep the books of three family businesses. ${'Reconcile accounts monthly. '.repeat(20).trim()}`;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    expect(whole.startsWith(kept)).toBe(true);
    // Cut where a word ends (its full stop left out before the ellipsis).
    expect(kept).toMatch(/ monthly$/);
    expect(whole[kept.length]).toBe('.');
    expect(structuredData(html)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'ZA' },
      employmentType: 'PART_TIME',
    });
    expect(structuredData(html)).not.toHaveProperty('baseSalary');
  });

  it('escapes what a poster wrote', async () => {
    const job = await createJob(app, poster, { title: `Chef "Best" </script><script>alert(1)</script> $' Kitchen` });
    const html = await page(job.id);
    expect(html).toContain('<meta property="og:title" content="Chef &quot;Best&quot; &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(structuredData(html).title).toBe(`Chef "Best" </script><script>alert(1)</script> $' Kitchen`);
  });

  it('answers drafts, expired and unknown jobs 404 with the plain page', async () => {
    const draft = await createJob(app, poster, { status: 'draft' });
    const expired = await createJob(app, poster);
    await expireJob(testApp, expired.id);
    for (const id of [draft.id, expired.id, 987_654]) {
      const response = await app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(PLAIN_PAGE);
    }
  });
});

describe('the dashboard and account deletion', () => {
  it('counts the jobs a member posted, drafts and closed ones included', async () => {
    const counted = await makeBusiness(app, 'Counted Employer');
    await createJob(app, counted);
    await createJob(app, counted, { status: 'draft' });
    const closedJob = await createJob(app, counted);
    await expireJob(testApp, closedJob.id);
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: counted.headers });
    expect(dashboard.json().data.counters.jobs_posted).toBe(3);
  });

  it('takes a poster’s jobs with the account, and the CVs sent to them', async () => {
    const leaving = await makeBusiness(app, 'Leaving Employer');
    const job = await createJob(app, leaving, { title: 'Job Of A Leaving Employer' });
    const cv = storeCv(testApp, 'cvs/leaving-employer.pdf');
    await storeApplication(testApp, job.id, member, { cvKey: 'cvs/leaving-employer.pdf' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: leaving.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await detail(job.id, admin)).statusCode).toBe(404);
    expect(fs.existsSync(cv)).toBe(false);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
  });
});

describe('per-member write limits', () => {
  it('stops a member posting or editing past the hour’s limit (429 with Retry-After); admins are exempt', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...relaxedRateLimits,
        jobCreatesPerMember: { max: 2, timeWindow: 3_600_000 },
        jobUpdatesPerMember: { max: 1, timeWindow: 3_600_000 },
      },
    });
    const busy = await makeBusiness(limited.app, 'Busy Employer');
    const chief = await makeAdmin(limited.app);
    const first = await createJob(limited.app, busy);
    await createJob(limited.app, busy);
    const third = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/job-listings',
      headers: busy.headers,
      payload: jobBody(first.category.id),
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: apiMessages.tooManyRequests });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const edit = () =>
      limited.app.inject({
        method: 'PUT',
        url: `/api/v1/job-listings/${first.id}`,
        headers: busy.headers,
        payload: jobBody(first.category.id),
      });
    expect((await edit()).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(429);

    for (let post = 0; post < 3; post += 1) await createJob(limited.app, chief);
  });
});

describe('counters', () => {
  it('left every job’s applications count equal to its rows', async () => {
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
    expect(await jobCountsThatDrifted(boardApp)).toEqual([]);
  });
});
