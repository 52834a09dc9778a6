import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages, businessMessages, CITIES } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  businessBody,
  businessCountsThatDrifted,
  createApprovedBusiness,
  createBusiness,
} from '../../../test/business-factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { mailBody, mailHeader } from '../../../test/factories.ts';

// The built web app is stood in for by a bare index.html, so the link-preview tags can be checked.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Akwaaba</title></head><body></body></html>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
const { app } = testApp;

const restaurant = await categoryBySlug(app, 'business', 'restaurant');
const technology = await categoryBySlug(app, 'business', 'technology');
const eventCategory = await categoryBySlug(app, 'event', 'food-and-music');
const admin = await makeAdmin(app);
const member = await makeIndividual(app, 'Kwame Individual');
const owner = await makeBusiness(app, 'Akosua Owner');
const rival = await makeBusiness(app, 'Rival Business');

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const headersOf = (who: Actor | null) => who?.headers ?? {};
const post = (who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/businesses', headers: headersOf(who), payload });
const put = (id: number, who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/businesses/${id}`, headers: headersOf(who), payload });
const remove = (id: number, who: Actor | null) =>
  app.inject({ method: 'DELETE', url: `/api/v1/businesses/${id}`, headers: headersOf(who) });
const detail = (id: number, who: Actor | null = null) =>
  app.inject({ method: 'GET', url: `/api/v1/businesses/${id}`, headers: headersOf(who) });
const directory = async (query = '') =>
  (await app.inject({ method: 'GET', url: `/api/v1/businesses?${query}` })).json();
const admin$ = (method: 'GET' | 'PATCH', url: string, who: Actor | null, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: headersOf(who), ...(payload ? { payload } : {}) });
const body = (overrides: Record<string, unknown> = {}) => businessBody(restaurant.id, overrides);
const mailTo = async (who: Actor) => (await testApp.mail()).filter((eml) => mailHeader(eml, 'To')?.includes(who.email));

describe('POST /businesses', () => {
  it('starts a business account’s listing as pending, with its place, hours and an E.164 phone', async () => {
    const response = await post(owner, body({ name: 'Chop Bar Rosebank', phone: '(011) 447-1234' }));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(businessMessages.created);
    expect(data).toMatchObject({
      name: 'Chop Bar Rosebank',
      status: 'pending',
      is_verified: false,
      average_rating: 0,
      total_reviews: 0,
      phone: '+27114471234',
      city: 'Johannesburg',
      province: 'Gauteng',
      latitude: -26.1467,
      longitude: 28.0436,
      category: { id: restaurant.id, name: 'Restaurant', slug: 'restaurant' },
      user: { id: owner.id, name: 'Akosua Owner' },
      is_owner: true,
      user_following: false,
      user_review: null,
      reviews: [],
    });
    expect(data.operating_hours).toMatchObject({ monday: '09:00–18:00', sunday: '' });
  });

  it('keeps a listing without hours as null (Hours not specified) and a Port Elizabeth place as Gqeberha', async () => {
    const { data } = (
      await post(owner, body({ operating_hours: null, city: 'Port Elizabeth', province: 'Eastern Cape' }))
    ).json();
    expect(data.operating_hours).toBeNull();
    expect(data.city).toBe('Gqeberha');
  });

  it('accepts a street line and a suburb the gazetteer lacks, at the point the owner set', async () => {
    const response = await post(
      owner,
      body({ address: '14 Rockey Street, Yeoville', city: 'Johannesburg', latitude: -26.1813, longitude: 28.0628 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      address: '14 Rockey Street, Yeoville',
      city: 'Johannesburg',
      province: 'Gauteng',
      latitude: -26.1813,
      longitude: 28.0628,
    });
  });

  it('refuses visitors (401) and individual accounts (403 with the reason); admins may list', async () => {
    expect((await post(null, body())).statusCode).toBe(401);
    const individual = await post(member, body());
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual({ message: businessMessages.onlyBusinessesCreate });
    expect((await post(admin, body())).statusCode).toBe(201);
  });

  it.each([
    ['name', { name: '' }, businessMessages.nameRequired],
    ['name', { name: 'A' }, businessMessages.nameMin],
    ['description', { description: '   ' }, businessMessages.descriptionRequired],
    ['category_id', { category_id: '' }, businessMessages.categoryRequired],
    ['address', { address: '' }, businessMessages.addressRequired],
    ['latitude', { latitude: '' }, businessMessages.addressRequired],
    ['latitude', { latitude: 51.5, longitude: -0.12 }, businessMessages.addressRequired],
    ['email', { email: 'not-an-email' }, businessMessages.emailInvalid],
    ['phone', { phone: '12ab' }, businessMessages.phoneInvalid],
    ['website', { website: 'javascript:alert(1)' }, businessMessages.websiteInvalid],
    ['operating_hours.monday', { operating_hours: { monday: 'open\u0000late' } }, undefined],
  ])('answers 422 on %s with the form’s message (%j)', async (field, overrides, message) => {
    const response = await post(owner, body(overrides));
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors[field]).toBeDefined();
    if (message) expect(errors[field]).toContain(message);
  });

  it('refuses a category that is not a business category', async () => {
    const response = await post(owner, body({ category_id: eventCategory.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.category_id).toEqual([businessMessages.categoryRequired]);
  });
});

describe('who sees a listing', () => {
  it('hides pending and rejected listings from others (404) and shows them to the owner and admins', async () => {
    const pending = await createBusiness(app, owner, { name: 'Pending Kente House' });
    for (const who of [null, member, rival]) {
      const response = await detail(pending.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: businessMessages.notFound });
    }
    expect((await detail(pending.id, owner)).statusCode).toBe(200);
    expect((await detail(pending.id, admin)).statusCode).toBe(200);
    expect((await directory('search=Kente')).data).toEqual([]);

    await admin$('PATCH', `/businesses/${pending.id}/reject`, admin, { reason: 'Add a street address.' });
    expect((await detail(pending.id, member)).statusCode).toBe(404);
    const own = (await detail(pending.id, owner)).json().data;
    expect(own).toMatchObject({ status: 'rejected', rejection_reason: 'Add a street address.' });
    expect((await detail(pending.id, admin)).json().data.rejection_reason).toBeNull();
  });

  it('shows an approved listing to visitors, with its owner’s name and no private fields', async () => {
    const listed = await createApprovedBusiness(app, owner, { name: 'Open Waakye Joint' });
    const response = await detail(listed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'approved', is_owner: false, user_following: false });
    expect(response.json().data.user).toEqual({ id: owner.id, name: 'Akosua Owner' });
  });

  it('answers 404 for an unknown id and 400-range for a malformed one', async () => {
    expect((await detail(987_654)).statusCode).toBe(404);
    expect((await detail(Number.NaN)).statusCode).toBeGreaterThanOrEqual(400);
  });
});

// The directory's own app: its lists hold only the listings made here.
const filtersApp = await buildTestApp();
const seller = await makeBusiness(filtersApp.app, 'Directory Seller');
const tech = await categoryBySlug(filtersApp.app, 'business', 'technology');
const food = await categoryBySlug(filtersApp.app, 'business', 'restaurant');
const list = async (query = '') =>
  (await filtersApp.app.inject({ method: 'GET', url: `/api/v1/businesses?${query}` })).json();
const make = (name: string, overrides: Record<string, unknown>) =>
  createApprovedBusiness(filtersApp.app, seller, { name, ...overrides });
await make('Cape Braids Studio', {
  category_id: food.id,
  city: 'Cape Town',
  province: 'Western Cape',
  latitude: -33.92,
  longitude: 18.42,
});
const byte = await make('Accra Bytes IT Support', {
  category_id: tech.id,
  description: 'Laptop repairs and networks.',
});
await make('Jollof Palace', { category_id: food.id });
await createBusiness(filtersApp.app, seller, { name: 'Not Yet Approved Café' });
await filtersApp.app.services.businessApprovalService.setVerified(byte.id, true);
const names = (page: Json) => page.data.map((business: Json) => business.name);

// A listing in each city that the forms and filters offer, in a directory of its own.
const everywhere = await buildTestApp();
const trader = await makeBusiness(everywhere.app, 'Trader Everywhere');
for (const city of CITIES) {
  await createApprovedBusiness(everywhere.app, trader, {
    name: `Kente in ${city.value}`,
    city: city.value,
    province: city.province,
    latitude: city.lat,
    longitude: city.lon,
  });
}

describe('GET /businesses (the directory)', () => {
  it('lists approved listings only, by name, with the spec’s pagination fields', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Accra Bytes IT Support', 'Cape Braids Studio', 'Jollof Palace']);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 3, from: 1, to: 3 });
    expect(page.data[0]).toEqual({
      id: byte.id,
      name: 'Accra Bytes IT Support',
      description: 'Laptop repairs and networks.',
      category: { id: tech.id, name: tech.name, slug: 'technology' },
      is_verified: true,
      ghanaian_owned: false,
      average_rating: 0,
      total_reviews: 0,
      address: '12 Baker Street, Rosebank',
      city: 'Johannesburg',
      province: 'Gauteng',
      contact_person: 'Akosua Mensah',
      phone: '+27114471234',
    });
  });

  it('filters by city (either name of Gqeberha too), category slug, verified=true and search', async () => {
    expect(names(await list('city=Cape%20Town'))).toEqual(['Cape Braids Studio']);
    expect(names(await list('category=technology'))).toEqual(['Accra Bytes IT Support']);
    expect(names(await list('verified=true'))).toEqual(['Accra Bytes IT Support']);
    expect(names(await list('verified=false'))).toHaveLength(3);
    expect(names(await list('search=laptop'))).toEqual(['Accra Bytes IT Support']);
    expect(names(await list('search=jollof&city=Johannesburg&category=restaurant'))).toEqual(['Jollof Palace']);
    expect(await list('city=Durban')).toMatchObject({ data: [], total: 0, from: null, to: null });
    expect(names(await list('category=no-such-slug'))).toEqual([]);
  });

  it('finds a listing in each city the forms offer by that city, by its label too', async () => {
    const inCity = async (name: string) =>
      names(
        (
          await everywhere.app.inject({ method: 'GET', url: `/api/v1/businesses?city=${encodeURIComponent(name)}` })
        ).json(),
      );
    for (const city of CITIES) {
      expect(await inCity(city.value)).toEqual([`Kente in ${city.value}`]);
      expect(await inCity(city.label)).toEqual([`Kente in ${city.value}`]);
    }
  });

  it('puts the best matches of a search first: a name above a description', async () => {
    const ranked = await buildTestApp();
    const shop = await makeBusiness(ranked.app, 'Ranked Seller');
    await createApprovedBusiness(ranked.app, shop, {
      name: 'Accra Fabrics',
      description: 'Wax prints, and kente cloth to order.',
    });
    await createApprovedBusiness(ranked.app, shop, { name: 'Zebra Kente Weavers', description: 'Handwoven cloth.' });
    const page = (await ranked.app.inject({ method: 'GET', url: '/api/v1/businesses?search=kente' })).json();
    expect(names(page)).toEqual(['Zebra Kente Weavers', 'Accra Fabrics']);
  });

  it('lists the newest approved listings first with sort=newest, filters still applying', async () => {
    expect(names(await list('sort=newest'))).toEqual(['Jollof Palace', 'Accra Bytes IT Support', 'Cape Braids Studio']);
    expect(names(await list('sort=newest&per_page=2'))).toEqual(['Jollof Palace', 'Accra Bytes IT Support']);
    expect(names(await list('sort=newest&category=restaurant'))).toEqual(['Jollof Palace', 'Cape Braids Studio']);
    expect(names(await list('sort=newest&search=laptop'))).toEqual(['Accra Bytes IT Support']);
    // An unknown order falls back to the name order instead of refusing the page.
    expect(names(await list('sort=oldest'))).toEqual(['Accra Bytes IT Support', 'Cape Braids Studio', 'Jollof Palace']);
  });

  it('pages with per_page and ignores unusable filters', async () => {
    const second = await list('per_page=2&page=2');
    expect(names(second)).toEqual(['Jollof Palace']);
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
    expect(names(await list(`city=${'x'.repeat(300)}`))).toHaveLength(3);
    const control = await filtersApp.app.inject({ method: 'GET', url: '/api/v1/businesses?search=%00' });
    expect(control.statusCode).toBe(422);
  });
});

describe('PUT and DELETE /businesses/:id', () => {
  it('lets only the owner or an admin change or delete a listing', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Guarded Listing' });
    expect((await put(listing.id, null, body())).statusCode).toBe(401);
    for (const who of [member, rival]) {
      const response = await put(listing.id, who, body({ name: 'Hijacked' }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
      expect((await remove(listing.id, who)).statusCode).toBe(403);
    }
    expect((await remove(listing.id, null)).statusCode).toBe(401);
    const byAdmin = await put(listing.id, admin, body({ name: 'Guarded Listing (edited by admin)' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ data: { status: 'approved' }, message: businessMessages.updated });
    expect((await remove(listing.id, owner)).json()).toEqual({ message: businessMessages.deleted });
    expect((await detail(listing.id, owner)).statusCode).toBe(404);
    expect((await remove(listing.id, owner)).statusCode).toBe(404);
  });

  it('sends an approved listing back to review when an unverified owner changes name, description, website or category', async () => {
    for (const change of [
      { name: 'Renamed Kitchen' },
      { description: 'Now serving fufu too.' },
      { website: 'https://elsewhere.example' },
      { category_id: technology.id },
    ]) {
      const listing = await createApprovedBusiness(app, owner);
      const response = await put(listing.id, owner, body(change));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { status: 'pending' },
        message: businessMessages.changesAwaitReview,
      });
      expect((await detail(listing.id, member)).statusCode).toBe(404);
      const pending = (await admin$('GET', '/businesses/pending?per_page=50', admin)).json().data as Json[];
      expect(pending.find((item) => item.id === listing.id)).toMatchObject({ resubmitted: true });
    }
  });

  it('keeps it listed when only the hours, phone or place change, or when the owner is a verified business', async () => {
    const listing = await createApprovedBusiness(app, owner);
    const hours = { ...(body().operating_hours as object), sunday: '12:00–15:00' };
    const response = await put(
      listing.id,
      owner,
      body({ operating_hours: hours, phone: '021 555 0100', address: '3 Long Street', contact_person: 'Yaw' }),
    );
    expect(response.json()).toMatchObject({ data: { status: 'approved' }, message: businessMessages.updated });

    const verified = await makeVerifiedBusiness(app, 'Verified Owner');
    const theirs = await createApprovedBusiness(app, verified);
    const renamed = await put(theirs.id, verified, body({ name: 'Renamed By Verified' }));
    expect(renamed.json()).toMatchObject({ data: { status: 'approved', name: 'Renamed By Verified' } });
  });

  it('sends a rejected listing back to review once the owner edits it', async () => {
    const listing = await createBusiness(app, owner);
    await admin$('PATCH', `/businesses/${listing.id}/reject`, admin, { reason: 'Blurry' });
    const response = await put(listing.id, owner, body({ phone: '011 555 0199' }));
    expect(response.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('validates an edit like a new listing', async () => {
    const listing = await createBusiness(app, owner);
    const response = await put(listing.id, owner, body({ name: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual([businessMessages.nameRequired]);
  });
});

describe('GET /my/businesses', () => {
  it('lists the owner’s listings of every status, newest first, and nobody else’s', async () => {
    const mine = await makeBusiness(app, 'Fresh Owner');
    const first = await createBusiness(app, mine, { name: 'First Shop' });
    const second = await createApprovedBusiness(app, mine, { name: 'Second Shop' });
    const response = await app.inject({ method: 'GET', url: '/api/v1/my/businesses', headers: mine.headers });
    expect(response.json()).toMatchObject({ total: 2, from: 1, to: 2 });
    expect(response.json().data.map((row: Json) => [row.id, row.status])).toEqual([
      [second.id, 'approved'],
      [first.id, 'pending'],
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/my/businesses' })).statusCode).toBe(401);
  });
});

describe('admin approval and the verified badge', () => {
  it.each([
    [
      'GET pending',
      () => admin$('GET', '/businesses/pending', null),
      (who: Actor) => admin$('GET', '/businesses/pending', who),
    ],
    [
      'PATCH approve',
      () => admin$('PATCH', '/businesses/1/approve', null),
      (who: Actor) => admin$('PATCH', '/businesses/1/approve', who),
    ],
    [
      'PATCH reject',
      () => admin$('PATCH', '/businesses/1/reject', null, {}),
      (who: Actor) => admin$('PATCH', '/businesses/1/reject', who, {}),
    ],
    [
      'PATCH verify',
      () => admin$('PATCH', '/businesses/1/verify', null, {}),
      (who: Actor) => admin$('PATCH', '/businesses/1/verify', who, {}),
    ],
    [
      'GET verification requests',
      () => admin$('GET', '/verification-requests', null),
      (who: Actor) => admin$('GET', '/verification-requests', who),
    ],
    [
      'PATCH verification request',
      () => admin$('PATCH', '/verification-requests/1', null, { decision: 'grant' }),
      (who: Actor) => admin$('PATCH', '/verification-requests/1', who, { decision: 'grant' }),
    ],
  ])('%s: visitor 401, member and business 403', async (_, asVisitor, asMember) => {
    expect((await asVisitor()).statusCode).toBe(401);
    for (const who of [member, owner]) {
      const response = await asMember(who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
    }
  });

  it('lists pending listings oldest first with who submitted them; approving lists it and tells the owner', async () => {
    const listing = await createBusiness(app, owner, { name: 'Awaiting Approval Shop' });
    const pending = (await admin$('GET', '/businesses/pending?per_page=50', admin)).json();
    const item = (pending.data as Json[]).find((row) => row.id === listing.id);
    expect(item).toMatchObject({
      name: 'Awaiting Approval Shop',
      category: { name: 'Restaurant' },
      address: '12 Baker Street, Rosebank',
      user: { id: owner.id, name: 'Akosua Owner' },
      resubmitted: false,
    });
    const approved = await admin$('PATCH', `/businesses/${listing.id}/approve`, admin);
    expect(approved.json()).toMatchObject({
      data: { id: listing.id, status: 'approved' },
      message: businessMessages.approved,
    });
    expect((await detail(listing.id)).statusCode).toBe(200);
    const mail = (await mailTo(owner)).find((eml) => mailBody(eml).includes('Awaiting Approval Shop'));
    expect(mail && mailBody(mail)).toContain('was approved and is now in the directory');
    const after = (await admin$('GET', '/businesses/pending?per_page=50', admin)).json().data as Json[];
    expect(after.some((row) => row.id === listing.id)).toBe(false);
  });

  it('rejects with a reason the owner is told, and answers 404 for an unknown listing', async () => {
    const listing = await createBusiness(app, owner, { name: 'Turned Down Shop' });
    const rejected = await admin$('PATCH', `/businesses/${listing.id}/reject`, admin, { reason: 'Duplicate listing' });
    expect(rejected.json()).toMatchObject({ data: { status: 'rejected' }, message: businessMessages.rejected });
    const mail = (await mailTo(owner)).find((eml) => mailBody(eml).includes('Turned Down Shop'));
    expect(mail && mailBody(mail)).toContain('was not approved: Duplicate listing');
    expect((await admin$('PATCH', '/businesses/987654/approve', admin)).statusCode).toBe(404);
  });

  it('turns the verified badge on and off', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Badge Shop' });
    const on = await admin$('PATCH', `/businesses/${listing.id}/verify`, admin, {});
    expect(on.json()).toMatchObject({ data: { is_verified: true }, message: businessMessages.verified });
    expect((await detail(listing.id)).json().data.is_verified).toBe(true);
    const off = await admin$('PATCH', `/businesses/${listing.id}/verify`, admin, { is_verified: false });
    expect(off.json()).toMatchObject({ data: { is_verified: false }, message: businessMessages.unverified });
  });
});

describe('verification requests (the verified-business account badge)', () => {
  const requestVerification = (who: Actor) =>
    app.inject({ method: 'POST', url: '/api/v1/profile/verification-request', headers: who.headers });

  it('lists requests for the admin, who grants one (the member is told and publishes without review once listed)', async () => {
    const applicant = await makeBusiness(app, 'Applicant Ltd');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: applicant.headers,
      payload: {
        name: 'Applicant Ltd',
        business_name: 'Applicant Ltd',
        business_registration_number: '2019/123456/07',
      },
    });
    expect((await requestVerification(applicant)).statusCode).toBe(200);
    await createApprovedBusiness(app, applicant, { name: 'Applicant Shop' });

    const requests = (await admin$('GET', '/verification-requests?per_page=50', admin)).json();
    expect((requests.data as Json[]).find((row) => row.user_id === applicant.id)).toMatchObject({
      name: 'Applicant Ltd',
      business_registration_number: '2019/123456/07',
      approved_listings: 1,
    });

    // Not yet verified: its events wait for review.
    const before = await createEvent(app, applicant, eventBody(testApp.clock.now(), eventCategory.id));
    expect(before.status).toBe('pending');

    const granted = await admin$('PATCH', `/verification-requests/${applicant.id}`, admin, { decision: 'grant' });
    expect(granted.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: applicant.headers });
    expect(profile.json().data.is_verified_business).toBe(true);
    const after = await createEvent(app, applicant, eventBody(testApp.clock.now(), eventCategory.id));
    expect(after.status).toBe('approved');
    expect((await mailTo(applicant)).some((eml) => mailHeader(eml, 'Subject') === 'Your business is verified')).toBe(
      true,
    );

    // Answered requests leave the queue; answering again is a 404.
    const again = await admin$('PATCH', `/verification-requests/${applicant.id}`, admin, { decision: 'refuse' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a request: the member is told and may ask again', async () => {
    const applicant = await makeBusiness(app, 'Refused Ltd');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: applicant.headers,
      payload: { name: 'Refused Ltd', business_registration_number: 'K2020/000001/07' },
    });
    await requestVerification(applicant);
    const refused = await admin$('PATCH', `/verification-requests/${applicant.id}`, admin, { decision: 'refuse' });
    expect(refused.statusCode).toBe(200);
    const profile = (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: applicant.headers })).json();
    expect(profile.data).toMatchObject({ is_verified_business: false, verification_requested_at: null });
    expect((await requestVerification(applicant)).statusCode).toBe(200);
  });

  it('keeps a verified business without an approved listing under review for events', async () => {
    const unlisted = await makeBusiness(app, 'Unlisted But Verified');
    await app.services.adminService.verifyBusiness(unlisted.id);
    const event = await createEvent(app, unlisted, eventBody(testApp.clock.now(), eventCategory.id));
    expect(event.status).toBe('pending');
  });
});

describe('link previews and structured data on /businesses/:id', () => {
  it('puts escaped Open Graph tags and schema.org LocalBusiness data into the page', async () => {
    const listing = await createApprovedBusiness(app, owner, {
      name: `Mama's "Best" </script><script>alert(1)</script> $' Kitchen`,
    });
    const response = await app.inject({ method: 'GET', url: `/businesses/${listing.id}` });
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="Mama&#39;s &quot;Best&quot; &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!;
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      // The subtype of the listing's category (restaurant), not the generic type.
      '@type': 'Restaurant',
      name: `Mama's "Best" </script><script>alert(1)</script> $' Kitchen`,
      url: `http://akwaaba.test/businesses/${listing.id}`,
      telephone: '+27114471234',
      address: { streetAddress: '12 Baker Street, Rosebank', addressLocality: 'Johannesburg', addressCountry: 'ZA' },
      geo: { latitude: -26.1467, longitude: 28.0436 },
    });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '09:00',
      closes: '21:00',
    });
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.aggregateRating).toBeUndefined();
    expect(html).toContain('<body></body>');
  });

  it('files each category under its schema.org subtype, a hair and beauty salon among them', async () => {
    const salon = await categoryBySlug(app, 'business', 'hair-and-beauty');
    expect(salon.name).toBe('Hair & Beauty');
    const braids = await createApprovedBusiness(app, owner, { name: 'Adjoa’s Braids', category_id: salon.id });
    const other = await createApprovedBusiness(app, owner, {
      name: 'Kwame Tech',
      category_id: technology.id,
    });
    const typeOf = async (id: number) => {
      const html = (await app.inject({ method: 'GET', url: `/businesses/${id}` })).body;
      return JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!)['@type'];
    };
    expect(await typeOf(braids.id)).toBe('HealthAndBeautyBusiness');
    expect(await typeOf(other.id)).toBe('LocalBusiness');
  });

  it('answers a pending listing, or an unknown one, 404 with the plain page', async () => {
    const listing = await createBusiness(app, owner, { name: 'Secret Pending Shop' });
    const unknown = await app.inject({ method: 'GET', url: '/businesses/987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<html><head><title>Akwaaba</title></head><body></body></html>');
    const response = await app.inject({ method: 'GET', url: `/businesses/${listing.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<html><head><title>Akwaaba</title></head><body></body></html>');
  });
});

describe('counters', () => {
  it('count a business member’s listings on the dashboard, and none of the paths above left a counter untrue', async () => {
    const counted = await makeBusiness(app, 'Counted Owner');
    await createBusiness(app, counted);
    await createApprovedBusiness(app, counted);
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: counted.headers });
    expect(dashboard.json().data.counters.business_listings).toBe(2);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
  });
});
