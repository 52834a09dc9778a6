import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiMessages, eventMessages, MAX_PER_PAGE, type EventDetail, type EventSummary } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  formFields,
  hoursFrom,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  uploadedFiles,
  uploadPath,
  type Actor,
} from '../../../test/event-factories.ts';

// The built web app is stood in for by a bare index.html, so the Open Graph tags can be checked.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Akwaaba</title></head><body></body></html>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("akwaaba");');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
const { app, clock } = testApp;

const food = await categoryBySlug(app, 'event', 'food-and-music');
const church = await categoryBySlug(app, 'event', 'church-and-faith');
const admin = await makeAdmin(app);
/** A verified business: its events are published at once. */
const organiser = await makeVerifiedBusiness(app, 'Accra Bites Events');
/** An unverified business: its events wait for approval. */
const newcomer = await makeBusiness(app, 'Kente Corner');
const otherBusiness = await makeVerifiedBusiness(app, 'Osu Castle Catering');
const member = await makeIndividual(app, 'Ama Owusu');

const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), food.id, overrides);

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

async function list(query = ''): Promise<Json> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/events${query ? `?${query}` : ''}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (page: Json) => (page.data as EventSummary[]).map((event) => event.id);

function detail(id: number | string, who: Actor | null = null) {
  return app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: who?.headers ?? {} });
}

function post(who: Actor | null, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/events', headers: who?.headers ?? {}, payload });
}

async function myEvents(who: Actor): Promise<Json> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/my/events', headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A small real picture, for events that need an image. */
const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#FCD116' } })
  .png()
  .toBuffer();
const imagePart = (content = picture) => ({ field: 'image', filename: 'flyer.png', contentType: 'image/png', content });

async function createWithImage(who: Actor, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const form = multipart(formFields(body(overrides)), [imagePart()]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Three hours after `start` hours from now, with its end three hours later. */
const at = (startHours: number, lengthHours = 3) => ({
  start_date: hoursFrom(clock.now(), startHours),
  end_date: hoursFrom(clock.now(), startHours + lengthHours),
});

describe('GET /events (the public list)', () => {
  it('lists only approved public events that have not ended, soonest first', async () => {
    const later = await createEvent(app, organiser, body({ title: 'Later braai', ...at(72) }));
    const sooner = await createEvent(app, organiser, body({ title: 'Sooner braai', ...at(24) }));
    const ongoing = await createEvent(app, organiser, body({ title: 'Ongoing festival', ...at(1, 6) }));
    const endsSoon = await createEvent(app, organiser, body({ title: 'Short breakfast', ...at(1, 0.5) }));
    const hidden = await createEvent(app, organiser, body({ title: 'Private committee', is_public: false, ...at(2) }));
    const pending = await createEvent(app, newcomer, body({ title: 'Waiting for approval', ...at(2) }));
    const rejected = await createEvent(app, newcomer, body({ title: 'Not approved', ...at(2) }));
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/events/${rejected.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    expect([pending.status, hidden.status]).toEqual(['pending', 'approved']);

    const start = clock.now();
    clock.advance(2 * 3_600_000);
    try {
      const page = await list('per_page=50');
      const listed = ids(page);
      expect(listed.filter((id) => [later.id, sooner.id, ongoing.id, endsSoon.id].includes(id))).toEqual([
        ongoing.id,
        sooner.id,
        later.id,
      ]);
      for (const id of [endsSoon.id, hidden.id, pending.id, rejected.id]) expect(listed).not.toContain(id);
      const starts = (page.data as EventSummary[]).map((event) => Date.parse(event.start_date));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    } finally {
      clock.set(start);
    }
  });

  it('shows what a card needs and not the organiser’s email', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Card check zebracard' }));
    const [card] = (await list('search=zebracard')).data as Json[];
    expect(card).toEqual({
      id: event.id,
      title: 'Card check zebracard',
      description: event.description,
      category: { id: food.id, name: food.name, slug: 'food-and-music' },
      event_type: 'physical',
      held_in: 'south_africa',
      life_event: null,
      start_date: event.start_date,
      end_date: event.end_date,
      venue_name: 'Zoo Lake Gardens',
      city: 'Johannesburg',
      price: '150.00',
      max_attendees: null,
      attendees_count: 0,
      image: null,
      image_card: null,
      image_card_srcset: null,
      user: { id: organiser.id, name: 'Accra Bites Events' },
      cancelled_at: null,
      repeat: null,
    });
  });

  it('pages 12 at a time with the pagination envelope, and caps per_page at 50', async () => {
    for (let index = 0; index < 51; index += 1) {
      await createEvent(app, organiser, body({ title: `Zebrapage gathering ${index}`, ...at(48 + index) }));
    }
    const first = await list('search=zebrapage');
    expect(first).toMatchObject({ current_page: 1, last_page: 5, per_page: 12, total: 51, from: 1, to: 12 });
    expect(first.data).toHaveLength(12);
    expect(first.data[0].title).toBe('Zebrapage gathering 0');

    const last = await list('search=zebrapage&page=5');
    expect(last).toMatchObject({ current_page: 5, last_page: 5, per_page: 12, total: 51, from: 49, to: 51 });
    expect(last.data.map((event: Json) => event.title)).toEqual([
      'Zebrapage gathering 48',
      'Zebrapage gathering 49',
      'Zebrapage gathering 50',
    ]);

    const beyond = await list('search=zebrapage&page=6');
    expect(beyond).toMatchObject({ data: [], current_page: 6, last_page: 5, total: 51, from: null, to: null });

    const fifty = await list('search=zebrapage&per_page=50');
    expect(fifty).toMatchObject({ per_page: 50, last_page: 2, from: 1, to: 50 });
    expect(fifty.data).toHaveLength(50);

    for (const perPage of ['51', '1000', '100000']) {
      const capped = await list(`search=zebrapage&per_page=${perPage}`);
      expect(capped.per_page).toBe(MAX_PER_PAGE);
      expect(capped.data).toHaveLength(MAX_PER_PAGE);
    }
  });

  it('answers an empty page with from and to null', async () => {
    expect(await list('search=nothingmatchesthisword')).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 12,
      total: 0,
      from: null,
      to: null,
    });
  });

  it('searches the title and the description (full text, with stemming)', async () => {
    const inTitle = await createEvent(app, organiser, body({ title: 'Kentecloth weaving festival' }));
    const inDescription = await createEvent(
      app,
      organiser,
      body({ title: 'Saturday market', description: 'Fresh waakyestew, kelewele and sobolo from Kumasi.' }),
    );
    expect(ids(await list('search=kentecloth'))).toEqual([inTitle.id]);
    expect(ids(await list('search=waakyestew'))).toEqual([inDescription.id]);
    expect(ids(await list(`search=${encodeURIComponent('kentecloth festivals')}`))).toEqual([inTitle.id]);
    expect(ids(await list('search=KENTECLOTH'))).toEqual([inTitle.id]);
  });

  it('filters by category slug', async () => {
    const service = await createEvent(
      app,
      organiser,
      body({ title: 'Zebracat harvest service', category_id: church.id }),
    );
    const concert = await createEvent(app, organiser, body({ title: 'Zebracat highlife concert' }));
    expect(ids(await list('search=zebracat&category=church-and-faith'))).toEqual([service.id]);
    expect(ids(await list('search=zebracat&category=food-and-music'))).toEqual([concert.id]);
    // A slug of a business category, or of none, finds no events.
    expect(ids(await list('search=zebracat&category=restaurant'))).toEqual([]);
    expect(ids(await list('search=zebracat&category=no-such-category'))).toEqual([]);
  });

  it('finds Gqeberha events by both of its names', async () => {
    const gqeberha = await createEvent(app, organiser, body({ title: 'Zebracity picnic', city: 'Port Elizabeth' }));
    const durban = await createEvent(app, organiser, body({ title: 'Zebracity beach day', city: 'Durban' }));
    expect(gqeberha.city).toBe('Gqeberha');
    for (const city of ['Gqeberha', 'Port Elizabeth', 'port elizabeth', 'Gqeberha (Port Elizabeth)']) {
      expect(ids(await list(`search=zebracity&city=${encodeURIComponent(city)}`)), city).toEqual([gqeberha.id]);
    }
    expect(ids(await list('search=zebracity&city=Durban'))).toEqual([durban.id]);
    expect(ids(await list('search=zebracity&city=Accra'))).toEqual([]);
  });

  it('finds events held in a Ghanaian town by any of its names', async () => {
    const takoradi = await createEvent(
      app,
      organiser,
      body({
        title: 'Zebratown funeral',
        held_in: 'ghana',
        city: 'Takoradi',
        venue_name: 'Family house, Market Circle',
      }),
    );
    expect(takoradi.city).toBe('Sekondi-Takoradi');
    for (const city of ['Sekondi-Takoradi', 'takoradi', 'Sekondi']) {
      expect(ids(await list(`search=zebratown&city=${encodeURIComponent(city)}`)), city).toEqual([takoradi.id]);
    }
    expect(ids(await list('search=zebratown&city=Kumasi'))).toEqual([]);
  });

  it('reads date_from as South African midnight', async () => {
    const day = new Date(clock.now().getTime() + 20 * 24 * 3_600_000).toISOString().slice(0, 10);
    const previous = new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3_600_000).toISOString().slice(0, 10);
    // 23:30 SAST the evening before, and 00:30 SAST on the day (22:30 UTC the day before).
    const eveBefore = await createEvent(
      app,
      organiser,
      body({ title: 'Zebradate eve', start_date: `${previous}T23:30`, end_date: `${day}T02:00` }),
    );
    const justAfterMidnight = await createEvent(
      app,
      organiser,
      body({ title: 'Zebradate night', start_date: `${day}T00:30`, end_date: `${day}T03:00` }),
    );
    expect(justAfterMidnight.start_date).toBe(`${previous}T22:30:00.000Z`);
    expect(ids(await list(`search=zebradate&date_from=${day}`))).toEqual([justAfterMidnight.id]);
    expect(ids(await list(`search=zebradate&date_from=${previous}`))).toEqual([eveBefore.id, justAfterMidnight.id]);
  });

  it.each([
    'page=abc',
    'page=-1',
    'page=0',
    'page=1e9',
    'per_page=0',
    'per_page=-5',
    'per_page=abc',
    'date_from=2030-13-45',
    'date_from=0000-01-01',
    'date_from=yesterday',
    'date_from[]=2030-01-01',
    'city=Durban&city=Cape%20Town',
    `search=${encodeURIComponent("'; drop table events; --")}`,
    `search=${encodeURIComponent('%_\\')}`,
    `search=${encodeURIComponent('!!! & | <-> :*')}`,
    `search=${'x'.repeat(5000)}`,
    `category=${encodeURIComponent("x' or '1'='1")}`,
    `city=${encodeURIComponent("Durban' or '1'='1")}`,
  ])('ignores or survives the bad query %s (never a 500)', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/events?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ current_page: expect.any(Number), per_page: expect.any(Number) });
  });

  it('keeps a page of 12 realistic events under 4 KB compressed', async () => {
    const sentences = [
      'Join the Ghanaian community of Gauteng for an afternoon of highlife, azonto and good company.',
      'Bring the children: there is face painting, a jumping castle and a quiz about Ghana’s regions.',
      'Kelewele, waakye, red red and fresh sobolo will be on sale from our members’ kitchens.',
      'Dress code is kente or your favourite African print; prizes for the best-dressed family.',
      'Parking is available on site and the venue is a short walk from the Gautrain bus stop.',
      'Proceeds support the bursary fund for Ghanaian students at South African universities.',
      'Our pastor from Kumasi will lead the thanksgiving, followed by the harvest auction.',
      'Entrepreneurs will pitch to investors; bring business cards and questions about import rules.',
    ];
    for (let index = 0; index < 12; index += 1) {
      const description = Array.from({ length: 4 }, (_, offset) => sentences[(index + offset * 3) % sentences.length])
        .join(' ')
        .slice(0, 300);
      await createWithImage(organiser, {
        title: `Zebragzip ${['Independence Day gala', 'Harvest thanksgiving', 'Networking evening', 'Sunday football'][index % 4]} ${index + 1}`,
        description,
        city: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Port Elizabeth'][index % 5],
        venue_name: ['Zoo Lake Gardens', 'Gold Reef City Theatre', 'Moses Mabhida Stadium', 'Union Buildings Lawns'][
          index % 4
        ],
        price: index % 3 === 0 ? '' : String(50 + index * 25),
        max_attendees: index % 2 === 0 ? '' : String(100 + index),
        ...at(30 + index),
      });
    }
    const response = await app.inject({ method: 'GET', url: '/api/v1/events?search=zebragzip' });
    const page = response.json();
    expect(page.data).toHaveLength(12);
    expect(page.data.every((event: Json) => event.description.length >= 250 && event.image_card)).toBe(true);
    expect(zlib.gzipSync(response.body).length).toBeLessThanOrEqual(4096);
  });
});

describe('GET /events/:id (detail)', () => {
  it('shows a public event to visitors without the organiser’s email, and with it to members', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Open day' }));
    const asVisitor = await detail(event.id);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json().data).toMatchObject({
      id: event.id,
      user_id: organiser.id,
      user: { id: organiser.id, name: 'Accra Bites Events', email: null },
      category: { id: food.id, name: food.name, slug: food.slug },
      venue: 'Zoo Lake Gardens',
      venue_address: 'Prince of Wales Drive, Parkview',
      address: 'Prince of Wales Drive, Parkview',
      additional_info: 'Parking on the street.',
      attendees_count: 0,
      waitlist_count: 0,
      user_attending: false,
      user_waitlisted: false,
      waitlist_position: null,
      is_owner: false,
      is_public: true,
      status: 'approved',
      rejection_reason: null,
    });

    const asMember = (await detail(event.id, member)).json().data;
    expect(asMember.user.email).toBe(organiser.email);
    expect(asMember.is_owner).toBe(false);
    expect((await detail(event.id, organiser)).json().data.is_owner).toBe(true);
    expect((await detail(event.id, admin)).json().data.is_owner).toBe(false);
  });

  it.each([
    ['private', () => createEvent(app, organiser, body({ is_public: false })), () => organiser],
    ['pending', () => createEvent(app, newcomer, body()), () => newcomer],
  ])('hides a %s event from visitors and other members, not from its owner or an admin', async (_, create, owner) => {
    const event = await create();
    for (const who of [null, member, otherBusiness]) {
      const response = await detail(event.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: eventMessages.notFound });
    }
    const own = await detail(event.id, owner());
    expect(own.statusCode).toBe(200);
    expect(own.json().data.is_owner).toBe(true);
    expect((await detail(event.id, admin)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '987654', { message: eventMessages.notFound }],
    ['a non-numeric id', 'jollof', { message: apiMessages.notFound }],
    ['a negative id', '-3', { message: apiMessages.notFound }],
    ['an id past the integer range', '99999999999', { message: apiMessages.notFound }],
  ])('answers 404 for %s', async (_, id, message) => {
    const response = await detail(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(message);
  });

  it('tells the caller whether they are attending or waitlisted, and their place', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const first = await makeIndividual(app);
    const second = await makeIndividual(app);
    const third = await makeIndividual(app);
    for (const who of [first, second, third]) {
      await app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: who.headers });
    }
    expect((await detail(event.id, first)).json().data).toMatchObject({
      user_attending: true,
      user_waitlisted: false,
      waitlist_position: null,
      attendees_count: 1,
      waitlist_count: 2,
    });
    expect((await detail(event.id, second)).json().data).toMatchObject({
      user_attending: false,
      user_waitlisted: true,
      waitlist_position: 1,
    });
    expect((await detail(event.id, third)).json().data).toMatchObject({
      user_attending: false,
      user_waitlisted: true,
      waitlist_position: 2,
    });
    expect((await detail(event.id)).json().data).toMatchObject({
      user_attending: false,
      user_waitlisted: false,
      waitlist_position: null,
    });
  });
});

describe('POST /events (create)', () => {
  it('publishes at once for a verified business, with the spec’s success message', async () => {
    const response = await post(
      organiser,
      body({ title: '  Zebrahighlife Night  ', city: 'Port Elizabeth', price: '150' }),
    );
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(eventMessages.created);
    expect(data).toMatchObject({
      title: 'Zebrahighlife Night',
      status: 'approved',
      city: 'Gqeberha',
      price: '150.00',
      max_attendees: null,
      attendees_count: 0,
      is_public: true,
      is_owner: true,
      user_id: organiser.id,
      user: { id: organiser.id, name: 'Accra Bites Events', email: organiser.email },
      category: { id: food.id, slug: 'food-and-music' },
      image: null,
    });
    expect(ids(await list('search=zebrahighlife'))).toContain(data.id);
  });

  it('publishes at once for an admin', async () => {
    const response = await post(admin, body({ title: 'Community town hall' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: eventMessages.created,
      data: { status: 'approved', user_id: admin.id },
    });
  });

  it('holds an unverified business’s event for approval, off the list but on My Events', async () => {
    const business = await makeBusiness(app);
    const response = await post(business, body({ title: 'Zebrapending potluck' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: eventMessages.submittedForApproval, data: { status: 'pending' } });
    expect(ids(await list('search=zebrapending'))).toEqual([]);
    const mine = await myEvents(business);
    expect(mine).toMatchObject({
      total: 1,
      data: [{ id: response.json().data.id, status: 'pending', rejection_reason: null }],
    });
  });

  it('accepts the form as multipart with booleans as 1/0', async () => {
    const form = multipart(
      formFields(
        body({ title: 'Multipart gala', is_public: false, requires_approval: true, max_attendees: '80', price: '' }),
      ),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Multipart gala',
      is_public: false,
      requires_approval: true,
      max_attendees: 80,
      price: null,
    });
  });

  it('creates a virtual event without venue or city', async () => {
    const response = await post(
      organiser,
      body({
        event_type: 'virtual',
        venue_name: '',
        city: '',
        venue_address: '',
        virtual_url: 'https://meet.example.com/akwaaba',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      event_type: 'virtual',
      virtual_url: 'https://meet.example.com/akwaaba',
      city: null,
      venue: null,
    });
  });

  it('takes an event held in Ghana in Ghana time, keeps where it is held, and lists it so', async () => {
    // A week from now, 19:00 on Ghana's clock (GMT), is 21:00 in South Africa.
    const day = new Date(clock.now().getTime() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
    const response = await post(
      organiser,
      body({
        title: 'Outdooring of baby Kwame',
        held_in: 'ghana',
        start_date: `${day}T19:00`,
        end_date: `${day}T22:00`,
        venue_name: 'Family house, Adum',
        city: 'Kumasi',
      }),
    );
    expect(response.statusCode).toBe(201);
    const created: EventDetail = response.json().data;
    expect(created).toMatchObject({ held_in: 'ghana', city: 'Kumasi', start_date: `${day}T19:00:00.000Z` });
    expect((await list('search=outdooring')).data.find((event: EventSummary) => event.id === created.id)).toMatchObject(
      {
        held_in: 'ghana',
        start_date: `${day}T19:00:00.000Z`,
      },
    );
    // A South African city is not in Ghana, and where it is held is one of the two.
    const refused = await post(organiser, body({ held_in: 'ghana', city: 'Durban' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ city: [eventMessages.cityRequired] });
    const unknown = await post(organiser, body({ held_in: 'Nigeria' }));
    expect(unknown.json().errors).toEqual({ held_in: [eventMessages.heldInInvalid] });
  });

  it('refuses individual members with the spec’s message, and visitors with 401', async () => {
    const individual = await post(member, body());
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual({ message: eventMessages.onlyBusinessesCreate });
    const visitor = await post(null, body());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each([
    ['title', { title: '' }, eventMessages.titleRequired],
    ['title', { title: 'Ab' }, eventMessages.titleMin],
    ['description', { description: undefined }, eventMessages.descriptionRequired],
    ['description', { description: 'Too short' }, eventMessages.descriptionMin],
    ['category_id', { category_id: '' }, eventMessages.categoryRequired],
    ['start_date', { start_date: '' }, eventMessages.startRequired],
    ['end_date', { end_date: undefined }, eventMessages.endRequired],
    ['end_date', { end_date: hoursFrom(new Date(), 24 * 6) }, eventMessages.endAfterStart],
    ['end_date', { end_date: hoursFrom(new Date(), 24 * 7 + 24 * 14 + 1) }, eventMessages.tooLong],
    ['venue_name', { venue_name: '' }, eventMessages.venueRequired],
    ['city', { city: '' }, eventMessages.cityRequired],
    ['city', { city: 'Kumasi' }, eventMessages.cityRequired],
    ['virtual_url', { event_type: 'virtual', virtual_url: '' }, eventMessages.virtualUrlRequired],
    ['virtual_url', { event_type: 'virtual', virtual_url: 'javascript:alert(1)' }, eventMessages.urlInvalid],
    ['max_attendees', { max_attendees: 0 }, eventMessages.maxAttendeesMin],
    ['price', { price: '-5' }, eventMessages.priceMin],
  ])('answers 422 with the %s message %j', async (field, overrides, message) => {
    const response = await post(organiser, body(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('answers the same 422 for a multipart form', async () => {
    const form = multipart(formFields(body({ title: 'Ab', max_attendees: '0' })));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: [eventMessages.titleMin],
      max_attendees: [eventMessages.maxAttendeesMin],
    });
  });

  it('refuses a start in the past', async () => {
    const response = await post(
      organiser,
      body({ start_date: hoursFrom(clock.now(), -1), end_date: hoursFrom(clock.now(), 2) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.startInPast,
      errors: { start_date: [eventMessages.startInPast] },
    });
  });

  it.each([
    ['a business category', async () => (await categoryBySlug(app, 'business', 'restaurant')).id],
    ['a job category', async () => (await categoryBySlug(app, 'job', 'technology')).id],
    ['an unknown category', async () => 987_654],
  ])('refuses %s', async (_, categoryId) => {
    const response = await post(organiser, body({ category_id: await categoryId() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.categoryRequired,
      errors: { category_id: [eventMessages.categoryRequired] },
    });
  });

  it('ignores user_id, status, counters and verification sent in the body', async () => {
    const business = await makeBusiness(app);
    const response = await post(
      business,
      body({
        user_id: admin.id,
        status: 'approved',
        attendees_count: 99,
        waitlist_count: 7,
        is_verified: true,
        is_verified_business: true,
        image_key: 'events/../../etc/passwd',
        id: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      user_id: business.id,
      status: 'pending',
      attendees_count: 0,
      waitlist_count: 0,
      image: null,
    });
    expect(response.json().data.id).not.toBe(1);
  });

  it('writes nothing when the form is refused', async () => {
    const business = await makeVerifiedBusiness(app);
    const before = await uploadedFiles(testApp);
    const refusals = [
      post(business, body({ title: '' })),
      post(business, body({ start_date: hoursFrom(clock.now(), -2) })),
      post(business, body({ category_id: 987_654 })),
      (async () => {
        const form = multipart(formFields(body({ description: 'short' })), [imagePart()]);
        return app.inject({
          method: 'POST',
          url: '/api/v1/events',
          headers: { ...business.headers, ...form.headers },
          payload: form.payload,
        });
      })(),
      (async () => {
        const form = multipart(formFields(body({ category_id: 987_654 })), [imagePart()]);
        return app.inject({
          method: 'POST',
          url: '/api/v1/events',
          headers: { ...business.headers, ...form.headers },
          payload: form.payload,
        });
      })(),
    ];
    for (const response of await Promise.all(refusals)) expect(response.statusCode).toBe(422);
    expect(await myEvents(business)).toMatchObject({ total: 0, data: [] });
    expect(await uploadedFiles(testApp)).toEqual(before);
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: business.headers });
    expect(dashboard.json().data.counters.events_created).toBe(0);
  });
});

describe('authorisation of every write', () => {
  type Kind = 'public' | 'private' | 'pending';
  type Who = 'visitor' | 'individual' | 'other business' | 'owner' | 'admin';

  const ownerOf = (kind: Kind) => (kind === 'pending' ? newcomer : organiser);
  const actorFor = (who: Who, kind: Kind): Actor | null =>
    ({ visitor: null, individual: member, 'other business': otherBusiness, owner: ownerOf(kind), admin })[who];

  async function eventOf(kind: Kind): Promise<EventDetail> {
    return createEvent(app, ownerOf(kind), body({ title: `Matrix ${kind} event`, is_public: kind !== 'private' }));
  }

  const writes: Record<string, (id: number, who: Actor | null) => Promise<Awaited<ReturnType<typeof detail>>>> = {
    'PUT /events/:id': (id, who) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/events/${id}`,
        headers: who?.headers ?? {},
        payload: body({ title: 'Matrix edited' }),
      }),
    'POST /events/:id with _method=PUT (multipart)': (id, who) => {
      const form = multipart({ ...formFields(body({ title: 'Matrix edited' })), _method: 'PUT' });
      return app.inject({
        method: 'POST',
        url: `/api/v1/events/${id}`,
        headers: { ...(who?.headers ?? {}), ...form.headers },
        payload: form.payload,
      });
    },
    'DELETE /events/:id': (id, who) =>
      app.inject({ method: 'DELETE', url: `/api/v1/events/${id}`, headers: who?.headers ?? {} }),
    'PATCH /events/:id/toggle-privacy': (id, who) =>
      app.inject({ method: 'PATCH', url: `/api/v1/events/${id}/toggle-privacy`, headers: who?.headers ?? {} }),
    'GET /events/:id/attendees': (id, who) =>
      app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees`, headers: who?.headers ?? {} }),
    'GET /events/:id/attendees.csv': (id, who) =>
      app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees.csv`, headers: who?.headers ?? {} }),
  };

  const expectations: [Who, Kind, number, string | null][] = [
    ['visitor', 'public', 401, 'Unauthenticated.'],
    ['visitor', 'private', 401, 'Unauthenticated.'],
    ['individual', 'public', 403, apiMessages.forbidden],
    ['individual', 'private', 404, eventMessages.notFound],
    ['individual', 'pending', 404, eventMessages.notFound],
    ['other business', 'public', 403, apiMessages.forbidden],
    ['other business', 'private', 404, eventMessages.notFound],
    ['other business', 'pending', 404, eventMessages.notFound],
    ['owner', 'public', 200, null],
    ['owner', 'private', 200, null],
    ['owner', 'pending', 200, null],
    ['admin', 'public', 200, null],
    ['admin', 'private', 200, null],
    ['admin', 'pending', 200, null],
  ];

  const cases = Object.keys(writes).flatMap((write) =>
    expectations.map(([who, kind, status, message]) => ({ write, who, kind, status, message })),
  );

  it.each(cases)('$write: $who on a $kind event -> $status', async ({ write, who, kind, status, message }) => {
    const event = await eventOf(kind);
    const response = await writes[write]!(event.id, actorFor(who, kind));
    expect(response.statusCode, response.body).toBe(status);
    if (message !== null) expect(response.json()).toEqual({ message });

    // A refused write changed nothing.
    const after = await detail(event.id, admin);
    if (status !== 200) {
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ title: event.title, is_public: event.is_public });
    }
  });

  it('answers 404 for an event that does not exist, on every write', async () => {
    for (const write of Object.values(writes)) {
      const response = await write(987_654, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: eventMessages.notFound });
    }
  });

  it('toggle-privacy answers the updated event and flips it both ways', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Zebraprivacy toggle' }));
    const toPrivate = await writes['PATCH /events/:id/toggle-privacy']!(event.id, organiser);
    expect(toPrivate.json().data).toMatchObject({
      id: event.id,
      title: 'Zebraprivacy toggle',
      is_public: false,
      status: 'approved',
    });
    expect(ids(await list('search=zebraprivacy'))).toEqual([]);
    expect((await detail(event.id, member)).statusCode).toBe(404);

    const toPublic = await writes['PATCH /events/:id/toggle-privacy']!(event.id, admin);
    expect(toPublic.json().data).toMatchObject({ id: event.id, is_public: true });
    expect(ids(await list('search=zebraprivacy'))).toEqual([event.id]);
  });

  it('an edit by the owner or an admin is saved and keeps the organiser', async () => {
    const event = await createEvent(app, organiser, body());
    const byOwner = await writes['PUT /events/:id']!(event.id, organiser);
    expect(byOwner.json()).toMatchObject({
      message: eventMessages.updated,
      data: { title: 'Matrix edited', user_id: organiser.id },
    });
    const form = multipart({ ...formFields(body({ title: 'Edited by an admin', price: '75.5' })), _method: 'PUT' });
    const byAdmin = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(byAdmin.json()).toMatchObject({
      message: eventMessages.updated,
      data: { title: 'Edited by an admin', price: '75.50', user_id: organiser.id },
    });
  });

  it('deleting removes the event and its image files', async () => {
    const event = await createWithImage(organiser, { title: 'To be deleted' });
    const files = [uploadPath(testApp, event.image!), uploadPath(testApp, event.image_card!)];
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    const response = await writes['DELETE /events/:id']!(event.id, organiser);
    expect(response.statusCode).toBe(200);
    expect((await detail(event.id, organiser)).statusCode).toBe(404);
    expect((await detail(event.id, admin)).statusCode).toBe(404);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect((await app.inject({ method: 'GET', url: event.image! })).statusCode).toBe(404);
  });

  it('shows the organiser who is coming (names only) and a CSV safe to open in a spreadsheet', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Harvest: Thanksgiving!' }));
    const kojo = await makeIndividual(app, 'Kojo Asante');
    const prankster = await makeIndividual(app, '=HYPERLINK("http://evil.example","click")');
    for (const who of [kojo, prankster]) {
      await app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: who.headers });
    }
    const attendees = await writes['GET /events/:id/attendees']!(event.id, organiser);
    expect(attendees.json().data).toEqual([
      {
        user_id: kojo.id,
        guest_id: null,
        phone: null,
        name: 'Kojo Asante',
        status: 'attending',
        plus_ones: 0,
        created_at: expect.any(String),
        reconfirmed_at: null,
      },
      {
        user_id: prankster.id,
        guest_id: null,
        phone: null,
        name: '=HYPERLINK("http://evil.example","click")',
        status: 'attending',
        plus_ones: 0,
        created_at: expect.any(String),
        reconfirmed_at: null,
      },
    ]);
    expect(attendees.body).not.toContain('@example.com');

    const csv = await writes['GET /events/:id/attendees.csv']!(event.id, organiser);
    expect(csv.statusCode).toBe(200);
    const { headers } = csv;
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename="harvest-thanksgiving-attendees.csv"');
    expect(headers['cache-control']).toBe('no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('"Name","Status","Party size","RSVP date","Guest","Phone","Reconfirmed"');
    expect(lines[1]).toMatch(/^"Kojo Asante","attending","1","\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","attending","1",/);
  });
});

describe('PUT /events/:id (update rules)', () => {
  it('refuses a capacity below the members already attending', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 5 }));
    for (let index = 0; index < 3; index += 1) {
      const who = await makeIndividual(app);
      await app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: who.headers });
    }
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: 2 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.capacityBelowAttending,
      errors: { max_attendees: [eventMessages.capacityBelowAttending] },
    });
    expect((await detail(event.id, organiser)).json().data.max_attendees).toBe(5);

    const exact = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: 3 }),
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data).toMatchObject({ max_attendees: 3, attendees_count: 3 });
  });

  it('answers 422 with the form’s messages on an edit too', async () => {
    const event = await createEvent(app, organiser, body());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ title: '', price: '-1' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ title: [eventMessages.titleRequired], price: [eventMessages.priceMin] });
  });

  it('refuses moving the start into the past, but allows editing an event that has already started', async () => {
    const event = await createEvent(app, organiser, body(at(1, 4)));
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ start_date: hoursFrom(clock.now(), -1), end_date: event.end_date }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ start_date: [eventMessages.startInPast] });

    const start = clock.now();
    clock.advance(2 * 3_600_000);
    try {
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/v1/events/${event.id}`,
        headers: organiser.headers,
        payload: body({
          title: 'Running late: starts 30 min later',
          start_date: event.start_date,
          end_date: event.end_date,
        }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
    } finally {
      clock.set(start);
    }
  });

  it('sends a rejected event back to the approval queue when its owner edits it', async () => {
    const event = await createEvent(app, newcomer, body({ title: 'Second try' }));
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/events/${event.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Add a venue address.' },
    });
    expect((await detail(event.id, newcomer)).json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Add a venue address.',
    });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: newcomer.headers,
      payload: body({ title: 'Second try, with address' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
    const pending = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/events/pending?per_page=50',
      headers: admin.headers,
    });
    expect(pending.json().data.map((row: Json) => row.id)).toContain(event.id);
  });

  it('keeps an approved event approved when its owner edits it', async () => {
    const event = await createEvent(app, organiser, body());
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ title: 'Renamed' }),
    });
    expect(edited.json().data.status).toBe('approved');
  });

  it('remove_image=1 removes the image and its files, and an edit without it keeps them', async () => {
    const event = await createWithImage(organiser);
    const files = [uploadPath(testApp, event.image!), uploadPath(testApp, event.image_card!)];

    const keep = multipart({ ...formFields(body({ title: 'Kept image' })), _method: 'PUT' });
    const kept = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}`,
      headers: { ...organiser.headers, ...keep.headers },
      payload: keep.payload,
    });
    expect(kept.json().data).toMatchObject({ image: event.image, image_card: event.image_card });
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    const remove = multipart({ ...formFields(body()), _method: 'PUT', remove_image: '1' });
    const removed = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}`,
      headers: { ...organiser.headers, ...remove.headers },
      payload: remove.payload,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({
      image: null,
      image_card: null,
      image_srcset: null,
      image_card_srcset: null,
    });
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
  });
});

describe('GET /events/:id.ics', () => {
  it('answers an iCalendar file in South African time, escaped and folded', async () => {
    const year = clock.now().getUTCFullYear() + 1;
    const event = await createEvent(
      app,
      organiser,
      body({
        title: 'Braai, Jollof; and Highlife',
        description: `Bring your appetite; kelewele, waakye and red red, all afternoon. ${'Highlife and azonto until late. '.repeat(4)}`,
        start_date: `${year}-03-06T18:30`,
        end_date: `${year}-03-06T23:45`,
        city: 'Port Elizabeth',
      }),
    );
    const response = await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="akwaaba-event-${event.id}.ics"`);

    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain(`DTSTART;TZID=Africa/Johannesburg:${year}0306T183000`);
    expect(unfolded).toContain(`DTEND;TZID=Africa/Johannesburg:${year}0306T234500`);
    expect(unfolded).toContain('SUMMARY:Braai\\, Jollof\\; and Highlife');
    expect(unfolded).toContain(
      'LOCATION:Zoo Lake Gardens\\, Prince of Wales Drive\\, Parkview\\, Gqeberha (Port Elizabeth)',
    );
    expect(unfolded).toContain(`URL:http://akwaaba.test/events/${event.id}`);
    expect(unfolded.find((line) => line.startsWith('DESCRIPTION:'))!.length).toBeGreaterThan(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('hides a private event’s calendar from visitors and other members, and gives it to its owner and admins', async () => {
    const event = await createEvent(app, organiser, body({ is_public: false }));
    const visitor = await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}.ics` });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: eventMessages.notFound });
    const member = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}.ics`,
      headers: newcomer.headers,
    });
    expect(member.statusCode).toBe(404);
    const moderator = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}.ics`,
      headers: admin.headers,
    });
    expect(moderator.statusCode).toBe(200);
    const owner = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}.ics`,
      headers: organiser.headers,
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('link previews (Open Graph) on /events/:id', () => {
  it('puts the escaped title, the description and the absolute image URL into the page', async () => {
    const title = `Jollof & "Highlife" <script>alert('x')</script>`;
    // Ten in the morning in Johannesburg a week on: an evening start would run past midnight, and the longer dates
    // would cut the description short (a failure only when the tests ran between 21:00 and midnight there).
    const start = new Date(clock.now().getTime() + 7 * 24 * 3_600_000);
    start.setUTCHours(8, 0, 0, 0);
    const event = await createWithImage(organiser, {
      title,
      description: 'A night of <b>music</b> & food in "Soweto".',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    });
    const response = await app.inject({ method: 'GET', url: `/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(
      '<meta property="og:title" content="Jollof &amp; &quot;Highlife&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;">',
    );
    // After the date, time and place: the description, escaped.
    expect(html).toMatch(
      /<meta property="og:description" content="[^"]+ · Zoo Lake Gardens, [^"]+\. A night of &lt;b&gt;music&lt;\/b&gt; &amp; food in &quot;Soweto&quot;\.">/,
    );
    // The JPEG rendition, which every app that shows a shared link reads.
    expect(html).toContain(
      `<meta property="og:image" content="http://akwaaba.test${event.image!.replace(/-full\.webp$/, '-og.jpg')}">`,
    );
    expect(html).toContain(`<meta property="og:url" content="http://akwaaba.test/events/${event.id}">`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<body></body>');
  });

  it('answers a private or pending event, or an unknown one, 404 with the plain page (the app shows not-found)', async () => {
    const hidden = await createEvent(app, organiser, body({ title: 'Secret committee meeting', is_public: false }));
    const pending = await createEvent(app, newcomer, body({ title: 'Pending picnic' }));
    for (const id of [hidden.id, pending.id, 987_654]) {
      const response = await app.inject({ method: 'GET', url: `/events/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('<html><head><title>Akwaaba</title></head><body></body></html>');
    }
  });

  it('serves the web app’s hashed assets cached for a year, and a missing upload as a 404 (not the page)', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/uploads/events/nothing-here-full.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: apiMessages.notFound });
  });

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/events-that-do-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: apiMessages.notFound });
  });
});

describe('GET /my/events', () => {
  it('lists the owner’s own events of every status, newest start first', async () => {
    const business = await makeVerifiedBusiness(app);
    const early = await createEvent(app, business, body({ title: 'Early one', ...at(10) }));
    const late = await createEvent(app, business, body({ title: 'Late one', is_public: false, ...at(100) }));
    const mine = await myEvents(business);
    expect(mine).toMatchObject({ total: 2, from: 1, to: 2 });
    expect(mine.data.map((row: Json) => [row.id, row.is_public, row.status])).toEqual([
      [late.id, false, 'approved'],
      [early.id, true, 'approved'],
    ]);
    const visitor = await app.inject({ method: 'GET', url: '/api/v1/my/events' });
    expect(visitor.statusCode).toBe(401);
  });
});
