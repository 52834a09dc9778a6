// The benchmark's data: the demo seed, then bulk INSERT … SELECT over generate_series (the load takes a minute or two
// on PostgreSQL). Everything is spread over the cities, categories and dates the filters ask for.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { seedDemo } from '../../apps/api/src/demo/demo-seed.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { createMailer } from '../../apps/api/src/lib/mailer.ts';
import { createOutboxSms } from '../../apps/api/src/lib/sms.ts';
import { createLocalStorage } from '../../apps/api/src/lib/storage.ts';
import { createUsersRepository } from '../../apps/api/src/modules/users/users.repository.ts';
import { createServices, type Services } from '../../apps/api/src/services.ts';

export interface Scale {
  members: number;
  events: number;
  businesses: number;
  jobs: number;
  /** Members with no reviews, applications or RSVPs of their own: the write mix's authors, each signed in. */
  writers: number;
}

export const POSTGRES_SCALE: Scale = {
  members: 20_000,
  events: 100_000,
  businesses: 20_000,
  jobs: 50_000,
  writers: 3_000,
};
export const EMBEDDED_SCALE: Scale = { members: 2_000, events: 10_000, businesses: 2_000, jobs: 5_000, writers: 1_000 };

/** Reviews per listing: 200 000 on PostgreSQL. */
export const REVIEWS_PER_BUSINESS = 10;
/** Applications per job: 100 000 on PostgreSQL. */
export const APPLICATIONS_PER_JOB = 2;
/** Follows: 50 000 on PostgreSQL. */
const FOLLOWS_PER_BUSINESS = 2.5;
/** Attendees per event run from 0 to this, about 1 000 000 RSVPs on PostgreSQL. */
const MAX_ATTENDEES_SEEDED = 19;

export interface Seeded {
  /** A demo member's token (Kwame, a business account with events, listings and jobs). */
  memberToken: string;
  writerTokens: string[];
  eventId: number;
  businessId: number;
  jobId: number;
  /** Targets of the write mix: upcoming public events without a capacity, approved listings, open jobs. */
  openEventIds: number[];
  businessIds: number[];
  jobIds: number[];
}

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

export function benchServices(database: DatabaseHandle, dataDir: string): Services {
  return createServices({
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
}

export async function seed(database: DatabaseHandle, scale: Scale, dataDir: string): Promise<Seeded> {
  await database.migrate();
  const services = benchServices(database, dataDir);
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
                        price, max_attendees, is_public, status)
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
           n % 10 <> 1, case when n % 10 = 2 then 'pending' else 'approved' end
    from generate_series(1, ${scale.events}) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'event') as c
    join users u on u.email = 'member' || (1 + n % ${scale.members}) || '@bench.test'`);
  // Attendees from distinct members, then the counters they make (the rows are the truth, as in rsvps.service.ts).
  await db.execute(sql`
    insert into event_attendees (event_id, user_id, status, created_at)
    select e.id, m.first + (e.id * 13 + k) % ${scale.members}, 'attending', e.created_at
    from events e
    cross join (select min(id) as first from users where email like 'member%@bench.test') as m
    cross join generate_series(1, ${MAX_ATTENDEES_SEEDED}) as k
    where k <= e.id % (${MAX_ATTENDEES_SEEDED} + 1)`);
  await db.execute(sql`
    update events e set attendees_count = a.count
    from (select event_id, count(*)::int as count from event_attendees group by event_id) a
    where a.event_id = e.id`);
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
  await db.execute(sql`
    insert into business_follows (user_id, business_id)
    select m.first + (n * 7919) % ${scale.members}, b.ids[1 + n % array_length(b.ids, 1)]
    from generate_series(1, ${Math.round(scale.businesses * FOLLOWS_PER_BUSINESS)}) as n
    cross join (select min(id) as first from users where email like 'member%@bench.test') as m
    cross join (select array_agg(id order by id) as ids from businesses where status = 'approved') as b
    on conflict do nothing`);
  await db.execute(sql`
    update businesses b set followers_count = f.count
    from (select business_id, count(*)::int as count from business_follows group by business_id) f
    where f.business_id = b.id`);
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
  await db.execute(sql`
    insert into users (name, email, user_type, created_at)
    select 'Writer ' || n, 'writer' || n || '@bench.test', 'individual', now()
    from generate_series(1, ${scale.writers}) as n`);
  // What autovacuum does after a bulk load: statistics and the visibility map index-only counts need.
  await db.execute(sql`vacuum analyze`);

  const users = createUsersRepository(db);
  const kwame = await users.findByEmail('kwame.mensah@akwaaba.demo');
  const writers = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where email like 'writer%@bench.test' order by id`,
  );
  const writerTokens: string[] = [];
  for (const writer of writers) writerTokens.push(await services.authService.issueToken(writer.id, true));
  const ids = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(db, query)).map((row) => row.id);
  const openEventIds = await ids(sql`
    select id from events where status = 'approved' and is_public and max_attendees is null and not requires_approval
      and start_date > now() + interval '1 day' order by id limit 2000`);
  const businessIds = await ids(sql`select id from businesses where status = 'approved' order by id limit 2000`);
  const jobIds = await ids(sql`
    select id from jobs where status = 'published' and expires_at > now() + interval '1 day' order by id limit 2000`);
  const [eventId] = await ids(
    sql`select id from events where status = 'approved' and is_public and start_date > now() order by id limit 1`,
  );
  const [businessId] = await ids(
    sql`select id from businesses where status = 'approved' and reviews_count > 0 order by id limit 1`,
  );
  return {
    memberToken: await services.authService.issueToken(kwame!.id, true),
    writerTokens,
    eventId: eventId!,
    businessId: businessId!,
    jobId: jobIds[0]!,
    openEventIds,
    businessIds,
    jobIds,
  };
}
