import { describe, expect, it } from 'vitest';
import { apiMessages, NOTIFICATIONS_MENU_SIZE } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../../test/business-factories.ts';
import { makeBusiness, makeIndividual, type Actor } from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app } = testApp;

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const notifications = (who: Actor | null) =>
  app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who?.headers ?? {} });
const menuOf = async (who: Actor) => (await notifications(who)).json().data as Json;
const markRead = (who: Actor | null, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: who?.headers ?? {}, payload });
const review = (businessId: number, who: Actor, rating: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/businesses/${businessId}/reviews`,
    headers: who.headers,
    payload: { rating },
  });

/** A business owner with an approved listing who has read the approval notice: nothing unread. */
async function ownerWithListing(name: string) {
  const owner = await makeBusiness(app, name);
  const listing = await createApprovedBusiness(app, owner, { name: `${name} Kitchen` });
  await markRead(owner);
  return { owner, listing };
}

describe('GET /notifications', () => {
  it('counts nothing unread for a new member: their own actions are history, not news', async () => {
    const member = await makeIndividual(app, 'Fresh Member');
    const response = await notifications(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        unread_count: 0,
        items: [
          {
            id: expect.any(Number),
            type: 'account.created',
            message: 'Welcome to Akwaaba! Your account was created.',
            link: '/profile',
            created_at: expect.any(String),
            read: true,
          },
        ],
      },
    });
  });

  it('shows what happened to the member as unread, newest first', async () => {
    const { owner, listing } = await ownerWithListing('Adwoa Unread');
    const ama = await makeIndividual(app, 'Ama Notifier');
    expect((await review(listing.id, ama, 5)).statusCode).toBe(201);

    const menu = await menuOf(owner);
    expect(menu.unread_count).toBe(1);
    expect(menu.items[0]).toMatchObject({
      type: 'business.reviewed',
      message: expect.stringContaining('Ama Notifier'),
      link: `/businesses/${listing.id}`,
      read: false,
    });
    expect(menu.items.slice(1).every((item: Json) => item.read)).toBe(true);
  });

  it(`shows the latest ${NOTIFICATIONS_MENU_SIZE} entries but counts every unread one`, async () => {
    const { owner, listing } = await ownerWithListing('Yaw Busy');
    const reviewers = await Promise.all(Array.from({ length: 9 }, () => makeIndividual(app)));
    for (const reviewer of reviewers) await review(listing.id, reviewer, 4);
    const menu = await menuOf(owner);
    expect(menu.items).toHaveLength(NOTIFICATIONS_MENU_SIZE);
    expect(menu.unread_count).toBe(9);
    const ids = menu.items.map((item: Json) => item.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 401 to a visitor', async () => {
    const response = await notifications(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
  });
});

describe('POST /notifications/read', () => {
  it('marks every unread entry read and answers the new count', async () => {
    const { owner, listing } = await ownerWithListing('Kwesi Reader');
    await review(listing.id, await makeIndividual(app), 3);
    await review(listing.id, await makeIndividual(app), 4);
    expect((await menuOf(owner)).unread_count).toBe(2);

    const response = await markRead(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { unread_count: 0 } });
    const menu = await menuOf(owner);
    expect(menu.unread_count).toBe(0);
    expect(menu.items.every((item: Json) => item.read)).toBe(true);
  });

  it('with up_to_id leaves newer entries unread (those that arrived after the menu opened)', async () => {
    const { owner, listing } = await ownerWithListing('Efua Partial');
    await review(listing.id, await makeIndividual(app), 5);
    const shown = (await menuOf(owner)).items[0].id as number;
    await review(listing.id, await makeIndividual(app), 2);

    expect((await markRead(owner, { up_to_id: shown })).json()).toEqual({ data: { unread_count: 1 } });
    const [newest, older] = (await menuOf(owner)).items as Json[];
    expect(newest).toMatchObject({ read: false });
    expect(older).toMatchObject({ id: shown, read: true });
  });

  it("never touches another member's entries", async () => {
    const first = await ownerWithListing('Abena First');
    const second = await ownerWithListing('Kojo Second');
    const reviewer = await makeIndividual(app);
    await review(first.listing.id, reviewer, 5);
    await review(second.listing.id, reviewer, 5);
    // An id past the other member's entries: the member's own filter, not the id, decides.
    const othersId = (await menuOf(second.owner)).items[0].id as number;

    expect((await markRead(first.owner, { up_to_id: othersId })).json()).toEqual({ data: { unread_count: 0 } });
    expect((await menuOf(second.owner)).unread_count).toBe(1);
  });

  it('answers 401 to a visitor before reading the body', async () => {
    const response = await markRead(null, { up_to_id: 'nonsense' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
  });

  it.each([
    ['text', 'ten'],
    ['zero', 0],
    ['a negative id', -4],
    ['a fraction', 1.5],
    ['an id past the integer range', 2_147_483_648],
  ])('answers 422 for %s as up_to_id and marks nothing', async (_, value) => {
    const { owner, listing } = await ownerWithListing(`Bad Body ${String(value)}`);
    await review(listing.id, await makeIndividual(app), 4);
    const response = await markRead(owner, { up_to_id: value });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { up_to_id: [expect.any(String)] } });
    expect((await menuOf(owner)).unread_count).toBe(1);
  });
});
