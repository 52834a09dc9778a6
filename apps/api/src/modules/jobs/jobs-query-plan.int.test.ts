/**
 * The job board on PostgreSQL with 50 000 jobs (issue 8, "Done when"): the board with each of its filters, a job's
 * detail and a poster's My Jobs read indexes, never a sequential scan of jobs or applications, and each request runs
 * a fixed, small number of statements. PostgreSQL only (`DATABASE_URL=postgres://…`): PGlite's planner sees the
 * same indexes but this is about the production database.
 *
 * The statements explained are the ones the API really sends: they are read off node-postgres while the request
 * runs (a pass-through spy that records and changes nothing). Each is explained with its values and as the generic
 * plan PostgreSQL may settle on for a prepared statement after a few runs.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITIES, EXPERIENCE_LEVELS, JOB_TYPES } from '@akwaaba/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { categories, makeBusiness, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { selectRows } from '../../../test/factories.ts';
import { explainStatements, statementsOf as recordStatements } from '../../../test/query-plans.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const JOBS = 50_000;
const MEMBERS = 2_000;
/** The poster whose My Jobs is read: a large employer, each of its jobs with a few applications. */
const POSTER_JOBS = 300;
const APPLICATIONS_PER_POSTER_JOB = 10;
const JOB_TABLES = ['jobs', 'job_applications'];

/** A whole number written into the statement: bulk-load arithmetic needs its type known. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/** A text[] literal of fixed strings (no user input reaches it). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`);

const TITLES = [
  'Software Developer',
  'Registered Nurse',
  'Warehouse Supervisor',
  'Sales Representative',
  'Chef',
  'Electrician',
  'Accountant',
  'Teacher',
  'Truck Driver',
  'Receptionist',
];
/** What the jobs say about themselves: a word like 'bookkeeping' is in one job in twelve. */
const DESCRIPTIONS = [
  'Build and look after web and mobile apps for our customers.',
  'Care for patients on a busy surgical ward, day and night shifts.',
  'Run the night shift of a cold store near the harbour.',
  'Visit shops and grow our share of the township market.',
  'Cook jollof, waakye and banku for three hundred covers a night.',
  'Wire new houses and fix faults on construction sites.',
  'Keep the books of small businesses: bookkeeping, payroll and SARS eFiling.',
  'Teach maths and science to matric learners.',
  'Deliver containers from the port to warehouses inland.',
  'Welcome visitors, answer calls and keep the diary.',
  'Install and service air conditioning in offices.',
  'Answer customers on the phone and by WhatsApp.',
];

describe.runIf(onPostgres)(`the job board with ${JOBS.toLocaleString('en')} jobs on PostgreSQL`, async () => {
  const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
  const { app, database } = testApp ?? ({} as TestApp);
  let poster: Actor;
  let viewer: Actor;
  let openJob: number;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The statements node-postgres runs while `url` is answered, in order, with the parsed answer. */
  async function statementsOf(url: string, headers: Record<string, string> = {}) {
    const { status, body, statements } = await recordStatements(testApp, url, headers);
    return { status, body: JSON.parse(body) as { data: unknown }, statements };
  }

  it(`loads ${JOBS.toLocaleString('en')} jobs over every category, city, type and level, some remote, drafts and expired`, async () => {
    poster = await makeBusiness(app, 'Large Employer');
    viewer = await makeIndividual(app, 'Job Seeker');
    const categoryIds = (await categories(app, 'job')).map((category) => category.id);
    await database.db.execute(sql`
      insert into users (name, email, user_type, terms_accepted_at)
      select 'Member ' || g, 'bulk-member-' || g || '@example.com',
             case when g % 4 = 0 then 'business' else 'individual' end, now()
      from generate_series(1, ${int(MEMBERS)}) as g
    `);
    const [range] = await selectRows(
      database,
      sql`select min(id)::int as first from users where email like 'bulk-member-%'`,
    );
    const firstMember = range!.first as number;

    // Cities cycle by g, types by g / 3, levels by g / 5, categories by g / 7, descriptions by g / 11: every
    // combination of filters has jobs. One in six is remote, one in twenty a draft, one in five has expired; the
    // newest was posted a minute ago and the oldest about a year ago. The first POSTER_JOBS are the poster's.
    await database.db.execute(sql`
      insert into jobs (user_id, category_id, title, description, company_name, location, city, province,
                        job_type, experience_level, is_remote, salary_min, salary_max, currency, salary_period,
                        work_eligibility, contact_email, status, expires_at, created_at, updated_at)
      select case when g <= ${int(POSTER_JOBS)} then ${int(poster.id)}
                  else ${int(firstMember)} + 3 + 4 * (g % ${int(MEMBERS / 4)}) end,
             (${sql.raw(`array[${categoryIds.join(',')}]`)})[1 + (g / 7) % ${int(categoryIds.length)}],
             (${textArray(TITLES)})[1 + g % ${int(TITLES.length)}] || ' ' || g,
             'A Ghanaian-owned business is hiring. ' ||
               (${textArray(DESCRIPTIONS)})[1 + (g / 11) % ${int(DESCRIPTIONS.length)}],
             (array['Adinkra Foods', 'Makola Imports', 'Kumasi Logistics', 'Osu Clinics'])[1 + g % 4],
             (1 + g % 200) || ' Main Road',
             (${textArray(CITIES.map((city) => city.value))})[1 + g % ${int(CITIES.length)}],
             (${textArray(CITIES.map((city) => city.province))})[1 + g % ${int(CITIES.length)}],
             (${textArray(JOB_TYPES)})[1 + (g / 3) % ${int(JOB_TYPES.length)}],
             (${textArray(EXPERIENCE_LEVELS)})[1 + (g / 5) % ${int(EXPERIENCE_LEVELS.length)}],
             g % 6 = 0,
             case when g % 4 = 0 then null else (8000 + (g % 50) * 1000)::numeric(12, 2) end,
             case when g % 4 = 0 then null else (13000 + (g % 50) * 1000)::numeric(12, 2) end,
             'ZAR', 'month', 'right_to_work', 'jobs' || g || '@employer.example',
             case when g % 20 = 3 then 'draft' else 'published' end,
             now() + make_interval(days => (g % 100) - 20),
             now() - make_interval(mins => g * 10),
             now() - make_interval(mins => g * 10)
      from generate_series(1, ${int(JOBS)}) as g
    `);
    // Each of the poster's jobs has a few applications, in every status, from different members.
    await database.db.execute(sql`
      insert into job_applications (job_id, user_id, cover_note, status, created_at, updated_at)
      select j.id, ${int(firstMember)} + a, 'I would love to join your team.',
             (array['submitted', 'reviewed', 'shortlisted', 'rejected', 'hired'])[1 + (j.id + a) % 5],
             now() - make_interval(mins => a), now() - make_interval(mins => a)
      from jobs j cross join generate_series(0, ${int(APPLICATIONS_PER_POSTER_JOB - 1)}) as a
      where j.user_id = ${int(poster.id)}
    `);
    await database.db.execute(sql`
      update jobs j set applications_count = (select count(*) from job_applications a where a.job_id = j.id)
      where j.user_id = ${int(poster.id)}
    `);
    const [open] = await selectRows(
      database,
      sql`select id from jobs where user_id = ${poster.id} and status = 'published' and expires_at > now()
          order by id limit 1`,
    );
    openJob = open!.id as number;
    await database.db.execute(sql`
      insert into job_applications (job_id, user_id, cover_note) values (${openJob}, ${viewer.id}, 'Hello!')
    `);
    // What autovacuum does after a bulk load: statistics, and the visibility map that index-only scans need.
    for (const table of ['users', ...JOB_TABLES]) await database.db.execute(sql.raw(`vacuum analyze ${table}`));

    const [counts] = await selectRows(
      database,
      sql`select (select count(*)::int from jobs) as jobs,
                 (select count(*)::int from jobs where status = 'published' and expires_at > now()) as open,
                 (select count(*)::int from job_applications) as applications`,
    );
    expect(counts).toMatchObject({ jobs: JOBS, applications: POSTER_JOBS * APPLICATIONS_PER_POSTER_JOB + 1 });
    expect(counts!.open as number).toBeGreaterThan(JOBS / 2);
  });

  const boards: [string, string][] = [
    ['no filter', 'page=1'],
    ['a later page', 'page=50'],
    ['city', 'city=Port%20Elizabeth'],
    ['category', 'category=healthcare'],
    ['job type (hyphenated)', 'job_type=part-time'],
    ['experience level', 'experience_level=senior'],
    ['remote only', 'is_remote=true'],
    ['search (a word in one job in twelve)', 'search=bookkeeping'],
    ['search (a title)', 'search=registered%20nurse'],
    [
      'every filter at once',
      'search=bookkeeping&city=Durban&category=finance&job_type=contract&experience_level=mid&is_remote=true',
    ],
    ['two filters', 'city=Cape%20Town&job_type=full_time'],
  ];

  const ONE_INDEXED_FILTER = new Set([
    'no filter',
    'city',
    'category',
    'job type (hyphenated)',
    'experience level',
    'remote only',
  ]);

  it.each(boards)('GET /job-listings with %s reads jobs through an index in 2 statements', async (label, query) => {
    const { status, body, statements } = await statementsOf(`/api/v1/job-listings?${query}`);
    expect(status).toBe(200);
    if (label !== 'every filter at once') expect((body.data as unknown[]).length).toBeGreaterThan(0);
    const { used, ...counts } = await explainStatements(database, statements, JOB_TABLES);
    // The page and its total: no statement per card.
    expect(counts).toEqual({ feature: 2, session: 0 });
    for (const line of used) console.info(`[plan] GET /job-listings (${label}) -> ${line}`);
    // A single filter's total reads its index alone (expires_at rides in it), never each job of the city or type.
    if (ONE_INDEXED_FILTER.has(label)) expect(used[1]).toMatch(/^Index Only Scan on jobs_published_/);
  });

  it('runs the same statements for a page of 12 and a page of 50', async () => {
    const small = await statementsOf('/api/v1/job-listings?per_page=12&city=Durban');
    const large = await statementsOf('/api/v1/job-listings?per_page=50&city=Durban');
    expect(small.body.data).toHaveLength(12);
    expect(large.body.data).toHaveLength(50);
    expect(large.statements.map((statement) => statement.text)).toEqual(
      small.statements.map((statement) => statement.text),
    );
  });

  it.each([
    // The job with its category and poster.
    ['a visitor', false, 1],
    // Also the member's own application, beside the session check.
    ['a member who applied', true, 2],
  ] as const)('GET /job-listings/:id for %s reads the job through indexes', async (label, signedIn, expected) => {
    const headers = signedIn ? viewer.headers : {};
    const { status, body, statements } = await statementsOf(`/api/v1/job-listings/${openJob}`, headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: openJob, user_applied: signedIn });
    const { used, ...counts } = await explainStatements(database, statements, JOB_TABLES);
    expect(counts.feature).toBe(expected);
    // The token and its member, and a last-used stamp at most every few minutes.
    expect(counts.session).toBeLessThanOrEqual(signedIn ? 3 : 0);
    for (const line of used) console.info(`[plan] GET /job-listings/:id (${label}) -> ${line}`);
  });

  it.each([1, 20])(
    `GET /my-job-listings page %i of a poster with ${POSTER_JOBS} jobs counts new applications through an index`,
    async (page) => {
      const { status, body, statements } = await statementsOf(`/api/v1/my-job-listings?page=${page}`, poster.headers);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(12);
      const { used, ...counts } = await explainStatements(database, statements, JOB_TABLES);
      // The page (with each job's new applications counted inside it) and its total, beside the session check.
      expect(counts.feature).toBe(2);
      expect(counts.session).toBeLessThanOrEqual(3);
      expect(used.join(' ')).toContain('job_applications_job_new_idx');
      for (const line of used) console.info(`[plan] GET /my-job-listings?page=${page} -> ${line}`);
    },
  );
});
