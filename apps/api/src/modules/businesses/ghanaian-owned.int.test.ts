import { describe, expect, it } from 'vitest';
import { apiMessages, businessMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../../test/business-factories.ts';
import { makeAdmin, makeBusiness, makeIndividual, type Actor } from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app } = testApp;

const admin = await makeAdmin(app);
const owner = await makeBusiness(app, 'Mark Owner');
const member = await makeIndividual(app, 'Curious Member');

const apply = (id: number, who: Actor | null) =>
  app.inject({ method: 'POST', url: `/api/v1/businesses/${id}/ghanaian-owned`, headers: who?.headers ?? {} });
const decide = (id: number, who: Actor, payload?: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/businesses/${id}/ghanaian-owned`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const requests = async () =>
  (await app.inject({ method: 'GET', url: '/api/v1/admin/businesses/ghanaian-owned-requests', headers: admin.headers }))
    .json()
    .data.map((row: { id: number }) => row.id);
const detail = async (id: number, who: Actor | null = null) =>
  (await app.inject({ method: 'GET', url: `/api/v1/businesses/${id}`, headers: who?.headers ?? {} })).json().data;

describe('the Ghanaian-owned mark', () => {
  it('the owner asks once; the admins see the request; an admin confirms it and every reader sees the mark', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Adinkra Prints' });
    expect((await detail(listing.id)).ghanaian_owned).toBe(false);
    const asked = await apply(listing.id, owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(businessMessages.ghanaianOwnedApplied);
    expect((await detail(listing.id, owner)).ghanaian_owned_requested).toBe(true);
    // Only the owner and the admins see that it was asked for.
    expect((await detail(listing.id, member)).ghanaian_owned_requested).toBe(false);
    expect(await requests()).toContain(listing.id);

    const again = await apply(listing.id, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(businessMessages.ghanaianOwnedAlready);

    const confirmed = await decide(listing.id, admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: businessMessages.ghanaianOwnedConfirmed,
      data: { ghanaian_owned: true },
    });
    expect(await requests()).not.toContain(listing.id);
    expect(await detail(listing.id, member)).toMatchObject({ ghanaian_owned: true, ghanaian_owned_requested: false });
    const card = (await app.inject({ method: 'GET', url: '/api/v1/businesses?search=adinkra%20prints' })).json()
      .data[0];
    expect(card).toMatchObject({ id: listing.id, ghanaian_owned: true });
    expect((await apply(listing.id, owner)).statusCode).toBe(409);
  });

  it('an admin declines a request or takes the mark away, after which the owner may ask again', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Kejetia Traders' });
    await apply(listing.id, owner);
    const declined = await decide(listing.id, admin, { ghanaian_owned: false });
    expect(declined.json()).toMatchObject({
      message: businessMessages.ghanaianOwnedRemoved,
      data: { ghanaian_owned: false },
    });
    expect(await requests()).not.toContain(listing.id);
    expect((await apply(listing.id, owner)).statusCode).toBe(200);
  });

  it('refuses anyone but the owner to ask, and anyone but an admin to decide', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Not Yours To Ask' });
    expect((await apply(listing.id, member)).statusCode).toBe(403);
    expect((await apply(listing.id, admin)).statusCode).toBe(403);
    const visitor = await apply(listing.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(apiMessages.unauthenticated);
    expect((await apply(999_999, owner)).statusCode).toBe(404);
    expect((await decide(listing.id, owner)).statusCode).toBe(403);
    expect((await detail(listing.id)).ghanaian_owned).toBe(false);
  });
});
