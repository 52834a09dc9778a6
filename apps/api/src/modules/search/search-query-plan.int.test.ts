/**
 * Site search on PostgreSQL with 20 000 each of events, businesses, jobs and members (issue 9): every section's
 * statement finds its matches through GIN indexes (the weighted search vector, the title's trigrams), never a
 * sequential scan, and a common word stays bounded: the plan ranks only the matching rows and keeps the top few.
 * PostgreSQL only (`DATABASE_URL=postgres://…`).
 *
 * The statements explained are the ones the API really sends, read off node-postgres while the request runs.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@akwaaba/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { categories, makeBusiness } from '../../../test/event-factories.ts';
import { selectRows } from '../../../test/factories.ts';
import {
  customPlanOf,
  explainStatements,
  genericPlanOf,
  indexesOf,
  nodesOf,
  statementsOf,
  type PlanNode,
  type Statement,
} from '../../../test/query-plans.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ROWS = 20_000;
const SANDTON = 'lat=-26.1076&lon=28.0567';

/** A whole number written into the statement: bulk-load arithmetic needs its type known. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/** A text[] literal of fixed strings (no user input reaches it). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`);

const TITLES = ['Highlife Night', 'Kente Workshop', 'Food Festival', 'Church Picnic', 'Networking Evening', 'Braai'];
const NAMES = ['Osu Kitchen', 'Makola Imports', 'Kumasi Motors', 'Labadi Salon', 'Volta Tutors', 'Tamale Textiles'];
const JOB_TITLES = ['Chef', 'Software Developer', 'Registered Nurse', 'Accountant', 'Truck Driver', 'Teacher'];
const MEMBER_NAMES = ['Kwame Mensah', 'Ama Owusu', 'Kofi Boateng', 'Akosua Asante', 'Yaw Darko', 'Abena Osei'];
/** 'jollof' is in one description in eight: a common word, but not every row. */
const DESCRIPTIONS = [
  'Jollof, kelewele and highlife for the whole family.',
  'Music, food and friends from home.',
  'Bring your flag and your appetite.',
  'A Sunday for the community.',
  'Drums, choir and dancing.',
  'Meet other Ghanaians in South Africa.',
  'Stories and games for the children.',
  'Learn a craft from the masters.',
];

const SECTIONS = [
  { type: 'events', tables: ['events'] },
  { type: 'businesses', tables: ['businesses'] },
  { type: 'jobs', tables: ['jobs'] },
] as const;

/** The top of a plan down to the first scan: a Limit over a top-N sort of the matches, not of the table. */
const limitOverSort = (plan: PlanNode) => {
  const kinds = nodesOf(plan).map((node) => node['Node Type']);
  return kinds[0] === 'Limit' && kinds.includes('Sort');
};

describe.runIf(onPostgres)(
  `site search with ${ROWS.toLocaleString('en')} rows of each kind on PostgreSQL`,
  async () => {
    const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
    const { database } = testApp ?? ({} as TestApp);

    it('loads events, businesses, jobs and members, some of each hidden from search', async () => {
      const { app, clock } = testApp;
      const owner = await makeBusiness(app, 'Bulk Owner');
      const eventCategories = (await categories(app, 'event')).map((category) => category.id);
      const businessCategories = (await categories(app, 'business')).map((category) => category.id);
      const jobCategories = (await categories(app, 'job')).map((category) => category.id);
      const now = clock.now().toISOString();
      const city = sql`(${textArray(CITIES.map((place) => place.value))})[1 + g % ${int(CITIES.length)}]`;
      await database.db.execute(sql`
      insert into users (name, email, user_type, business_name, show_in_search, terms_accepted_at)
      select (${textArray(MEMBER_NAMES)})[1 + g % 6] || ' ' || g, 'search-member-' || g || '@example.com',
             case when g % 4 = 0 then 'business' else 'individual' end,
             case when g % 4 = 0 then (${textArray(NAMES)})[1 + g % 6] || ' ' || g end,
             g % 10 <> 0, now()
      from generate_series(1, ${int(ROWS)}) as g
    `);
      await database.db.execute(sql`
      insert into events (user_id, category_id, title, description, event_type, start_date, end_date,
                          venue_name, city, latitude, longitude, status, is_public)
      select ${int(owner.id)},
             (${sql.raw(`array[${eventCategories.join(',')}]`)})[1 + g % ${int(eventCategories.length)}],
             (${textArray(TITLES)})[1 + g % 6] || ' ' || g,
             (${textArray(DESCRIPTIONS)})[1 + (g / 6) % 8],
             'physical',
             ${now}::timestamptz + make_interval(days => (g % 400) - 100),
             ${now}::timestamptz + make_interval(days => (g % 400) - 100, hours => 3),
             'Community Hall', ${city}, -26.2 + (g % 100) / 100.0, 28.04 + (g % 100) / 100.0,
             case when g % 10 = 0 then 'pending' else 'approved' end, g % 20 <> 5
      from generate_series(1, ${int(ROWS)}) as g
    `);
      await database.db.execute(sql`
      insert into businesses (user_id, category_id, name, description, email, phone, address, city, province,
                              latitude, longitude, status, approved_at)
      select ${int(owner.id)},
             (${sql.raw(`array[${businessCategories.join(',')}]`)})[1 + g % ${int(businessCategories.length)}],
             (${textArray(NAMES)})[1 + g % 6] || ' ' || g,
             (${textArray(DESCRIPTIONS)})[1 + (g / 6) % 8],
             'info' || g || '@directory.example', '+2711555' || lpad((g % 10000)::text, 4, '0'),
             (1 + g % 200) || ' Main Road', ${city}, 'Gauteng',
             -26.2 + (g % 100) / 100.0, 28.04 + (g % 100) / 100.0,
             case when g % 20 = 7 then 'pending' else 'approved' end, now()
      from generate_series(1, ${int(ROWS)}) as g
    `);
      await database.db.execute(sql`
      insert into jobs (user_id, category_id, title, description, company_name, location, city, province,
                        job_type, experience_level, is_remote, currency, salary_period, work_eligibility,
                        contact_email, status, expires_at)
      select ${int(owner.id)},
             (${sql.raw(`array[${jobCategories.join(',')}]`)})[1 + g % ${int(jobCategories.length)}],
             (${textArray(JOB_TITLES)})[1 + g % 6] || ' ' || g,
             (${textArray(DESCRIPTIONS)})[1 + (g / 6) % 8],
             'Adinkra Foods', (1 + g % 200) || ' Main Road', ${city}, 'Gauteng',
             'full_time', 'mid', g % 6 = 0, 'ZAR', 'month', 'right_to_work', 'jobs' || g || '@employer.example',
             case when g % 20 = 3 then 'draft' else 'published' end,
             ${now}::timestamptz + make_interval(days => (g % 100) - 20)
      from generate_series(1, ${int(ROWS)}) as g
    `);
      // A community's vocabulary: tens of thousands of distinct words besides the few above.
      await database.db.execute(sql`
      insert into search_words (word)
      select substr(translate(md5(g::text), '0123456789', 'ghijklmnop'), 1, 5 + g % 8)
      from generate_series(1, ${int(ROWS * 2)}) as g
      on conflict do nothing
    `);
      // What autovacuum does after a bulk load.
      await database.db.execute(sql`vacuum analyze users, events, businesses, jobs, search_words`);
      const [row] = await selectRows(database, sql`select count(*)::int as n from jobs`);
      expect(row!.n).toBeGreaterThanOrEqual(ROWS);
    }, 120_000);

    /** The ranking statement a section's search sends (a second, when it found any, reads those rows by id). */
    async function sectionStatement(query: string): Promise<{ statement: Statement; body: string }> {
      const { status, body, statements } = await statementsOf(testApp, `/api/v1/search?${query}`);
      expect(status, body).toBe(200);
      // The typo corrections' lookup comes first (see 'corrects typos …' below).
      const [corrections, ranking, ...rows] = statements;
      expect(corrections!.text).toContain('"search_words"');
      expect(rows.length).toBe(JSON.parse(body).data[new URLSearchParams(query).get('type')!].length > 0 ? 1 : 0);
      for (const read of rows) expect(read.text).toMatch(/"id" in \(/);
      return { statement: ranking!, body };
    }

    // A rare word, a typo, a prefix, a word in one description in eight and its typo; with and without a place.
    const queries = [
      'query=kente',
      'query=kentee',
      'query=netw',
      'query=jollof',
      `query=jollof&${SANDTON}`,
      'query=jolof',
    ];

    describe.each(SECTIONS)('$type', ({ type, tables }) => {
      it.each(queries)('reads through indexes and ranks only the matches for %s', async (query) => {
        const { statement } = await sectionStatement(`${query}&type=${type}`);
        const { used, feature } = await explainStatements(database, [statement], [...tables]);
        expect(feature).toBe(1);
        expect(used.join(' ')).toContain('Bitmap Index Scan');
        expect(limitOverSort(await customPlanOf(database, statement)), statement.text).toBe(true);
      });
    });

    it.each(['query=kwame', 'query=kwam', 'query=kumasi'])(
      'finds members through the trigram indexes for %s',
      async (query) => {
        const { statement, body } = await sectionStatement(`${query}&type=profiles`);
        expect(JSON.parse(body).data.profiles.length).toBeGreaterThan(0);
        for (const plan of [await customPlanOf(database, statement), await genericPlanOf(database, statement)]) {
          const used = indexesOf(plan, ['users'], statement.text);
          expect(used.join(' ')).toMatch(/users_(business_)?name_trgm_idx/);
          expect(limitOverSort(plan)).toBe(true);
        }
      },
    );

    it('corrects typos through the trigram index of the search words, and finds descriptions by them', async () => {
      const { status, body, statements } = await statementsOf(testApp, '/api/v1/search?query=jolof%20kelewel');
      expect(status, body).toBe(200);
      const lookup = statements[0]!;
      expect(lookup.text).toContain('"search_words"');
      for (const plan of [await customPlanOf(database, lookup), await genericPlanOf(database, lookup)]) {
        expect(indexesOf(plan, ['search_words'], lookup.text).join(' ')).toContain('search_words');
      }
      // 'jollof' and 'kelewele' are only in descriptions of these rows: the corrected words found them.
      const { data } = JSON.parse(body) as { data: Record<string, unknown[]> };
      for (const section of ['events', 'businesses', 'jobs'] as const) expect(data[section]!.length).toBeGreaterThan(0);
    });

    it('answers a common word with five of each section, nearest first with a place', async () => {
      const { status, body } = await statementsOf(testApp, `/api/v1/search?query=jollof&${SANDTON}`);
      expect(status).toBe(200);
      const { data } = JSON.parse(body) as { data: Record<string, { distance_km: number | null }[]> };
      for (const section of ['events', 'businesses', 'jobs'] as const) {
        expect(data[section]).toHaveLength(5);
        const distances = data[section]!.map((item) => item.distance_km ?? Infinity);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    });
  },
);
