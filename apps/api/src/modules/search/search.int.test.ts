import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_SECTION_LIMIT, searchMessages, type SearchResults } from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { createApprovedAssociation, createAssociation } from '../../../test/association-factories.ts';
import { createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import {
  approveEvent,
  categoryBySlug,
  createEvent,
  eventBody,
  hoursFrom,
  makeAdmin,
  makeBusiness,
  makeConfirmedIndividual,
  makeIndividual,
} from '../../../test/event-factories.ts';
import { createJob, expireJob } from '../../../test/job-factories.ts';
import { createSearchRepository } from './search.repository.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const now = clock.now();

const admin = await makeAdmin(app);
const organiser = await makeBusiness(app, 'Kente Weavers Guild');
const eventCategory = await categoryBySlug(app, 'event', 'food-and-music');

/** An event the public sees: created by a business account and approved. */
async function publicEvent(overrides: Record<string, unknown>) {
  const event = await createEvent(app, organiser, eventBody(now, eventCategory.id, overrides));
  await approveEvent(app, admin, event.id);
  return event;
}
const setColumns = (table: 'events' | 'businesses' | 'jobs', id: number, changes: ReturnType<typeof sql>) =>
  database.db.execute(sql`update ${sql.identifier(table)} set ${changes} where id = ${id}`);

// Sandton, the searcher's place in the distance tests: about 11 km from Johannesburg's centre. Search measures from
// the place rounded to two decimals (-26.11, 28.06), so the distances below are from there.
const SANDTON = 'lat=-26.1076&lon=28.0567';

const jollofInTitle = await publicEvent({
  title: 'Jollof Cook-off',
  description: 'Teams from every region cook their best pot.',
  city: 'Cape Town',
});
const jollofInDescription = await publicEvent({
  title: 'Highlife Night',
  description: 'Live band, dancing and a jollof stand.',
  city: 'Johannesburg',
});
const privateJollof = await publicEvent({ title: 'Private Jollof Dinner', is_public: false });
const pendingJollof = await createEvent(app, organiser, eventBody(now, eventCategory.id, { title: 'Pending Jollof' }));
await setColumns('events', pendingJollof.id, sql`status = 'pending'`);
const endedJollof = await publicEvent({ title: 'Ended Jollof Party' });
await setColumns('events', endedJollof.id, sql`start_date = ${hoursFrom(now, -5)}, end_date = ${hoursFrom(now, -2)}`);
const kenteFair = await publicEvent({ title: 'Kente Fair', description: 'Weavers from Bonwire.', city: 'Durban' });

const owner = await makeBusiness(app, 'Abena Owner');
const capeKitchen = await createApprovedBusiness(app, owner, {
  name: 'Jollof Kitchen Cape Town',
  description: 'Rice dishes.',
  address: '3 Long Street, Cape Town',
  city: 'Cape Town',
  province: 'Western Cape',
  latitude: -33.9,
  longitude: 18.42,
});
const joburgKitchen = await createApprovedBusiness(app, owner, {
  name: 'Jollof Kitchen Rosebank',
  description: 'Rice dishes.',
});
const pendingKitchen = await createBusiness(app, owner, { name: 'Jollof Pending Kitchen' });
const rejectedKitchen = await createApprovedBusiness(app, owner, { name: 'Jollof Rejected Kitchen' });
await setColumns('businesses', rejectedKitchen.id, sql`status = 'rejected'`);

const employer = await makeBusiness(app, 'Adinkra Employer');
const joburgJob = await createJob(app, employer, { title: 'Jollof Chef', city: 'Johannesburg' });
const capeJob = await createJob(app, employer, {
  title: 'Jollof Chef Assistant',
  city: 'Cape Town',
  location: 'Long Street, Cape Town',
});
const remoteJob = await createJob(app, employer, { title: 'Jollof Recipe Writer', remote_work: true });
const draftJob = await createJob(app, employer, { title: 'Jollof Draft Role', status: 'draft' });
const expiredJob = await createJob(app, employer, { title: 'Jollof Expired Role' });
await expireJob(testApp, expiredJob.id);

const jollofFan = await makeIndividual(app, 'Jollof Fan');
const hiddenFan = await makeIndividual(app, 'Jollof Hidden');
await database.db.execute(sql`update users set show_in_search = false where id = ${hiddenFan.id}`);
await database.db.execute(sql`update profiles set location = 'Soweto', bio = 'Cook' where user_id = ${jollofFan.id}`);

const search = (query: string) => app.inject({ method: 'GET', url: `/api/v1/search?${query}` });
async function results(query: string): Promise<SearchResults> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SearchResults }).data;
}
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /search ranking', () => {
  it('puts a title match above a description match', async () => {
    const { events } = await results('query=jollof');
    expect(ids(events).slice(0, 2)).toEqual([jollofInTitle.id, jollofInDescription.id]);
  });

  it('lifts a listing people vouch for above an equal match, in search and in the directory', async () => {
    // Equal matches: without vouches the newer listing comes first in search, and Braamfontein by name in the directory.
    const vouched = await createApprovedBusiness(app, owner, {
      name: 'Kontomire Corner Yeoville',
      description: 'Rice.',
    });
    const plain = await createApprovedBusiness(app, owner, {
      name: 'Kontomire Corner Braamfontein',
      description: 'Rice.',
    });
    const directory = async (search: string) =>
      ids((await app.inject({ method: 'GET', url: `/api/v1/businesses?search=${search}` })).json().data);
    expect(ids((await results('query=kontomire')).businesses)).toEqual([plain.id, vouched.id]);
    expect(await directory('kontomire')).toEqual([plain.id, vouched.id]);
    await setColumns('businesses', vouched.id, sql`vouches_count = 4`);
    // Other words, so neither the ranking nor the directory's answer is one kept from above.
    expect(ids((await results('query=kontomire%20corner')).businesses)).toEqual([vouched.id, plain.id]);
    expect(await directory('kontomire%20corner')).toEqual([vouched.id, plain.id]);
  });

  it('matches the last word as a prefix, as one types', async () => {
    const { events, businesses, jobs } = await results('query=jol');
    expect(ids(events)).toContain(jollofInTitle.id);
    expect(ids(businesses)).toEqual(expect.arrayContaining([capeKitchen.id, joburgKitchen.id]));
    expect(ids(jobs)).toContain(joburgJob.id);
    expect(ids((await results('query=jollof%20coo')).events)).toEqual([jollofInTitle.id]);
  });

  it('forgives typos through trigram similarity', async () => {
    expect(ids((await results('query=jolof')).events)).toContain(jollofInTitle.id);
    expect(ids((await results('query=jolof')).businesses)).toContain(capeKitchen.id);
    expect(ids((await results('query=kentee')).events)).toEqual([kenteFair.id]);
    expect(ids((await results('query=kent')).events)).toEqual([kenteFair.id]);
    expect(ids((await results('query=jolof')).profiles)).toContain(jollofFan.id);
  });

  it('forgives typos in descriptions too: a misspelt word finds what the word finds', async () => {
    const waakyeSpot = await createApprovedBusiness(app, owner, {
      name: 'Auntie Esi’s Corner',
      description: 'Waakye with shito every morning.',
    });
    const waakyeJob = await createJob(app, employer, {
      title: 'Line Cook',
      description: 'You will cook waakye and kelewele for the lunch rush.',
    });
    const spelt = await results('query=waakye');
    const misspelt = await results('query=wakye');
    expect(ids(spelt.businesses)).toContain(waakyeSpot.id);
    expect(ids(spelt.jobs)).toContain(waakyeJob.id);
    expect(ids(misspelt.businesses)).toEqual(ids(spelt.businesses));
    expect(ids(misspelt.jobs)).toEqual(ids(spelt.jobs));
    // The case: 'jolof' finds the event that has jollof only in its description, as 'jollof' does.
    expect(ids((await results('query=jolof')).events)).toEqual(ids((await results('query=jollof')).events));
    expect(ids((await results('query=jolof')).events)).toContain(jollofInDescription.id);
  });

  it('answers at most a few of each section', async () => {
    for (let index = 0; index < SEARCH_SECTION_LIMIT + 2; index += 1) {
      await createJob(app, employer, { title: `Kelewele Vendor ${index}` });
    }
    expect((await results('query=kelewele')).jobs).toHaveLength(SEARCH_SECTION_LIMIT);
  });
});

describe('GET /search with a place', () => {
  it('ranks nearer results first and gives each its distance in km', async () => {
    const { businesses, jobs } = await results(`query=jollof&${SANDTON}`);
    expect(businesses.map(({ id, distance_km }) => [id, distance_km])).toEqual([
      [joburgKitchen.id, 4.4],
      [capeKitchen.id, 1268.4],
    ]);
    // A job is placed at its city's centre; a remote one has no distance and comes after the placed ones.
    expect(jobs.map(({ id, distance_km }) => [id, distance_km])).toEqual([
      [joburgJob.id, 10.5],
      [capeJob.id, 1269.9],
      [remoteJob.id, null],
    ]);
  });

  it('keeps the title band above distance: a far title match beats a near description match', async () => {
    const { events } = await results(`query=jollof&${SANDTON}`);
    expect(events.map(({ id, distance_km }) => [id, distance_km])).toEqual([
      [jollofInTitle.id, 1269.9],
      [jollofInDescription.id, 10.5],
    ]);
  });

  it('gives no distance without coordinates, and none to profiles', async () => {
    const { events, businesses, jobs, profiles } = await results('query=jollof');
    expect([...events, ...businesses, ...jobs].every((item) => item.distance_km === null)).toBe(true);
    expect(profiles[0]).not.toHaveProperty('distance_km');
  });
});

describe('GET /search visibility', () => {
  it('shows no private, pending or ended event, no pending or rejected listing, no draft or expired job', async () => {
    const { events, businesses, jobs } = await results('query=jollof');
    const everyId = { events: ids(events), businesses: ids(businesses), jobs: ids(jobs) };
    expect(everyId.events).not.toEqual(expect.arrayContaining([privateJollof.id]));
    expect(everyId.events).not.toContain(pendingJollof.id);
    expect(everyId.events).not.toContain(endedJollof.id);
    expect(everyId.businesses).not.toContain(pendingKitchen.id);
    expect(everyId.businesses).not.toContain(rejectedKitchen.id);
    expect(everyId.jobs).not.toContain(draftJob.id);
    expect(everyId.jobs).not.toContain(expiredJob.id);
    // Searched by their own words too, to be sure the filter and not the ranking keeps them out.
    for (const title of ['Private Jollof Dinner', 'Pending Jollof', 'Ended Jollof Party']) {
      expect(
        (await results(`query=${encodeURIComponent(title)}&type=events`)).events.map((event) => event.title),
      ).not.toContain(title);
    }
    expect((await results('query=Jollof%20Draft%20Role&type=jobs')).jobs).toEqual([]);
  });

  it('reads every result fresh: a ranking reused from a moment ago never shows an event made private since', async () => {
    const workshop = await publicEvent({ title: 'Adinkra Printing Workshop', description: 'Stamps and dyes.' });
    expect((await results('query=adinkra')).events.map((event) => event.id)).toEqual([workshop.id]);
    await setColumns('events', workshop.id, sql`is_public = false, title = 'Adinkra Printing (private)'`);
    expect((await results('query=adinkra')).events).toEqual([]);
  });

  it('shows members by the city they gave, never their contact details; a member hidden from search is not shown', async () => {
    const { profiles } = await results('query=jollof&type=profiles');
    expect(profiles).toEqual([
      {
        id: jollofFan.id,
        name: 'Jollof Fan',
        user_type: 'individual',
        business_name: null,
        location: 'Soweto',
        is_verified_business: false,
      },
    ]);
    const body = (await search('query=jollof')).body;
    expect(body).not.toContain(jollofFan.email);
    expect(body).not.toContain('@');
    expect(ids(profiles)).not.toContain(hiddenFan.id);
  });
});

describe('typo corrections', () => {
  const searchRepository = createSearchRepository(database.db);
  /** The words a search would also look for when `typed` is no word of any event, listing or job. */
  const correctionsOf = async (typed: string) => (await searchRepository.similarWords([typed])).get(typed) ?? [];
  const remove = async (path: string, who: { headers: Record<string, string> }) =>
    expect((await app.inject({ method: 'DELETE', url: `/api/v1${path}`, headers: who.headers })).statusCode).toBe(200);

  it('offers no word of a deleted job, listing or event, and keeps a word that another still uses', async () => {
    const job = await createJob(app, employer, { title: 'Zanzibarian Spice Trader' });
    const otherJob = await createJob(app, employer, { title: 'Okyeamerian Drummer' });
    const listing = await createApprovedBusiness(app, owner, { name: 'Okyeamerian Kitchen', description: 'Fufu.' });
    const event = await publicEvent({ title: 'Adowafest Dance Day', description: 'Drums from Kumasi.' });
    expect(await correctionsOf('zanzibarin')).toEqual(['zanzibarian']);
    expect(await correctionsOf('okyeamerin')).toEqual(['okyeamerian']);
    expect(await correctionsOf('adowafes')).toEqual(['adowafest']);

    await remove(`/job-listings/${job.id}`, employer);
    await remove(`/events/${event.id}`, organiser);
    await remove(`/job-listings/${otherJob.id}`, employer);
    expect(await correctionsOf('zanzibarin')).toEqual([]);
    expect(await correctionsOf('adowafes')).toEqual([]);
    // The kitchen still has it.
    expect(await correctionsOf('okyeamerin')).toEqual(['okyeamerian']);
    await remove(`/businesses/${listing.id}`, owner);
    expect(await correctionsOf('okyeamerin')).toEqual([]);
  });

  it('forgets the words an edit took out and learns those it put in', async () => {
    const job = await createJob(app, employer, { title: 'Kokontefan Baker' });
    expect(await correctionsOf('kokontefa')).toEqual(['kokontefan']);
    await setColumns('jobs', job.id, sql`title = 'Tatalefan Baker'`);
    expect(await correctionsOf('kokontefa')).toEqual([]);
    expect(await correctionsOf('tatalefa')).toEqual(['tatalefan']);
  });
});

describe('GET /search type and bounds', () => {
  it('finds approved associations by name, typo or description, never a pending one', async () => {
    const leader = await makeConfirmedIndividual(testApp, 'Association Leader');
    const listed = await createApprovedAssociation(app, leader, {
      name: 'Nzema Mutual Aid Society',
      kind: 'hometown',
      home_region: 'Western',
      description: 'Members from Axim and Half Assini: we support each other at funerals and outdoorings.',
    });
    await createAssociation(app, leader, { name: 'Nzema Pending Society' });
    const byName = await results('query=nzema&type=associations');
    expect(byName.associations).toEqual([
      {
        id: listed.id,
        name: 'Nzema Mutual Aid Society',
        kind: 'hometown',
        home_region: 'Western',
        city: 'Johannesburg',
        is_verified: false,
      },
    ]);
    expect((await results('query=nzema%20mutal')).associations.map((a) => a.id)).toEqual([listed.id]);
    expect((await results('query=outdoorings%20axim')).associations.map((a) => a.id)).toEqual([listed.id]);
  });

  it('searches one section when a type is given, and every section for any other type', async () => {
    const onlyJobs = await results('query=jollof&type=jobs');
    expect(onlyJobs.jobs.length).toBeGreaterThan(0);
    expect([onlyJobs.events, onlyJobs.businesses, onlyJobs.profiles]).toEqual([[], [], []]);
    const onlyEvents = await results('query=jollof&type=events');
    expect([onlyEvents.jobs, onlyEvents.businesses, onlyEvents.profiles]).toEqual([[], [], []]);
    const all = await results('query=jollof&type=everything');
    expect([all.events, all.businesses, all.jobs, all.profiles].every((list) => list.length > 0)).toBe(true);
  });

  it('answers a blank query with empty lists and no database work', async () => {
    const execute = vi.spyOn(database.db, 'select');
    for (const query of ['', 'query=', 'query=%20%20%20', 'query=%26%7C!()%3A*', `query=&${SANDTON}`]) {
      expect(await results(query)).toEqual({ events: [], businesses: [], jobs: [], associations: [], profiles: [] });
    }
    expect(execute).not.toHaveBeenCalled();
    // The spy sees the searches' statements: one a section.
    await results('query=jollof');
    expect(execute).toHaveBeenCalledTimes(4);
    execute.mockRestore();
  });

  it('refuses a query too long, coordinates out of range or half given, and control characters', async () => {
    const refused = async (query: string) => {
      const response = await search(query);
      expect(response.statusCode, query).toBe(422);
      return (response.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused(`query=${'a'.repeat(101)}`)).toHaveProperty('query');
    expect(await refused('query=jollof&lat=91&lon=28')).toEqual({ lat: [searchMessages.latitudeRange] });
    expect(await refused('query=jollof&lat=-26&lon=181')).toEqual({ lon: [searchMessages.longitudeRange] });
    expect(await refused('query=jollof&lat=abc&lon=28')).toHaveProperty('lat');
    expect(await refused('query=jollof&lon=28')).toEqual({ lat: [searchMessages.coordinatesTogether] });
    expect(await refused('query=jollof&lat=-26')).toEqual({ lon: [searchMessages.coordinatesTogether] });
    expect(await refused('query=jol%00lof')).toHaveProperty('query');
    expect((await search(`query=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('treats tsquery syntax as plain text, never a server error', async () => {
    for (const text of [
      'a & b',
      'a | b',
      '!jollof',
      '(jollof',
      'jollof:*',
      "jol'lof",
      "'",
      ':',
      '*',
      '&&',
      'a:b:c',
      '\\',
      "o'reilly & (x | !y):*",
    ]) {
      const response = await search(`query=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
    }
    expect(ids((await results(`query=${encodeURIComponent('!jollof:* & (cook')}`)).events)).toEqual([jollofInTitle.id]);
  });
});

describe('GET /search rate limit', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, searchPerIp: { max: 3, timeWindow: 60_000 } },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await limited.app.inject({ method: 'GET', url: '/api/v1/search?query=jollof' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address has its own allowance.
    const other = await limited.app.inject({
      method: 'GET',
      url: '/api/v1/search?query=jollof',
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });
});
