import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDataMessages, profileMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { categoryBySlug, eventBody, type Actor } from '../../../test/event-factories.ts';
import { bearer, login, mailBody, registerMember, selectRows, STRONG_PASSWORD } from '../../../test/factories.ts';
import {
  everyTableAsText,
  identifyingValues,
  memberDetails,
  memberWhoDidEverything,
  storedFiles,
} from '../../../test/privacy-factories.ts';

/**
 * POPIA s24: a deleted member's personal data is gone from every table and file. The member does everything the
 * product allows, the outbox delivers, the account is deleted, the outbox runs again; then every table of the
 * database (listed from the catalogue, so a table added later is searched too) is read as text.
 */
const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const details = memberDetails('Erasmo');
const world = await memberWhoDidEverything(testApp, details);
const { member, others } = world;

const feedOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: who.headers })).json().data as {
    type: string;
    message: string;
  }[];

const identifying = identifyingValues(details);

describe('deleting an account', () => {
  it('erases the member from every table and every stored file, and frees the email and phone', async () => {
    const category = await categoryBySlug(app, 'event', 'food-and-music');
    // Before the deletion, the host's feed names the member for each thing they did.
    const hostFeed = (await feedOf(others.host)).map((entry) => entry.message);
    expect(hostFeed).toEqual(
      expect.arrayContaining([
        `${details.name} is going to “Highlife Picnic”.`,
        `${details.name} gave “Host Chop Bar” 4 of 5 stars.`,
        `${details.name} applied for “Line Cook” and sent a CV. Read the application on My Jobs.`,
      ]),
    );

    // The outbox delivers what was queued; then more is queued and left unsent: a reset link to the member, and a
    // request to attend that names them in a mail to the host.
    const delivered = (await testApp.mail()).length;
    expect((await storedFiles(testApp, 'uploads')).length).toBeGreaterThan(0);
    expect((await storedFiles(testApp, 'documents')).length).toBe(2);
    await app.services.outbox.stop();
    // The guest follows the member's listing, so the member's next event is announced to the guest by name: on their
    // feed, and in a mail left unsent.
    const announced = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: member.headers,
      payload: eventBody(clock.now(), category.id, { title: 'Second Loom Evening' }),
    });
    expect(announced.statusCode).toBe(201);
    expect((await feedOf(others.guest)).map((entry) => entry.message)).toContain(
      `“${details.listingName}” posted a new event: “Second Loom Evening”.`,
    );
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: details.email } });
    const byRequest = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: others.host.headers,
      payload: eventBody(clock.now(), category.id, { title: 'Invitation Only Supper', requires_approval: true }),
    });
    expect(byRequest.statusCode).toBe(201);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${byRequest.json().data.id}/attend`,
      headers: member.headers,
    });
    expect(asked.statusCode).toBe(200);
    const pending = await selectRows(
      database,
      sql`select payload::text as payload from outbox_messages where status = 'pending'`,
    );
    expect(pending.some((row) => String(row.payload).includes(details.name))).toBe(true);
    expect(pending.some((row) => String(row.payload).includes(details.email))).toBe(true);
    expect(pending.some((row) => String(row.payload).includes(details.listingName))).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: profileMessages.accountDeleted });
    const mailAfter = (await testApp.mail()).slice(delivered);
    // What the outbox sent after the deletion went to others, and names the member nowhere.
    expect(mailAfter.length).toBeGreaterThan(0);
    for (const eml of mailAfter) {
      for (const value of identifying) expect(mailBody(eml), value).not.toContain(value);
      expect(eml.toLowerCase()).not.toContain(details.email);
    }

    // Nothing in any table.
    const tables = await everyTableAsText(database);
    expect(tables.size).toBeGreaterThanOrEqual(20);
    for (const [table, text] of tables) {
      for (const value of identifying)
        expect(text.toLowerCase(), `${table} holds “${value}”`).not.toContain(value.toLowerCase());
    }
    // Nothing in the stores: the event images and both CVs (the member's, and the one sent to their job) are gone.
    expect(await storedFiles(testApp, 'uploads')).toEqual([]);
    expect(await storedFiles(testApp, 'documents')).toEqual([]);

    // Others' feeds keep what happened, not who: 'A former member'.
    const former = accountDataMessages.formerMember;
    expect((await feedOf(others.host)).map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        `${former} is going to “Highlife Picnic”.`,
        `${former} gave “Host Chop Bar” 4 of 5 stars.`,
        `${former} applied for “Line Cook” and sent a CV. Read the application on My Jobs.`,
        `${former} asked to attend “Invitation Only Supper”. Approve or decline the request on the event page.`,
      ]),
    );
    // The guest is told their event is off and their application went with the job.
    const guestFeed = await feedOf(others.guest);
    expect(guestFeed.map((entry) => entry.message)).toContain(`“${former}” posted a new event: “Second Loom Evening”.`);
    expect(guestFeed.map((entry) => entry.type)).toEqual(expect.arrayContaining(['event.cancelled', 'job.removed']));
    expect(guestFeed.find((entry) => entry.type === 'event.cancelled')!.message).toMatch(
      /^“Kente Night at the Loom” on .+ is cancelled: its organiser closed their Akwaaba account\.$/,
    );
    const guestMail = mailAfter.map(mailBody).filter((body) => body.includes('Kente Night at the Loom'));
    expect(guestMail.length).toBeGreaterThan(0);
    // The review of the host's business went, and its rating with it; the host's job lost the application, its count
    // with it.
    const reviews = await app.inject({ method: 'GET', url: `/api/v1/businesses/${world.hostBusiness.id}/reviews` });
    expect(reviews.json().data).toEqual([]);
    const hostListing = await app.inject({ method: 'GET', url: `/api/v1/businesses/${world.hostBusiness.id}` });
    expect(hostListing.json().data).toMatchObject({ total_reviews: 0, average_rating: 0 });
    const jobCounts = await selectRows(
      database,
      sql`select applications_count from jobs where id = ${world.hostJob.id}`,
    );
    expect(Number(jobCounts[0]!.applications_count)).toBe(0);

    // Every session ended; the public profile is gone; the email and phone sign nobody in.
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: member.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/v1/users/${member.id}` })).statusCode).toBe(404);
    expect(
      (await login(app, { login_type: 'email', email: details.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(422);

    // And both are free to register again.
    const again = await registerMember(app, { email: details.email, name: 'Zanele Returns' });
    expect(again.user.id).not.toBe(member.id);
    const phone = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(again.token),
      payload: { phone: details.phone, country_code: '+27', current_password: STRONG_PASSWORD },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().data.user.phone).toBe(details.phoneE164);
  });
});
