import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, profileMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeAdmin,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const admin = await makeAdmin(app);
const stranger = await makeIndividual(app, 'Kojo Stranger');

const profileOf = (id: number, who: Actor | null) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${id}`, headers: who?.headers ?? {} });
const putProfile = (who: Actor, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/v1/profile', headers: who.headers, payload });

async function expectHiddenFromOthers(member: Actor) {
  for (const who of [null, stranger]) {
    const response = await profileOf(member.id, who);
    expect(response.statusCode, who ? 'another member' : 'a visitor').toBe(404);
    expect(response.json()).toEqual({ message: profileMessages.userNotFound });
  }
  for (const who of [member, admin]) {
    const response = await profileOf(member.id, who);
    expect(response.statusCode, who === admin ? 'an admin' : 'the member').toBe(200);
    expect(response.json().data.id).toBe(member.id);
  }
}

describe('a hidden public profile', () => {
  it("answers 404 to everyone but the member and admins once 'Show my profile in search' is off, and 200 again when on", async () => {
    const member = await makeIndividual(app, 'Efua Private');
    expect((await profileOf(member.id, null)).statusCode).toBe(200);

    expect((await putProfile(member, { show_in_search: false })).statusCode).toBe(200);
    await expectHiddenFromOthers(member);

    expect((await putProfile(member, { show_in_search: '1' })).statusCode).toBe(200);
    expect((await profileOf(member.id, null)).statusCode).toBe(200);
    expect((await profileOf(member.id, stranger)).statusCode).toBe(200);
  });

  it('answers 404 to everyone but the member and admins when moderators hid it, whatever the setting', async () => {
    const member = await makeIndividual(app, 'Yaw Reported');
    // The moderators' action (admin module) stamps users.hidden_at; here it is stamped directly.
    await database.db.execute(sql`update users set hidden_at = ${clock.now().toISOString()} where id = ${member.id}`);
    await expectHiddenFromOthers(member);
  });

  it('leaves the member out of the site search either way', async () => {
    const found = async (name: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/search?type=profiles&query=${encodeURIComponent(name)}` }))
        .json()
        .data.profiles.map((profile: { id: number }) => profile.id);
    const choosing = await makeIndividual(app, 'Xolani Pemberton');
    const reported = await makeIndividual(app, 'Thandiwe Okonkwo');
    expect(await found('Xolani Pemberton')).toEqual([choosing.id]);
    expect(await found('Thandiwe Okonkwo')).toEqual([reported.id]);

    await putProfile(choosing, { show_in_search: false });
    await database.db.execute(sql`update users set hidden_at = ${clock.now().toISOString()} where id = ${reported.id}`);
    expect(await found('Xolani Pemberton')).toEqual([]);
    expect(await found('Thandiwe Okonkwo')).toEqual([]);
  });

  it('does not tell a hidden member from one that does not exist', async () => {
    const member = await makeIndividual(app, 'Akua Hidden');
    await putProfile(member, { show_in_search: false });
    const hidden = await profileOf(member.id, stranger);
    const missing = await profileOf(999_999, stranger);
    expect([hidden.statusCode, hidden.json()]).toEqual([missing.statusCode, missing.json()]);
  });

  it('an ended session sees a hidden profile as a visitor does', async () => {
    const member = await makeIndividual(app, 'Nana Ended');
    await putProfile(member, { show_in_search: false });
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${member.id}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the profile location', () => {
  it.each(['Soweto', 'Cape Town', 'Sea Point', 'Gqeberha (Port Elizabeth)', 'Ekurhuleni – Benoni'])(
    'keeps a place name: %s',
    async (location) => {
      const member = await makeIndividual(app);
      const response = await putProfile(member, { location });
      expect(response.statusCode, response.body).toBe(200);
      expect((await profileOf(member.id, null)).json().data.profile.location).toBe(location);
    },
  );

  it.each(['12 Baker Street, Rosebank', 'Flat 4B Sunset Court', 'Erf 1203 Khayelitsha', '7 Loop St'])(
    'refuses a street address with the field message: %s',
    async (location) => {
      const member = await makeIndividual(app);
      await putProfile(member, { location: 'Durban' });
      const response = await putProfile(member, { location });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: profileMessages.locationNotAddress,
        errors: { location: [profileMessages.locationNotAddress] },
      });
      expect((await profileOf(member.id, null)).json().data.profile.location).toBe('Durban');
    },
  );

  it('refuses a control character, and a value too long, without a 500', async () => {
    const member = await makeIndividual(app);
    for (const location of ['Soweto\u0000', 'Soweto\nJohannesburg', 'x'.repeat(101), 42]) {
      const response = await putProfile(member, { location });
      expect(response.statusCode, JSON.stringify(location)).toBe(422);
      expect(response.json().errors).toHaveProperty('location');
    }
  });
});

describe('attendee names', () => {
  it("are on the organiser's attendee list only: never in the event's page or lists, to visitors or other members", async () => {
    const organiser = await makeVerifiedBusiness(app, 'Organiser');
    const category = await categoryBySlug(app, 'event', 'food-and-music');
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Names Stay Private' }),
    );
    const attendee = await makeIndividual(app, 'Kwabena Attending-Quietly');
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: attendee.headers }))
        .statusCode,
    ).toBe(200);

    for (const who of [null, stranger]) {
      const headers = who?.headers ?? {};
      for (const url of [`/api/v1/events/${event.id}`, '/api/v1/events?per_page=50']) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('Kwabena Attending-Quietly');
        expect(response.json().data).toBeDefined();
      }
      const list = await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}/attendees`, headers });
      expect(list.statusCode).toBe(who ? 403 : 401);
      expect(list.body).not.toContain('Kwabena');
      expect(list.json().message).toBe(who ? apiMessages.forbidden : apiMessages.unauthenticated);
    }
    // The same page shows the organiser and an admin the count and, on the list, the name.
    for (const who of [organiser, admin]) {
      const list = await app.inject({
        method: 'GET',
        url: `/api/v1/events/${event.id}/attendees`,
        headers: who.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ name: 'Kwabena Attending-Quietly' })]);
    }
  });
});
