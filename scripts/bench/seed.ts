// The benchmark's data: the demo seed, then bulk INSERT … SELECT over generate_series, in proportion to the events
// (scaleFor). Everything is spread over the cities, categories and dates the filters ask for.
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { seedDemo } from '../../apps/api/src/demo/demo-seed.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { createMailer } from '../../apps/api/src/lib/mailer.ts';
import { createOutboxSms } from '../../apps/api/src/lib/sms.ts';
import { createLocalStorage } from '../../apps/api/src/lib/storage.ts';
import { createUsersRepository } from '../../apps/api/src/modules/users/users.repository.ts';
import { createServices, type Services } from '../../apps/api/src/services.ts';
import { adminQuery } from '../../apps/api/test/postgres-template.ts';

export interface Scale {
  members: number;
  events: number;
  businesses: number;
  jobs: number;
  /** Members with no reviews, applications or RSVPs of their own: the write mix's authors, each signed in. */
  writers: number;
  /** Approved associations, each posting notices; one event in fifty is an association's. */
  associations: number;
  /** Notices on the board, a third of them expired. */
  notices: number;
}

/** What 100 000 events come with (the size docs/rules/budgets.md states its budgets at); other sizes scale alike. */
const PER_100K_EVENTS = {
  members: 20_000,
  businesses: 20_000,
  jobs: 50_000,
  writers: 3_000,
  associations: 1_000,
  notices: 5_000,
} as const;

/** A data set of `events` events, with members, listings, jobs, writers, associations and notices in proportion. */
export function scaleFor(events: number): Scale {
  const scaled = (per100k: number) => Math.max(5, Math.round((per100k * events) / 100_000));
  return {
    events,
    members: scaled(PER_100K_EVENTS.members),
    businesses: scaled(PER_100K_EVENTS.businesses),
    jobs: scaled(PER_100K_EVENTS.jobs),
    // The write mix's authors: as many as at 100 000 at most (each is signed in, one token at a time).
    writers: Math.min(PER_100K_EVENTS.writers, scaled(PER_100K_EVENTS.writers)),
    associations: scaled(PER_100K_EVENTS.associations),
    notices: scaled(PER_100K_EVENTS.notices),
  };
}

export const POSTGRES_SCALE = scaleFor(100_000);
export const EMBEDDED_SCALE: Scale = { ...scaleFor(10_000), writers: 1_000 };

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
  /** Target of the pledge write: upcoming public life events with an open contributions ledger (seedPledgeLedgers). */
  pledgeEventIds: number[];
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

/** The tables the load fills, largest first: their secondary indexes are built once after it, in this order. */
const BULK_TABLES = [
  'event_attendees',
  'events',
  'business_reviews',
  'job_applications',
  'jobs',
  'users',
  'businesses',
];

interface IndexDefinition {
  name: string;
  table: string;
  definition: string;
}

/**
 * Drops the tables' indexes that no unique rule or constraint stands on (ON CONFLICT and the data's rules keep
 * reading those), answering their definitions as pg_indexes gives them: building an index once after a bulk load is
 * several times cheaper than keeping it up to date row by row.
 */
async function dropSecondaryIndexes(db: Database, tables: string[]): Promise<IndexDefinition[]> {
  const indexes = await rowsOf<IndexDefinition>(
    db,
    sql`select i.indexname as name, i.tablename as "table", i.indexdef as definition
        from pg_indexes i
        join pg_class c on c.relname = i.indexname and c.relnamespace = 'public'::regnamespace
        join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and not x.indisunique
          and i.tablename in (${sql.join(
            tables.map((table) => sql`${table}`),
            sql`, `,
          )})`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.sort((a, b) => tables.indexOf(a.table) - tables.indexOf(b.table));
}

/** The dropped indexes again, as they were defined; on PostgreSQL two at a time (one a core), each with room to sort. */
async function createIndexes(database: DatabaseHandle, indexes: IndexDefinition[]): Promise<void> {
  const queue = [...indexes];
  const lanes = database.kind === 'postgres' ? 2 : 1;
  const lane = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { definition } = index;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** One statement of the bulk load, which may take longer than the pool's request-sized statement timeout. */
/**
 * One statement of the bulk load, which may take longer than the pool's request-sized statement timeout. Its rows
 * are valid by construction (each id it names exists), so it runs as a replica applies rows: without the foreign
 * keys' row-by-row checks and the search-word triggers (counted afterwards, `countSearchWords`). Unique indexes still
 * hold.
 */
async function bulk(db: Database, query: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(query);
  });
}

/** `bulk` over 1…count in two halves at once on PostgreSQL (one a core): INSERT … SELECT runs on one core. */
async function bulkInHalves(
  database: DatabaseHandle,
  count: number,
  query: (first: number, last: number) => SQL,
): Promise<void> {
  const half = database.kind === 'postgres' ? Math.floor(count / 2) : count;
  await Promise.all([
    bulk(database.db, query(1, half)),
    ...(half < count ? [bulk(database.db, query(half + 1, count))] : []),
  ]);
}

/**
 * What the table's search-word trigger (migration 0014) would have counted for the rows after `afterId`, by the same
 * functions over the texts it reads. The bench's texts differ only in their numbers, which are no search words, so
 * the texts without their digits are counted once each, times their rows.
 */
async function countSearchWords(db: Database, table: string, afterId: number): Promise<void> {
  const [trigger] = await rowsOf<{ columns: string[] }>(
    db,
    sql`select array_remove(string_to_array(encode(tgargs, 'escape'), '\\000'), '') as columns
        from pg_trigger where tgname = ${`${table}_search_words_inserted`}`,
  );
  const text = sql.join(
    trigger!.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await bulk(
    db,
    sql`select search_words_count(array_agg(word order by word), array_agg(delta order by word))
        from (select word, sum(texts.rows)::bigint as delta
              from (select regexp_replace(concat_ws(' ', ${text}), '[0-9]+', '', 'g') as text, count(*) as rows
                    from ${sql.identifier(table)} where id > ${afterId} group by 1) as texts,
                   search_words_of(texts.text) as word
              group by word) as counted`,
  );
}

/** The table's largest id: bulk rows take the ids after it, so other rows name them by arithmetic, not by a lookup. */
async function lastId(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ id: number | null }>(db, sql`select max(id) as id from ${sql.identifier(table)}`);
  return Number(row?.id ?? 0);
}

/** After rows given their ids, the table's own ids continue past them. */
async function continueSequence(db: Database, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
}

/**
 * `vacuumUrl`: the PostgreSQL database's address, for the closing VACUUM on a connection of its own, outside the
 * pool's request-sized statement timeout (1 000 000 events take longer than it).
 */
export async function seed(
  database: DatabaseHandle,
  scale: Scale,
  dataDir: string,
  options: { vacuumUrl?: string } = {},
): Promise<Seeded> {
  await database.migrate();
  const services = benchServices(database, dataDir);
  await services.categoriesService.seed();
  await seedDemo({ services, db: database.db });
  const { db } = database;
  const started = Date.now();
  const memberBase = await lastId(db, 'users');
  const associationBase = await lastId(db, 'associations');
  const eventBase = await lastId(db, 'events');
  const member = (k: SQL) => sql`(${memberBase} + 1 + (${k}) % ${scale.members})`;
  const secondaryIndexes = await dropSecondaryIndexes(db, BULK_TABLES);
  await bulk(
    db,
    sql`
    insert into users (id, name, email, user_type, created_at)
    select ${memberBase} + n, 'Member ' || n, 'member' || n || '@bench.test',
           case when n % 5 = 0 then 'business' else 'individual' end, now() - (n % 700) * interval '1 day'
    from generate_series(1, ${scale.members}) as n`,
  );
  await continueSequence(db, 'users');
  await bulk(
    db,
    sql`
    insert into associations (id, user_id, name, kind, description, home_region, province, city, status, approved_at,
                              is_verified, created_at)
    select ${associationBase} + n, ${member(sql`n`)},
           (array['Asante', 'Ewe', 'Fante', 'Ga', 'Dagbani', 'Nzema', 'Akuapem', 'Kwahu'])[1 + n % 8] || ' Union ' || n,
           (array['hometown', 'church', 'alumni', 'professional', 'student', 'cultural', 'other'])[1 + n % 7],
           'Ghanaians in South Africa who meet, help one another and celebrate home. Association ' || n || '.',
           (array['Ashanti', 'Greater Accra', 'Volta', 'Central', 'Eastern', 'Western', 'Northern', 'Bono'])[1 + n % 8],
           (array['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Gauteng', 'Eastern Cape'])[1 + n % 5],
           (array['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'])[1 + n % 5],
           'approved', now(), n % 7 = 0, now() - (n % 365) * interval '1 day'
    from generate_series(1, ${scale.associations}) as n`,
  );
  await continueSequence(db, 'associations');
  // Posted by the associations' founders over the last month, a third expired, one in 25 urgent.
  await bulk(
    db,
    sql`
    insert into notices (user_id, association_id, kind, title, body, is_urgent, expires_at, created_at,
                         updated_at)
    select ${member(sql`1 + n % ${scale.associations}`)}, ${associationBase} + 1 + n % ${scale.associations},
           (array['consular', 'safety', 'community', 'bereavement', 'other'])[1 + n % 5],
           (array['Passport clinic', 'Road closure', 'Choir rehearsal', 'Funeral arrangements', 'Lost and found'])[1 + n % 5] || ' ' || n,
           'Please share with the community. Details, times and who to call are below. Notice ' || n || '.',
           n % 25 = 0, now() + ((n % 60) - 20) * interval '1 day',
           now() - (n % 30) * interval '1 day' - (n % 24) * interval '1 hour',
           now() - (n % 30) * interval '1 day' - (n % 24) * interval '1 hour'
    from generate_series(1, ${scale.notices}) as n`,
  );
  // A year behind and a year ahead, eight cities, every event category, one in ten private or pending, one in fifty an
  // association's. Each with 0 to MAX_ATTENDEES_SEEDED attendees, counted here (the rows below are made to match).
  await bulkInHalves(
    database,
    scale.events,
    (first, last) => sql`
    insert into events (id, user_id, category_id, title, description, event_type, start_date, end_date, venue_name,
                        city, price, max_attendees, is_public, status, association_id, attendees_count)
    select ${eventBase} + n, ${member(sql`n`)}, c.ids[1 + n % array_length(c.ids, 1)],
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
           n % 10 <> 1, case when n % 10 = 2 then 'pending' else 'approved' end,
           case when n % 50 = 0 then ${associationBase} + 1 + (n / 50) % ${scale.associations} end,
           (${eventBase} + n) % (${MAX_ATTENDEES_SEEDED} + 1)
    from generate_series(${first}::int, ${last}::int) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'event') as c`,
  );
  await continueSequence(db, 'events');
  await countSearchWords(db, 'events', eventBase);
  // Attendees from distinct members, as many as each event's count says (the rows are the truth, as in
  // rsvps.service.ts; the demo's events keep the demo's).
  await bulkInHalves(
    database,
    scale.events,
    (first, last) => sql`
    insert into event_attendees (event_id, user_id, status)
    select ${eventBase} + n, ${member(sql`(${eventBase} + n) * 13 + k`)}, 'attending'
    from generate_series(${first}::int, ${last}::int) as n
    cross join generate_series(1, ${MAX_ATTENDEES_SEEDED}) as k
    where k <= (${eventBase} + n) % (${MAX_ATTENDEES_SEEDED} + 1)`,
  );
  const businessBase = await lastId(db, 'businesses');
  // Listings in the filter cities and every business category, one in ten pending, one in six verified.
  await bulk(
    db,
    sql`
    insert into businesses (user_id, category_id, name, description, address, city, province, latitude, longitude,
                            phone, status, is_verified, approved_at)
    select ${member(sql`n`)}, c.ids[1 + n % array_length(c.ids, 1)],
           (array['Chop Bar', 'Braids Studio', 'Cargo to Accra', 'IT Support', 'Kente House', 'Auto Repairs',
                  'Tutoring', 'Accounting'])[1 + n % 8] || ' ' || n,
           'A Ghanaian-run business serving the community in South Africa. Friendly service, fair prices. Listing ' || n || '.',
           n || ' Main Road', (array['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'])[1 + n % 5],
           (array['Gauteng', 'Western Cape', 'KwaZulu-Natal', 'Gauteng', 'Eastern Cape'])[1 + n % 5],
           -26.2 - (n % 100) * 0.01, 28.0 + (n % 100) * 0.01, '+2711555' || lpad((n % 10000)::text, 4, '0'),
           case when n % 10 = 3 then 'pending' else 'approved' end, n % 6 = 0, now()
    from generate_series(1, ${scale.businesses}) as n
    cross join (select array_agg(id order by id) as ids from categories where type = 'business') as c`,
  );
  await countSearchWords(db, 'businesses', businessBase);
  await bulk(
    db,
    sql`
    insert into business_reviews (business_id, user_id, rating, comment, created_at)
    select b.id, ${member(sql`b.id * 7 + k`)}, 1 + (b.id + k) % 5, 'Good service and friendly people. Review ' || k || '.',
           now() - k * interval '1 day'
    from businesses b
    cross join generate_series(1, ${REVIEWS_PER_BUSINESS}) as k
    on conflict do nothing`,
  );
  await bulk(
    db,
    sql`
    update businesses b set reviews_count = r.count, rating_total = r.total
    from (select business_id, count(*)::int as count, sum(rating)::int as total from business_reviews group by business_id) r
    where r.business_id = b.id`,
  );
  await bulk(
    db,
    sql`
    insert into business_follows (user_id, business_id)
    select ${member(sql`n::bigint * 7919`)}, b.ids[1 + n % array_length(b.ids, 1)]
    from generate_series(1, ${Math.round(scale.businesses * FOLLOWS_PER_BUSINESS)}) as n
    cross join (select array_agg(id order by id) as ids from businesses where status = 'approved') as b
    on conflict do nothing`,
  );
  await bulk(
    db,
    sql`
    update businesses b set followers_count = f.count
    from (select business_id, count(*)::int as count from business_follows group by business_id) f
    where f.business_id = b.id`,
  );
  const jobBase = await lastId(db, 'jobs');
  // Jobs from the business members across every job category, type and level and the filter cities: one in four
  // closed, one in ten a draft, one in six remote; each with a couple of applications.
  await bulk(
    db,
    sql`
    insert into jobs (user_id, category_id, title, description, company_name, location, city, province, job_type,
                      experience_level, is_remote, salary_min, salary_max, currency, salary_period, work_eligibility,
                      contact_email, status, expires_at, created_at)
    select ${memberBase} + 5 * (1 + n % ${Math.floor(scale.members / 5)}), c.ids[1 + n % array_length(c.ids, 1)],
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
    cross join (select array_agg(id order by id) as ids from categories where type = 'job') as c`,
  );
  await countSearchWords(db, 'jobs', jobBase);
  await bulk(
    db,
    sql`
    insert into job_applications (job_id, user_id, cover_note, created_at)
    select j.id, ${member(sql`j.id * 7 + k`)}, 'I would love to join your team. Application ' || k || '.',
           now() - k * interval '1 hour'
    from jobs j
    cross join generate_series(1, ${APPLICATIONS_PER_JOB}) as k
    on conflict do nothing`,
  );
  await bulk(
    db,
    sql`
    update jobs j set applications_count = a.count
    from (select job_id, count(*)::int as count from job_applications group by job_id) a
    where a.job_id = j.id`,
  );
  await bulk(
    db,
    sql`
    insert into users (name, email, user_type, created_at)
    select 'Writer ' || n, 'writer' || n || '@bench.test', 'individual', now()
    from generate_series(1, ${scale.writers}) as n`,
  );
  await createIndexes(database, secondaryIndexes);
  // What autovacuum does after a bulk load: statistics and the visibility map index-only counts need. Then what the
  // checkpointer would do next: the load's dirty pages written now, not under the first measured reads (at a million
  // events the first target measured half its throughput, with the cache on as well as off).
  if (options.vacuumUrl) {
    await adminQuery(options.vacuumUrl, 'vacuum analyze');
    await adminQuery(options.vacuumUrl, 'checkpoint');
  } else {
    await db.execute(sql`vacuum analyze`);
    if (database.kind === 'postgres') await db.execute(sql`checkpoint`);
  }
  process.stdout.write(`  the data set in ${Math.round((Date.now() - started) / 1000)} s by SQL\n`);

  const users = createUsersRepository(db);
  const kwame = await users.findByEmail('kwame.mensah@akwaaba.demo');
  const writers = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where email like 'writer%@bench.test' order by id`,
  );
  const writerTokens: string[] = [];
  // A few at a time: 1 000 000 events come with 30 000 writers.
  for (let start = 0; start < writers.length; start += 8) {
    const some = writers.slice(start, start + 8);
    writerTokens.push(...(await Promise.all(some.map((writer) => services.authService.issueToken(writer.id, true)))));
  }
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
    pledgeEventIds: await seedPledgeLedgers(db),
  };
}

// ── The pledge write's events (issue 29) ─────────────────────────────────────────────────────────────────────────
/**
 * Upcoming public events with a capacity (so none of the RSVP mix's, which have none) become funerals with an open
 * contributions ledger and no pledges yet: the pledge write's targets. Answers their ids.
 */
async function seedPledgeLedgers(db: DatabaseHandle['db']): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    with chosen as (
      update events set life_event = 'funeral'
      where id in (select id from events where status = 'approved' and is_public and max_attendees is not null
                     and start_date > now() + interval '1 day'
                     and id not in (select event_id from event_contribution_ledgers) order by id limit 2000)
      returning id)
    insert into event_contribution_ledgers (event_id, totals_visibility)
    select id, 'both' from chosen
    returning event_id as id`,
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
