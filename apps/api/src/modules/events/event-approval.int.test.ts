import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiMessages, eventMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { mailBody, mailHeader } from '../../../test/factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'church-and-faith');
const admin = await makeAdmin(app);
const member = await makeIndividual(app);
const verified = await makeVerifiedBusiness(app);
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const pendingList = (who: Actor | null, query = 'per_page=50') =>
  app.inject({ method: 'GET', url: `/api/v1/admin/events/pending?${query}`, headers: who?.headers ?? {} });
const approve = (id: number, who: Actor | null) =>
  app.inject({ method: 'PATCH', url: `/api/v1/admin/events/${id}/approve`, headers: who?.headers ?? {} });
const reject = (id: number, who: Actor | null, payload?: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/events/${id}/reject`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
const listedIds = async (search: string) =>
  ((await app.inject({ method: 'GET', url: `/api/v1/events?search=${search}` })).json().data as Json[]).map(
    (event) => event.id,
  );
const myEvents = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/my/events', headers: who.headers })).json().data as Json[];
const activityOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: who.headers })).json().data as Json[];
/** Mail about the member's events (their sign-up's confirmation mail left out). */
const mailTo = async (who: Actor) =>
  (await testApp.mail()).filter(
    (eml) =>
      mailHeader(eml, 'To')?.includes(who.email) && mailHeader(eml, 'Subject') !== 'Confirm your Akwaaba email address',
  );

describe('who may review events', () => {
  it.each([
    ['GET pending', () => pendingList(null), () => pendingList(member), () => pendingList(verified)],
    ['PATCH approve', () => approve(1, null), () => approve(1, member), () => approve(1, verified)],
    ['PATCH reject', () => reject(1, null, {}), () => reject(1, member, {}), () => reject(1, verified, {})],
  ])('%s: visitor 401, member 403, business 403', async (_, asVisitor, asMember, asBusiness) => {
    const visitor = await asVisitor();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
    for (const response of [await asMember(), await asBusiness()]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
    }
  });

  it('an admin sees the pending events, oldest first, with what the queue needs', async () => {
    const owner = await makeBusiness(app, 'Asante Traders');
    const first = await createEvent(app, owner, body({ title: 'Zebraqueue harvest', city: 'Port Elizabeth' }));
    const second = await createEvent(app, owner, body({ title: 'Zebraqueue choir night' }));
    const published = await createEvent(app, verified, body({ title: 'Zebraqueue published' }));

    const response = await pendingList(admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 50, from: 1 });
    const rows = (page.data as Json[]).filter((row) => [first.id, second.id, published.id].includes(row.id));
    expect(rows).toEqual([
      {
        id: first.id,
        title: 'Zebraqueue harvest',
        description: first.description,
        image_card: null,
        image_card_srcset: null,
        start_date: first.start_date,
        city: 'Gqeberha',
        category: { name: category.name },
        user: { id: owner.id, name: 'Asante Traders' },
        series: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: second.id }),
    ]);
    expect(JSON.stringify(page)).not.toContain(owner.email);
  });

  it('gives the admin what to read before deciding: the description and the picture, and the page itself', async () => {
    const owner = await makeBusiness(app);
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#006b3f' } })
      .png()
      .toBuffer();
    const form = multipart(
      formFields(body({ title: 'Zebrapreview durbar', description: 'Drums, kente and a chiefs’ procession at noon.' })),
      [{ field: 'image', filename: 'durbar.png', contentType: 'image/png', content: picture }],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data;
    expect(event.status).toBe('pending');

    const queued = ((await pendingList(admin)).json().data as Json[]).find((row) => row.id === event.id);
    expect(queued).toMatchObject({
      description: 'Drums, kente and a chiefs’ procession at noon.',
      image_card: event.image_card,
      image_card_srcset: event.image_card_srcset,
    });
    expect(queued!.image_card).toMatch(/^\/uploads\/events\/.+-card\.webp$/);

    // The page opens for the admin while it waits; for every other member and for visitors it does not exist.
    const asAdmin = await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}`, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ status: 'pending', description: queued!.description });
    for (const who of [member, verified, null]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/events/${event.id}`,
        headers: who?.headers ?? {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: eventMessages.notFound });
    }
    expect(await listedIds('zebrapreview')).toEqual([]);
  });
});

describe('approving', () => {
  it('publishes the event, tells the owner (activity and mail) and takes it off the queue', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body({ title: 'Zebraapprove thanksgiving' }));
    expect(await listedIds('zebraapprove')).toEqual([]);

    const response = await approve(event.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: eventMessages.approved });

    expect(await listedIds('zebraapprove')).toEqual([event.id]);
    expect((await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` })).statusCode).toBe(200);
    expect((await pendingList(admin)).json().data.map((row: Json) => row.id)).not.toContain(event.id);
    expect((await myEvents(owner)).find((row) => row.id === event.id)).toMatchObject({
      status: 'approved',
      rejection_reason: null,
    });

    expect((await activityOf(owner))[0]).toMatchObject({ type: 'event.approved', link: `/events/${event.id}` });
    expect((await activityOf(owner))[0]!.message).toContain('Zebraapprove thanksgiving');
    const mail = await mailTo(owner);
    expect(mail).toHaveLength(1);
    expect(mailHeader(mail[0]!, 'Subject')).toBe('Your event is live');
    expect(mailBody(mail[0]!)).toContain(`http://akwaaba.test/events/${event.id}`);
  });

  it('keeps a private event off the list once approved', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(
      app,
      owner,
      body({ title: 'Zebraprivateapproval elders meeting', is_public: false }),
    );
    await approve(event.id, admin);
    expect(await listedIds('zebraprivateapproval')).toEqual([]);
    expect((await myEvents(owner))[0]).toMatchObject({ status: 'approved', is_public: false });
  });
});

describe('rejecting', () => {
  it('keeps the event off the list and shows the owner the reason on My Events', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body({ title: 'Zebrareject raffle' }));

    const response = await reject(event.id, admin, { reason: '  Please add the venue address.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: eventMessages.rejected });

    expect(await listedIds('zebrareject')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` })).statusCode).toBe(404);
    expect((await pendingList(admin)).json().data.map((row: Json) => row.id)).not.toContain(event.id);
    expect((await myEvents(owner))[0]).toMatchObject({
      id: event.id,
      status: 'rejected',
      rejection_reason: 'Please add the venue address.',
    });
    const own = (await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}`, headers: owner.headers })).json()
      .data;
    expect(own).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the venue address.' });
    // The reason is for the owner: an admin looking at the event sees the status only.
    const asAdmin = (
      await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}`, headers: admin.headers })
    ).json().data;
    expect(asAdmin.status).toBe('rejected');

    const activity = (await activityOf(owner))[0]!;
    expect(activity).toMatchObject({ type: 'event.rejected', link: `/events/${event.id}` });
    expect(activity.message).toContain('Please add the venue address.');
    const mail = await mailTo(owner);
    expect(mail).toHaveLength(1);
    expect(mailHeader(mail[0]!, 'Subject')).toBe('Your event was not approved');
    expect(mailBody(mail[0]!)).toContain('Please add the venue address.');
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an empty reason', { reason: '' }],
  ])('works with %s, and records no reason', async (_, payload) => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body());
    const response = await reject(event.id, admin, payload);
    expect(response.statusCode).toBe(200);
    expect((await myEvents(owner))[0]).toMatchObject({ status: 'rejected', rejection_reason: null });
    expect((await activityOf(owner))[0]!.message).toMatch(/was not approved\.$/);
  });

  it('refuses a reason longer than 500 characters without a 500', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body());
    const response = await reject(event.id, admin, { reason: 'x'.repeat(501) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('reason');
    expect((await myEvents(owner))[0]).toMatchObject({ status: 'pending' });
  });

  it('an approved event can still be withdrawn by an admin', async () => {
    const event = await createEvent(app, verified, body({ title: 'Zebrawithdrawn gathering' }));
    expect(await listedIds('zebrawithdrawn')).toEqual([event.id]);
    await reject(event.id, admin, { reason: 'Reported as a scam.' });
    expect(await listedIds('zebrawithdrawn')).toEqual([]);
  });
});

describe('changes after approval', () => {
  const edit = (id: number, who: Actor, overrides: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v1/events/${id}`, headers: who.headers, payload: body(overrides) });

  it('a member who cannot publish without review sends an approved event back to review by changing what was reviewed', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body({ title: 'Zebraharmless picnic' }));
    await approve(event.id, admin);
    expect(await listedIds('zebraharmless')).toEqual([event.id]);

    const changed = await edit(event.id, owner, {
      title: 'Zebraspam cheap pills',
      additional_info: 'Buy now at a link of my choosing.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { status: 'pending' }, message: eventMessages.changesAwaitReview });
    expect(await listedIds('zebraspam')).toEqual([]);
    expect((await myEvents(owner)).find((row) => row.id === event.id)).toMatchObject({ status: 'pending' });
    expect((await pendingList(admin)).json().data.map((row: Json) => row.id)).toContain(event.id);
    expect((await activityOf(owner))[0]!.message).toContain('await review');
  });

  it('a change to capacity or price alone keeps the event published', async () => {
    const owner = await makeBusiness(app);
    const event = await createEvent(app, owner, body({ title: 'Zebracapacity concert' }));
    await approve(event.id, admin);
    const changed = await edit(event.id, owner, { title: 'Zebracapacity concert', max_attendees: 80, price: '200' });
    expect(changed.json()).toMatchObject({ data: { status: 'approved' }, message: eventMessages.updated });
    expect(await listedIds('zebracapacity')).toEqual([event.id]);
  });

  it('a verified business and an admin publish their changes at once', async () => {
    const event = await createEvent(app, verified, body({ title: 'Zebraverified fair' }));
    const byOwner = await edit(event.id, verified, { title: 'Zebraverified fair, second edition' });
    expect(byOwner.json().data.status).toBe('approved');
    const byAdmin = await edit(event.id, admin, { title: 'Zebraverified fair, third edition' });
    expect(byAdmin.json().data.status).toBe('approved');
  });
});

describe('unknown events', () => {
  it.each([
    [
      'approve',
      (id: string) =>
        app.inject({ method: 'PATCH', url: `/api/v1/admin/events/${id}/approve`, headers: admin.headers }),
    ],
    [
      'reject',
      (id: string) =>
        app.inject({ method: 'PATCH', url: `/api/v1/admin/events/${id}/reject`, headers: admin.headers, payload: {} }),
    ],
  ])('%s answers 404 for an id that does not exist or is not a number', async (_, call) => {
    const missing = await call('987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: eventMessages.notFound });
    const junk = await call('abc');
    expect(junk.statusCode).toBe(404);
  });
});
