// `npm run bench`: throughput, latency, payload size and memory of the API, measured the way GUIDE §8 asks.
// The built server runs in its own process; autocannon loads it from this one, on the same machine.
//   npm run bench                               embedded PGlite, 10 000 events, 2 000 listings, 20 000 reviews
//   DATABASE_URL=postgres://… npm run bench     PostgreSQL (a scratch database), 100 000 events, 20 000 members,
//                                               20 000 listings, 200 000 reviews
// BENCH_SECONDS (default 10) sets the length of each run; BENCH_ONLY (a regular expression) keeps the endpoints whose
// name matches, e.g. BENCH_ONLY=search. BENCH_KEEP=1 keeps the PostgreSQL scratch database afterwards (for EXPLAIN ANALYZE
// on the same data); it prints its name.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/demo/demo-seed.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createMailer } from '../apps/api/src/lib/mailer.ts';
import { createOutboxSms } from '../apps/api/src/lib/sms.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository.ts';
import { createServices } from '../apps/api/src/services.ts';
import { adminQuery, withDatabase } from '../apps/api/test/postgres-template.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.env.DATABASE_URL;
const scale = postgresUrl
  ? { events: 100_000, members: 20_000, businesses: 20_000, jobs: 50_000 }
  : { events: 10_000, members: 2_000, businesses: 2_000, jobs: 5_000 };
/** Applications per job: 100 000 on PostgreSQL, as issue 8 sizes the board. */
const APPLICATIONS_PER_JOB = 2;
/** Reviews per listing: 200 000 on PostgreSQL, as issue 7 sizes the directory. */
const REVIEWS_PER_BUSINESS = 10;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-bench-'));
const scratch = `akwaaba_bench_${process.pid}`;
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

async function seed(database: DatabaseHandle): Promise<string> {
  await database.migrate();
  const services = createServices({
    db: database.db,
    clock: systemClock,
    mailer: createMailer({
      from: 'bench@akwaaba.local',
      outboxDir: path.join(dataDir, 'outbox', 'mail'),
      logger: quiet,
    }),
    sms: createOutboxSms(path.join(dataDir, 'outbox', 'sms'), quiet),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    documents: createLocalStorage(path.join(dataDir, 'documents')),
    publicUrl: 'http://localhost',
    logger: quiet,
  });
  await services.categoriesService.seed();
  await seedDemo({ services, db: database.db });
  const { db } = database;
  await db.execute(sql`
    insert into users (name, email, user_type, created_at)
    select 'Member ' || n, 'member' || n || '@bench.test', case when n % 5 = 0 then 'business' else 'individual' end,
           now() - (n % 700) * interval '1 day'
    from generate_series(1, ${scale.members}) as n`);
  // A year behind and a year ahead, eight cities, every event category, one in ten private or pending.
  await db.execute(sql`
    insert into events (user_id, category_id, title, description, event_type, start_date, end_date, venue_name, city,
                        price, max_attendees, is_public, status, attendees_count)
    select u.id, c.ids[1 + n % array_length(c.ids, 1)],
           (array['Independence Day', 'Harvest Thanksgiving', 'Networking Evening', 'Football Sunday', 'Jollof Festival',
                  'Kente Workshop', 'Family Picnic', 'Highlife Night'])[1 + n % 8] || ' ' || n,
           'A community gathering for Ghanaians in South Africa with food, music and good company. Bring your family and friends; everyone is welcome. Event number ' || n || '.',
           'physical',
           date_trunc('hour', now()) + ((n % 730) - 365) * interval '1 day' + (n % 12) * interval '1 hour',
           date_trunc('hour', now()) + ((n % 730) - 365) * interval '1 day' + (n % 12 + 3) * interval '1 hour',
           'Community Hall ' || (n % 50),
           (array['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha', 'Bloemfontein', 'East London', 'Polokwane'])[1 + n % 8],
           case when n % 3 = 0 then null else (n % 300)::numeric(12, 2) end,
           case when n % 4 = 0 then null else 50 + n % 200 end,
           n % 10 <> 1, case when n % 10 = 2 then 'pending' else 'approved' end, n % 40
    from generate_series(1, ${scale.events}) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'event') as c
    join users u on u.email = 'member' || (1 + n % ${scale.members}) || '@bench.test'`);
  // Listings in the filter cities and every business category, one in ten pending, one in six verified.
  await db.execute(sql`
    insert into businesses (user_id, category_id, name, description, address, city, province, latitude, longitude,
                            phone, status, is_verified, approved_at)
    select u.id, c.ids[1 + n % array_length(c.ids, 1)],
           (array['Chop Bar', 'Braids Studio', 'Cargo to Accra', 'IT Support', 'Kente House', 'Auto Repairs',
                  'Tutoring', 'Accounting'])[1 + n % 8] || ' ' || n,
           'A Ghanaian-run business serving the community in South Africa. Friendly service, fair prices. Listing ' || n || '.',
           n || ' Main Road', (array['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'])[1 + n % 5],
           (array['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Gauteng', 'Eastern Cape'])[1 + n % 5],
           -26.2 - (n % 100) * 0.01, 28.0 + (n % 100) * 0.01, '+2711555' || lpad((n % 10000)::text, 4, '0'),
           case when n % 10 = 3 then 'pending' else 'approved' end, n % 6 = 0, now()
    from generate_series(1, ${scale.businesses}) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'business') as c
    join users u on u.email = 'member' || (1 + n % ${scale.members}) || '@bench.test'`);
  await db.execute(sql`
    insert into business_reviews (business_id, user_id, rating, comment, created_at)
    select b.id, u.id, 1 + (b.id + k) % 5, 'Good service and friendly people. Review ' || k || '.',
           now() - k * interval '1 day'
    from businesses b
    cross join generate_series(1, ${REVIEWS_PER_BUSINESS}) as k
    join users u on u.email = 'member' || (1 + (b.id * 7 + k) % ${scale.members}) || '@bench.test'
    on conflict do nothing`);
  await db.execute(sql`
    update businesses b set reviews_count = r.count, rating_total = r.total
    from (select business_id, count(*)::int as count, sum(rating)::int as total from business_reviews group by business_id) r
    where r.business_id = b.id`);
  // Jobs from the business members across every job category, type and level and the filter cities: one in four
  // closed, one in ten a draft, one in six remote; each with a couple of applications.
  await db.execute(sql`
    insert into jobs (user_id, category_id, title, description, company_name, location, city, province, job_type,
                      experience_level, is_remote, salary_min, salary_max, currency, salary_period, work_eligibility,
                      contact_email, status, expires_at, created_at)
    select u.id, c.ids[1 + n % array_length(c.ids, 1)],
           (array['Junior Developer', 'Line Cook', 'Delivery Driver', 'Trainee Accountant', 'Registered Nurse',
                  'Sales Assistant', 'Motor Mechanic', 'Maths Tutor'])[1 + n % 8] || ' ' || n,
           'A job with a Ghanaian-run business in South Africa. Fair pay, good people, room to grow. Job ' || n || '.',
           'Company ' || (n % 4000), 'Suburb ' || (n % 90),
           (array['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'])[1 + n % 5],
           (array['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Gauteng', 'Eastern Cape'])[1 + n % 5],
           (array['full_time', 'part_time', 'contract', 'freelance', 'internship'])[1 + n % 5],
           (array['entry', 'junior', 'mid', 'senior', 'executive'])[1 + (n / 5) % 5],
           n % 6 = 0, 8000 + (n % 50) * 1000, 12000 + (n % 50) * 1000, 'ZAR', 'month', 'right_to_work',
           'jobs@company' || (n % 4000) || '.example', case when n % 10 = 4 then 'draft' else 'published' end,
           now() + case when n % 4 = 0 then -1 else 1 end * ((n % 60) + 1) * interval '1 day',
           now() - (n % 300) * interval '1 hour'
    from generate_series(1, ${scale.jobs}) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'job') as c
    join users u on u.email = 'member' || (5 * (1 + n % (${scale.members} / 5))) || '@bench.test'`);
  await db.execute(sql`
    insert into job_applications (job_id, user_id, cover_note, created_at)
    select j.id, u.id, 'I would love to join your team. Application ' || k || '.', now() - k * interval '1 hour'
    from jobs j
    cross join generate_series(1, ${APPLICATIONS_PER_JOB}) as k
    join users u on u.email = 'member' || (1 + (j.id * 7 + k) % ${scale.members}) || '@bench.test'
    on conflict do nothing`);
  await db.execute(sql`
    update jobs j set applications_count = a.count
    from (select job_id, count(*)::int as count from job_applications group by job_id) a
    where a.job_id = j.id`);
  // What autovacuum does after a bulk load: statistics and the visibility map index-only counts need.
  await db.execute(sql`vacuum analyze`);
  const kwame = await createUsersRepository(db).findByEmail('kwame.mensah@akwaaba.demo');
  return services.authService.issueToken(kwame!.id, true);
}

let database: DatabaseHandle;
if (postgresUrl) {
  await adminQuery(postgresUrl, `create database ${scratch}`);
  database = await openPostgres(withDatabase(postgresUrl, scratch), 4);
} else {
  database = await openPglite(path.join(dataDir, 'db'));
}
process.stdout.write(
  `Seeding ${scale.events} events, ${scale.members} members, ${scale.businesses} listings with ${REVIEWS_PER_BUSINESS} reviews each, ${scale.jobs} jobs with ${APPLICATIONS_PER_JOB} applications each…\n`,
);
const token = await seed(database);
const sample = (await database.db.execute(
  sql`select id from events where status = 'approved' and is_public and start_date > now() order by id limit 1`,
)) as unknown as { rows: { id: number }[] };
const sampleEventId = sample.rows[0]!.id;
const businessSample = (await database.db.execute(
  sql`select id from businesses where status = 'approved' and reviews_count > 0 order by id limit 1`,
)) as unknown as { rows: { id: number }[] };
const sampleBusinessId = businessSample.rows[0]!.id;
const jobSample = (await database.db.execute(
  sql`select id from jobs where status = 'published' and expires_at > now() order by id limit 1`,
)) as unknown as { rows: { id: number }[] };
const sampleJobId = jobSample.rows[0]!.id;
await database.close();

execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
const port = 3900 + (process.pid % 100);
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    ...(postgresUrl ? { DATABASE_URL: withDatabase(postgresUrl, scratch), DATA_DIR: dataDir } : {}),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The load comes as many visitors through a proxy (below), so per-address limits (search, address suggestions)
    // meter each visitor as in production rather than refusing the one benchmark address.
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function rssMb(): Promise<number> {
  const status = await fs.readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

const auth = { authorization: `Bearer ${token}` };
const onlyTargets = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
const targets = [
  { name: 'GET /events?page=1', path: '/api/v1/events?page=1' },
  { name: 'GET /events?city=Durban', path: '/api/v1/events?city=Durban' },
  { name: 'GET /events?category=…', path: '/api/v1/events?category=food-and-music' },
  {
    name: 'GET /events?date_from=…',
    path: `/api/v1/events?date_from=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`,
  },
  { name: 'GET /events?search=jollof', path: '/api/v1/events?search=jollof' },
  { name: 'GET /events?page=40', path: '/api/v1/events?page=40' },
  { name: 'GET /events/{id}', path: `/api/v1/events/${sampleEventId}` },
  { name: 'GET /events/{id} signed in', path: `/api/v1/events/${sampleEventId}`, headers: auth },
  { name: 'GET /businesses?page=1', path: '/api/v1/businesses?page=1' },
  { name: 'GET /businesses?city=Durban', path: '/api/v1/businesses?city=Durban' },
  { name: 'GET /businesses?verified=true', path: '/api/v1/businesses?verified=true' },
  { name: 'GET /businesses?search=kente', path: '/api/v1/businesses?search=kente' },
  { name: 'GET /businesses/{id}', path: `/api/v1/businesses/${sampleBusinessId}` },
  { name: 'GET /businesses/{id} signed in', path: `/api/v1/businesses/${sampleBusinessId}`, headers: auth },
  { name: 'GET /businesses/{id}/reviews', path: `/api/v1/businesses/${sampleBusinessId}/reviews?page=2` },
  { name: 'GET /job-listings?page=1', path: '/api/v1/job-listings?page=1' },
  { name: 'GET /job-listings?city=Durban', path: '/api/v1/job-listings?city=Durban' },
  { name: 'GET /job-listings?job_type=full-time', path: '/api/v1/job-listings?job_type=full-time' },
  { name: 'GET /job-listings?experience_level=senior', path: '/api/v1/job-listings?experience_level=senior' },
  { name: 'GET /job-listings?is_remote=true', path: '/api/v1/job-listings?is_remote=true' },
  { name: 'GET /job-listings?search=nurse', path: '/api/v1/job-listings?search=nurse' },
  { name: 'GET /job-listings/{id}', path: `/api/v1/job-listings/${sampleJobId}` },
  { name: 'GET /job-listings/{id} signed in', path: `/api/v1/job-listings/${sampleJobId}`, headers: auth },
  { name: 'GET /search common word', path: '/api/v1/search?query=community' },
  { name: 'GET /search rare word', path: '/api/v1/search?query=kente' },
  { name: 'GET /search typo', path: '/api/v1/search?query=jolof' },
  { name: 'GET /search near Sandton', path: '/api/v1/search?query=jollof&lat=-26.1076&lon=28.0567' },
  { name: 'GET /places/autocomplete', path: '/api/v1/places/autocomplete?q=johan' },
  { name: 'GET /categories', path: '/api/v1/categories?type=event' },
  { name: 'GET /users/{id}', path: '/api/v1/users/1' },
  { name: 'GET /profile signed in', path: '/api/v1/profile', headers: auth },
  { name: 'GET /dashboard signed in', path: '/api/v1/dashboard', headers: auth },
].filter((target) => onlyTargets.test(target.name));

const page = await fetch(`${base}/api/v1/events?page=1`).then((r) => r.text());
const detail = await fetch(`${base}/api/v1/events/${sampleEventId}`).then((r) => r.text());
console.log(
  `\nAkwaaba API benchmark — ${database.kind}, ${scale.events} events, ${scale.members} members, ${scale.businesses} listings, Node ${process.version}, ${os.cpus().length} cores, ${SECONDS} s per run`,
);
console.log(
  `payload: events page of 12 = ${zlib.gzipSync(page).length} B gzip (${page.length} B raw); event detail = ${zlib.gzipSync(detail).length} B gzip`,
);

/** Each request from another visitor's address, as a reverse proxy reports it. */
let visitor = 0;
const asVisitors: autocannon.Request[] = [
  {
    setupRequest: (request) => {
      visitor = (visitor + 1) % 16_000_000;
      const address = `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
    },
  },
];

const row = (cells: (string | number)[]) =>
  console.log(cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 28 : 9)).join(''));
console.log('\nAt 50 connections (maximum throughput):');
row(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors']);
for (const target of targets) {
  const result = await autocannon({
    url: base + target.path,
    headers: target.headers,
    requests: asVisitors,
    connections: 50,
    duration: SECONDS,
  });
  row([
    target.name,
    result.requests.average.toFixed(0),
    result.latency.p50,
    result.latency.p99,
    result.non2xx + result.errors,
  ]);
}
console.log('\nAt a fixed 500 requests/s (latency under steady load):');
row(['endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms']);
for (const target of targets) {
  const result = await autocannon({
    url: base + target.path,
    headers: target.headers,
    requests: asVisitors,
    connections: 20,
    overallRate: 500,
    duration: SECONDS,
  });
  row([target.name, result.requests.average.toFixed(0), result.latency.p50, result.latency.p97_5, result.latency.p99]);
}
console.log(`\nserver memory after the runs (RSS): ${(await rssMb()).toFixed(0)} MB\n`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
if (postgresUrl && process.env.BENCH_KEEP) console.log(`kept the scratch database ${scratch}`);
else if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${scratch} with (force)`);
await fs.rm(dataDir, { recursive: true, force: true });
