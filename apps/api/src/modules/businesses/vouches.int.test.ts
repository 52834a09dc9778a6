import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, businessMessages, textMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { businessCountsThatDrifted, createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import { makeBusiness, makeConfirmedIndividual, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { STRONG_PASSWORD } from '../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

/** A member whose email address is confirmed: the ones who may vouch. */
const confirmed = (name: string) => makeConfirmedIndividual(testApp, name);

const owner = await makeBusiness(app, 'Vouched Owner');
const ama = await confirmed('Ama Vouch');
const kofi = await confirmed('Kofi Vouch');

const NOTE = 'They made the kente for our wedding, on time and beautiful.';
const vouch = (id: number, who: Actor | null, payload: Record<string, unknown> = { note: NOTE }) =>
  app.inject({ method: 'POST', url: `/api/v1/businesses/${id}/vouch`, headers: who?.headers ?? {}, payload });
const unvouch = (id: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/businesses/${id}/vouch`, headers: who.headers });
const detail = async (id: number, who: Actor | null = null) =>
  (await app.inject({ method: 'GET', url: `/api/v1/businesses/${id}`, headers: who?.headers ?? {} })).json().data;

describe('vouching for a business', () => {
  it('a confirmed member vouches once, in a few words, and the listing shows it to everyone', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Kente Weavers of Yeoville' });
    const first = await vouch(listing.id, ama);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: businessMessages.vouched,
      data: {
        vouches_count: 1,
        user_vouched: true,
        vouches: [{ user: { id: ama.id, name: 'Ama Vouch' }, note: NOTE }],
      },
    });
    expect(await detail(listing.id)).toMatchObject({
      vouches_count: 1,
      user_vouched: false,
      vouches: [{ user: { id: ama.id, name: 'Ama Vouch' }, note: NOTE }],
    });
    expect((await detail(listing.id, ama)).user_vouched).toBe(true);

    const again = await vouch(listing.id, ama, { note: 'Saying it twice to push it up the list.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(businessMessages.alreadyVouched);
    expect((await detail(listing.id)).vouches_count).toBe(1);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
  });

  it('refuses the owner, a member who has not confirmed an address, a visitor, and a listing not yet public', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Owner Cannot Vouch' });
    const own = await vouch(listing.id, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(businessMessages.cannotVouchOwn);

    const unconfirmed = await makeIndividual(app, 'Not Yet Confirmed');
    const early = await vouch(listing.id, unconfirmed);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(businessMessages.confirmToVouch);

    const visitor = await vouch(listing.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(apiMessages.unauthenticated);

    const pending = await createBusiness(app, owner, { name: 'Still Pending Listing' });
    expect((await vouch(pending.id, ama)).statusCode).toBe(404);
    expect((await vouch(999_999, ama)).statusCode).toBe(404);
    expect((await detail(listing.id)).vouches_count).toBe(0);
  });

  it('asks for a note of a few words on one line, and keeps nothing when it is refused', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Notes Are Checked' });
    const cases: [Record<string, unknown>, string][] = [
      [{}, businessMessages.vouchNoteRequired],
      [{ note: '   ' }, businessMessages.vouchNoteRequired],
      [{ note: 'Good.' }, businessMessages.vouchNoteMin],
      [{ note: 'x'.repeat(281) }, textMessages.tooLong(businessMessages.vouchNoteLabel, 280)],
      [{ note: 'Good food\nand good people' }, textMessages.singleLineControl(businessMessages.vouchNoteLabel)],
    ];
    for (const [payload, message] of cases) {
      const response = await vouch(listing.id, kofi, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual({ note: [message] });
    }
    expect((await detail(listing.id)).vouches_count).toBe(0);
  });

  it('a member takes their vouch back; taking it back twice changes nothing', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Vouch Taken Back' });
    await vouch(listing.id, ama);
    await vouch(listing.id, kofi, { note: 'Fixed my phone screen the same afternoon.' });
    const back = await unvouch(listing.id, ama);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: businessMessages.unvouched,
      data: { vouches_count: 1, user_vouched: false, vouches: [{ user: { id: kofi.id } }] },
    });
    expect((await unvouch(listing.id, ama)).json().data.vouches_count).toBe(1);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
  });

  it('shows the newest three, counts them all, and keeps the count equal to its rows when many vouch at once', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Busy Chop Bar' });
    const members = await Promise.all([1, 2, 3, 4, 5].map((n) => confirmed(`Regular ${n}`)));
    const answers = await Promise.all(
      members.map((member) => vouch(listing.id, member, { note: `I eat here every week, number ${member.id}.` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const shown = await detail(listing.id);
    expect(shown.vouches_count).toBe(5);
    expect(shown.vouches).toHaveLength(3);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
  });

  it('an account’s deletion takes its vouches off the counts; a suspended member’s words are not shown', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Leaving Voucher Place' });
    const leaver = await confirmed('Leaving Voucher');
    await vouch(listing.id, leaver);
    await vouch(listing.id, kofi, { note: 'Honest prices and a warm welcome.' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: leaver.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await detail(listing.id)).toMatchObject({ vouches_count: 1, vouches: [{ user: { id: kofi.id } }] });
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);

    // Read signed in: a visitor's answer may come from the public cache, which the direct update does not clear.
    await database.db.execute(sql`update users set suspended_at = now() where id = ${kofi.id}`);
    expect(await detail(listing.id, ama)).toMatchObject({ vouches_count: 1, vouches: [] });
    await database.db.execute(sql`update users set suspended_at = null where id = ${kofi.id}`);
  });

  it('gives a member their vouches in Download my data', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Exported Vouch Kitchen' });
    const member = await confirmed('Exporting Voucher');
    await vouch(listing.id, member);
    const exported = await app.services.vouchesService.exportFor({ id: member.id });
    expect(exported.data.vouches).toEqual([
      { businessId: listing.id, businessName: 'Exported Vouch Kitchen', note: NOTE, createdAt: expect.any(Date) },
    ]);
  });
});
