/**
 * The business directory on PostgreSQL with 20 000 businesses and 200 000 reviews (issue 7, "Done
 * when"): the directory list, a listing's detail, its reviews and a member's Following page read
 * indexes, never a sequential scan of businesses, reviews or follows, and each request runs a fixed,
 * small number of statements. PostgreSQL only (`DATABASE_URL=postgres://…`): PGlite's planner sees
 * the same indexes but this is about the production database.
 *
 * The statements explained are the ones the API really sends: they are read off node-postgres while
 * the request runs (a pass-through spy that records and changes nothing). Each is explained twice: with
 * its values, and as the generic plan PostgreSQL may settle on for a prepared statement after a few
 * runs. The times printed are one machine's, for the record; budgets are measured by `npm run bench`,
 * never asserted here (docs/rules/budgets.md).
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITIES } from '@akwaaba/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { categories, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { selectRows } from '../../../test/factories.ts';
import { explainStatements, statementsOf as recordStatements, type Statement } from '../../../test/query-plans.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const BUSINESSES = 20_000;
const REVIEWS = 200_000;
const MEMBERS = 2_000;
/** Half the reviews go to a hundred popular listings (a thousand each), so their reviews run to many pages. */
const POPULAR = 100;
const REVIEWS_PER_POPULAR = 1_000;
const FOLLOWED_BY_VIEWER = 300;
const DIRECTORY_TABLES = ['businesses', 'business_reviews', 'business_follows', 'business_vouches'];

/**
 * Per business category: what its listings are called and three ways they describe themselves. A word is
 * as rare as in a real directory ('kente' is in one retail listing in three, about 3 % of the rows).
 */
const LISTINGS: Record<string, [kind: string, ...descriptions: [string, string, string]]> = {
  restaurant: [
    'Chop Bar',
    'Jollof, waakye and banku with tilapia every day.',
    'Fufu with light soup and goat meat on Fridays.',
    'Kelewele, kebabs and sobolo for parties and naming ceremonies.',
  ],
  retail: [
    'Fabrics',
    'Kente, batakari and African print fabrics from Bonwire.',
    'Shea butter, black soap and beads from the north.',
    'Ghanaian groceries: gari, shito, palm oil and dried fish.',
  ],
  technology: [
    'Tech',
    'Laptop repairs, websites and IT support for small businesses.',
    'Cell phone repairs and accessories while you wait.',
    'Networks, CCTV and point-of-sale systems installed.',
  ],
  healthcare: [
    'Pharmacy',
    'Prescriptions and travel vaccinations before a trip home.',
    'Family doctor and antenatal care, medical aid accepted.',
    'Physiotherapy and massage after sports injuries.',
  ],
  education: [
    'Tutors',
    'Maths and science tutoring for matric learners.',
    'Twi and Ga lessons for children and adults.',
    'Driving lessons and learner licence preparation.',
  ],
  finance: [
    'Accounting',
    'Bookkeeping, SARS eFiling and company registration.',
    'Money transfers to Ghana and mobile money top-ups.',
    'Insurance and funeral cover for families here and at home.',
  ],
  'real-estate': [
    'Properties',
    'Flats to rent and homes for sale across the city.',
    'Help buying land and houses in Ghana from abroad.',
    'Student accommodation near the universities.',
  ],
  automotive: [
    'Auto Repairs',
    'Services, diagnostics and panel beating for all makes.',
    'Tyres, exhausts and wheel alignment.',
    'Used cars, and vehicles shipped to Tema.',
  ],
  entertainment: [
    'Events',
    'Wedding and funeral photography and video.',
    'DJ and sound hire for parties, highlife to afrobeats.',
    'Hall hire for weddings, outdoorings and church events.',
  ],
  'professional-services': [
    'Salon',
    'Braids, cornrows and weaves by appointment.',
    'Tailoring of kaba and slit and smocks for men.',
    'Work permit and visa paperwork explained.',
  ],
  other: [
    'Cargo',
    'Weekly shipping of barrels and boxes to Accra and Kumasi.',
    'Air freight of documents and parcels to Ghana.',
    'Church hall and chairs for hire.',
  ],
};

/** A whole number written into the statement: bulk-load arithmetic needs its type known. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/** A text[] literal of fixed strings (no user input reaches it). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`);

describe.runIf(onPostgres)(
  `the business directory with ${BUSINESSES.toLocaleString('en')} businesses and ${REVIEWS.toLocaleString('en')} reviews on PostgreSQL`,
  async () => {
    const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
    const { app, clock, database } = testApp ?? ({} as TestApp);
    let viewer: Actor;
    let popular: number;
    let popularName: string;
    const timings: {
      request: string;
      'directory statements': number;
      'session statements': number;
      'median ms': number;
      'max ms': number;
    }[] = [];

    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** The statements node-postgres runs while `url` is answered, in order, with the parsed answer. */
    async function statementsOf(url: string, headers: Record<string, string> = {}) {
      const { status, body, statements } = await recordStatements(testApp, url, headers);
      return { status, body: JSON.parse(body) as { data: unknown }, statements };
    }

    /**
     * Explains each statement of a request: one that reads a directory table must do it through one of its
     * indexes, never a sequential scan. Answers the indexes used, and how many statements were the
     * directory's and how many the session check's (the auth hook's, on every signed-in request).
     */
    async function explained(statements: Statement[]) {
      const { used, session, feature } = await explainStatements(database, statements, DIRECTORY_TABLES);
      return { used, session, directory: feature };
    }

    /** Wall time of a request, warm: the median and the worst of a few runs, for the closing note. */
    async function timeRequest(
      label: string,
      url: string,
      counts: { directory: number; session: number },
      headers: Record<string, string> = {},
    ) {
      const runs: number[] = [];
      for (let run = 0; run < 15; run += 1) {
        clock.advance(60_000);
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        runs.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
      runs.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      timings.push({
        request: label,
        'directory statements': counts.directory,
        'session statements': counts.session,
        'median ms': round(runs[7]!),
        'max ms': round(runs.at(-1)!),
      });
    }

    it(`loads ${BUSINESSES.toLocaleString('en')} businesses over every category and city, ${REVIEWS.toLocaleString('en')} reviews and their follows`, async () => {
      viewer = await makeIndividual(app, 'Following Viewer');
      const businessCategories = await categories(app, 'business');
      const slugs = businessCategories.map((category) => category.slug);
      const categoryIds = businessCategories.map((category) => category.id);
      const listing = (slug: string) => LISTINGS[slug] ?? LISTINGS.other!;
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

      // Cities cycle by g, categories by g / 8, descriptions by g / 88 and the badge by g / 3: every
      // combination of filters has listings. Owners are the business members among them.
      const kinds = slugs.length;
      await database.db.execute(sql`
        insert into businesses (user_id, category_id, name, description, email, phone, address, city, province,
                                latitude, longitude, operating_hours, status, approved_at, is_verified, created_at)
        select ${int(firstMember)} + 3 + 4 * (g % ${int(MEMBERS / 4)}),
               (${sql.raw(`array[${categoryIds.join(',')}]`)})[1 + (g / 8) % ${int(kinds)}],
               (${textArray(['Osu', 'Kumasi', 'Accra', 'Labadi', 'Asante', 'Volta', 'Makola', 'Tamale', 'Cape Coast'])})[1 + g % 9]
                 || ' ' || (${textArray(slugs.map((slug) => listing(slug)[0]))})[1 + (g / 8) % ${int(kinds)}] || ' ' || g,
               'Serving the Ghanaian community in South Africa since ' || (1995 + g % 30) || '. ' ||
                 (${textArray(slugs.flatMap((slug) => listing(slug).slice(1)))})[1 + 3 * ((g / 8) % ${int(kinds)}) + (g / 88) % 3],
               'info' || g || '@directory.example', '+2711555' || lpad((g % 10000)::text, 4, '0'),
               (1 + g % 200) || ' Main Road',
               (${textArray(CITIES.map((city) => city.value))})[1 + g % 8],
               (${textArray(CITIES.map((city) => city.province))})[1 + g % 8],
               -26.2 + (g % 100) / 1000.0, 28.04 + (g % 100) / 1000.0,
               case when g % 3 = 0 then null
                    else '{"monday":"08:00–17:00","tuesday":"08:00–17:00","wednesday":"08:00–17:00","thursday":"08:00–17:00","friday":"08:00–17:00","saturday":"09:00–13:00","sunday":""}'::jsonb end,
               case when g % 20 = 7 then 'pending' when g % 20 = 13 then 'rejected' else 'approved' end,
               case when g % 20 in (7, 13) then null else now() end,
               (g / 3) % 9 = 0,
               now() - make_interval(days => g % 900)
        from generate_series(1, ${int(BUSINESSES)}) as g
      `);
      const [firstBusiness] = await selectRows(
        database,
        sql`select min(id)::int as first from businesses where status = 'approved'`,
      );
      popular = firstBusiness!.first as number;
      const [named] = await selectRows(database, sql`select name from businesses where id = ${popular}`);
      popularName = named!.name as string;

      // The first hundred listings get a thousand reviews each, from a thousand different members; the other
      // 100 000 reviews spread over the rest, at most one per member per listing (the unique index holds).
      const spread = BUSINESSES - POPULAR;
      const popularReviews = POPULAR * REVIEWS_PER_POPULAR;
      await database.db.execute(sql`
        insert into business_reviews (business_id, user_id, rating, comment, reply, replied_at, created_at, updated_at)
        select case when g < ${int(popularReviews)} then ${int(popular)} + g / ${int(REVIEWS_PER_POPULAR)}
                    else ${int(popular)} + ${int(POPULAR)} + (g - ${int(popularReviews)}) % ${int(spread)} end,
               ${int(firstMember)} + case when g < ${int(popularReviews)} then g % ${int(REVIEWS_PER_POPULAR)}
                                     else (g - ${int(popularReviews)}) / ${int(spread)} end,
               1 + (g * 7) % 5 / 2 + (g % 3),
               (array['Best jollof in town, generous portions.', 'Friendly service and fair prices.',
                      'My parcel reached Kumasi in three weeks.', 'Braids lasted six weeks, I will be back.', null])[1 + g % 5],
               case when g % 7 = 0 then 'Thank you for coming, akwaaba!' end,
               case when g % 7 = 0 then now() end,
               now() - make_interval(mins => g),
               now() - make_interval(mins => g)
        from generate_series(0, ${int(REVIEWS - 1)}) as g
      `);
      // Every member follows a handful of listings; the viewer follows a few hundred.
      await database.db.execute(sql`
        insert into business_follows (user_id, business_id, created_at)
        select ${int(firstMember)} + g % ${int(MEMBERS)}, ${int(popular)} + (g * 37) % ${int(BUSINESSES - POPULAR)}, now() - make_interval(mins => g)
        from generate_series(0, ${int(MEMBERS * 10 - 1)}) as g
        on conflict do nothing
      `);
      await database.db.execute(sql`
        insert into business_follows (user_id, business_id, created_at)
        select ${int(viewer.id)}, ${int(popular)} + g * 61, now() - make_interval(hours => g)
        from generate_series(0, ${int(FOLLOWED_BY_VIEWER - 1)}) as g
      `);
      // Members vouch for a few listings each, in a few words (decision 032).
      await database.db.execute(sql`
        insert into business_vouches (user_id, business_id, note, created_at)
        select ${int(firstMember)} + g % ${int(MEMBERS)}, ${int(popular)} + (g * 53) % ${int(BUSINESSES - POPULAR)},
               'We have used them for years and they are honest.', now() - make_interval(mins => g)
        from generate_series(0, ${int(MEMBERS * 3 - 1)}) as g
        on conflict do nothing
      `);
      // The counters the services keep (decision 007), set from the rows once.
      await database.db.execute(sql`
        update businesses b
        set reviews_count = coalesce(r.n, 0), rating_total = coalesce(r.total, 0), followers_count = coalesce(f.n, 0),
            vouches_count = coalesce(v.n, 0)
        from businesses b2
        left join (select business_id, count(*)::int as n, sum(rating)::int as total
                   from business_reviews group by business_id) r on r.business_id = b2.id
        left join (select business_id, count(*)::int as n from business_follows group by business_id) f
               on f.business_id = b2.id
        left join (select business_id, count(*)::int as n from business_vouches group by business_id) v
               on v.business_id = b2.id
        where b.id = b2.id
      `);
      // What autovacuum does after a bulk load: statistics, and the visibility map that index-only scans need.
      for (const table of ['users', ...DIRECTORY_TABLES]) await database.db.execute(sql.raw(`vacuum analyze ${table}`));

      const [counts] = await selectRows(
        database,
        sql`select (select count(*)::int from businesses) as businesses,
                   (select count(*)::int from business_reviews) as reviews,
                   (select count(*)::int from businesses where reviews_count <> 0 and rating_total not between reviews_count and 5 * reviews_count) as bad_ratings`,
      );
      expect(counts).toMatchObject({ businesses: BUSINESSES, reviews: REVIEWS, bad_ratings: 0 });
    });

    const lists: [string, () => string][] = [
      ['no filter', () => 'page=1'],
      ['city', () => 'city=Port%20Elizabeth'],
      ['category', () => 'category=restaurant'],
      ['verified', () => 'verified=true'],
      ['search (a word in 3 % of listings)', () => 'search=kente'],
      ['search (a listing by name)', () => `search=${encodeURIComponent(popularName)}`],
      ['city + category + verified + search', () => 'city=Durban&category=retail&verified=true&search=kente'],
      ['page 50', () => 'page=50'],
      ['newest first (the home page)', () => 'sort=newest&per_page=4'],
      ['newest first in a city', () => 'sort=newest&city=Durban'],
    ];

    it.each(lists)(
      'GET /businesses with %s reads businesses through an index in 2 statements',
      async (label, query) => {
        const url = `/api/v1/businesses?${query()}`;
        const { status, body, statements } = await statementsOf(url);
        expect(status).toBe(200);
        expect((body.data as unknown[]).length).toBeGreaterThan(0);
        const { used, ...counts } = await explained(statements);
        // The page and its total: no statement per card.
        expect(counts).toEqual({ directory: 2, session: 0 });
        for (const line of used) console.info(`[plan] GET /businesses (${label}) -> ${line}`);
        await timeRequest(`GET /businesses (${label})`, url, counts);
      },
    );

    it('runs the same statements for a page of 12 and a page of 50', async () => {
      const small = await statementsOf('/api/v1/businesses?per_page=12&city=Durban');
      const large = await statementsOf('/api/v1/businesses?per_page=50&city=Durban');
      expect(small.body.data).toHaveLength(12);
      expect(large.body.data).toHaveLength(50);
      expect(large.statements.map((statement) => statement.text)).toEqual(
        small.statements.map((statement) => statement.text),
      );
    });

    const detailUrl = () => `/api/v1/businesses/${popular}`;
    const reviewsUrl = (page: number) => `/api/v1/businesses/${popular}/reviews?page=${page}`;

    it.each([
      // The listing, its newest reviews and its newest vouches.
      ['a visitor', false, 3],
      // Also whether the member follows it, their own review and whether they vouched, beside the session check.
      ['a signed-in member', true, 6],
    ] as const)(
      'GET /businesses/:id for %s reads the listing and its reviews through indexes',
      async (label, signedIn, expected) => {
        const headers = signedIn ? viewer.headers : {};
        const { status, statements } = await statementsOf(detailUrl(), headers);
        expect(status).toBe(200);
        const { used, ...counts } = await explained(statements);
        expect(counts.directory).toBe(expected);
        // The token and its member, and a last-used stamp at most every few minutes.
        expect(counts.session).toBeLessThanOrEqual(signedIn ? 3 : 0);
        for (const line of used) console.info(`[plan] GET /businesses/:id (${label}) -> ${line}`);
        await timeRequest(`GET /businesses/:id (${label})`, detailUrl(), counts, headers);
      },
    );

    it.each([1, 20])(
      'GET /businesses/:id/reviews page %i of a listing with a thousand reviews reads them through an index',
      async (page) => {
        const { status, body, statements } = await statementsOf(reviewsUrl(page));
        expect(status).toBe(200);
        expect(body.data).toHaveLength(12);
        const { used, ...counts } = await explained(statements);
        // The listing (visible? its review count is the total) and the page.
        expect(counts).toEqual({ directory: 2, session: 0 });
        for (const line of used) console.info(`[plan] GET /businesses/:id/reviews?page=${page} -> ${line}`);
        await timeRequest(`GET /businesses/:id/reviews (page ${page})`, reviewsUrl(page), counts);
      },
    );

    it(`GET /my/following for a member following ${FOLLOWED_BY_VIEWER} listings reads follows through an index`, async () => {
      const url = '/api/v1/my/following?page=2';
      const { status, body, statements } = await statementsOf(url, viewer.headers);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(12);
      const { used, ...counts } = await explained(statements);
      // The page and its total, beside the session check.
      expect(counts.directory).toBe(2);
      expect(counts.session).toBeLessThanOrEqual(3);
      for (const line of used) console.info(`[plan] GET /my/following -> ${line}`);
      await timeRequest('GET /my/following (page 2)', url, counts, viewer.headers);
    });

    it('prints the measured times (one machine, warm, 15 runs each; not a budget)', () => {
      expect(timings.length).toBeGreaterThan(0);
      console.table(timings);
    });
  },
);
