import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  eventMessages,
  guestRsvpMessages,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  GUEST_RSVP_KEEP_DAYS,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../../test/build-test-app.ts';
import {
  categories,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  storedRsvps,
  type Actor,
} from '../../../../test/event-factories.ts';
import { bearer, loginAs, selectRows, smsCode, STRONG_PASSWORD } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, sms, database } = testApp;
const organiser = await makeVerifiedBusiness(app, 'Asante Family');
const admin = await makeAdmin(app);
const categoryId = (await categories(app, 'event'))[0]!.id;

/** A different South African mobile per call: 082 555 1xxx. */
let next = 1000;
const saMobile = () => `082555${String(++next)}`;
const e164 = (national: string) => `+27${national.replace(/\D/g, '').slice(1)}`;

const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(app, organiser, eventBody(clock.now(), categoryId, { title: 'Funeral of Nana Ama', ...overrides }));

const start = (eventId: number, phone: string, name = 'Akosua Mensah', remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/guest-rsvps`,
    payload: { name, phone },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const confirm = (eventId: number, phone: string, code: unknown) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/guest-rsvps/confirm`, payload: { phone, code } });

async function textsTo(to: string) {
  return (await sms()).filter((message) => message.to === to);
}
async function lastCode(to: string): Promise<string> {
  const texts = await textsTo(to);
  expect(texts.length).toBeGreaterThan(0);
  return smsCode(texts.at(-1)!);
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A guest RSVP from start to confirmation; answers the confirmation and the cancel link's token. */
async function rsvpAsGuest(eventId: number, phone = saMobile(), name = 'Akosua Mensah') {
  expect((await start(eventId, phone, name)).statusCode).toBe(200);
  const code = await lastCode(e164Of(phone));
  const response = await confirm(eventId, phone, code);
  expect(response.statusCode, response.body).toBe(200);
  const link = /https?:\/\/\S+\/guest-rsvp\?token=(\S+)/.exec((await textsTo(e164Of(phone))).at(-1)!.body);
  return { response, token: decodeURIComponent(link![1]!), phone };
}
const e164Of = (typed: string) => (typed.startsWith('+') ? typed.replace(/[^\d+]/g, '') : e164(typed));

const attendAsMember = (who: Actor, eventId: number) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/attend`, headers: who.headers });

describe('a guest RSVPs by phone', () => {
  it('sends a 6-digit code, then confirms the RSVP with the status, both clocks and a cancel link by SMS', async () => {
    const { id } = await event();
    const phone = saMobile();
    const sent = await start(id, phone);
    expect(sent.statusCode).toBe(200);
    const formatted = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    expect(sent.json()).toEqual({
      data: { phone: formatted, resend_after: VERIFICATION_RESEND_SECONDS },
      message: guestRsvpMessages.codeSent(formatted),
    });
    const code = await lastCode(e164(phone));
    expect(JSON.stringify(sent.json())).not.toContain(code);

    const confirmed = await confirm(id, phone, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      data: { status: 'attending', attendees_count: 1, waitlist_count: 0, waitlist_position: null },
      message: guestRsvpMessages.confirmed.attending,
    });
    const confirmation = (await textsTo(e164(phone))).at(-1)!.body;
    expect(confirmation).toContain('You\'re going to "Funeral of Nana Ama"');
    expect(confirmation).toMatch(/in Ghana\)/);
    expect(confirmation).toMatch(/http:\/\/akwaaba\.test\/guest-rsvp\?token=/);
    // No account is made.
    expect(await selectRows(database, sql`select id from users where phone = ${e164(phone)}`)).toEqual([]);
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it.each([
    ['+27 82 555 2001', '+27825552001'],
    ['(082) 555-2002', '+27825552002'],
    ['0027 82 555 2003', '+27825552003'],
    ['+233 24 555 2004', '+233245552004'],
    ['024-555-2005', '+233245552005'],
  ])('reads the number typed as %s (texts %s)', async (typed, to) => {
    const { id } = await event();
    expect((await start(id, typed)).statusCode).toBe(200);
    const response = await confirm(id, typed.replace(/\s/g, ''), await lastCode(to));
    expect(response.statusCode).toBe(200);
    const [row] = await selectRows(database, sql`select guest_phone from event_attendees where event_id = ${id}`);
    expect(row!.guest_phone).toBe(to);
  });

  it.each([
    ['a landline', '011 555 1234', guestRsvpMessages.phoneInvalid],
    ['a Nigerian mobile', '+234 803 555 1234', guestRsvpMessages.phoneInvalid],
    ['letters', '082 ABC 1234', guestRsvpMessages.phoneInvalid],
    ['nothing', '', guestRsvpMessages.phoneRequired],
  ])('refuses %s under the phone field, sending nothing', async (_, phone, message) => {
    const { id } = await event();
    const before = (await sms()).length;
    const response = await start(id, phone);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phone).toEqual([message]);
    expect((await sms()).length).toBe(before);
  });

  it('asks for a name', async () => {
    const { id } = await event();
    const response = await start(id, saMobile(), ' ');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual([guestRsvpMessages.nameRequired]);
  });

  it('refuses a wrong code, then too many tries, and keeps nothing', async () => {
    const { id } = await event();
    const phone = saMobile();
    await start(id, phone);
    const code = await lastCode(e164(phone));
    const wrong = await confirm(id, phone, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([guestRsvpMessages.codeWrong]);
    for (let tries = 2; tries < VERIFICATION_MAX_ATTEMPTS; tries += 1) await confirm(id, phone, wrongCode(code));
    const last = await confirm(id, phone, wrongCode(code));
    expect(last.json().errors.code).toEqual([guestRsvpMessages.codeTooManyAttempts]);
    const right = await confirm(id, phone, code);
    expect(right.json().errors.code).toEqual([guestRsvpMessages.codeTooManyAttempts]);
    expect((await storedRsvps(testApp, id)).rows).toEqual([]);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const { id } = await event();
    const phone = saMobile();
    await start(id, phone);
    const first = await lastCode(e164(phone));
    clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    await start(id, phone);
    const second = await lastCode(e164(phone));
    // Only the newest code counts.
    if (first !== second) {
      const replaced = await confirm(id, phone, first);
      expect(replaced.json().errors.code).toEqual([guestRsvpMessages.codeWrong]);
    }
    clock.advance((VERIFICATION_CODE_TTL_MINUTES * 60 + 1) * 1000);
    const expired = await confirm(id, phone, second);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code).toEqual([guestRsvpMessages.codeExpired]);
    const never = await confirm(id, saMobile(), '123456');
    expect(never.json().errors.code).toEqual([guestRsvpMessages.codeExpired]);
  });

  it('asks the guest to wait before another code', async () => {
    const { id } = await event();
    const phone = saMobile();
    await start(id, phone);
    const again = await start(id, phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(guestRsvpMessages.resendWait);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says so when the number already has an RSVP to the event, before and after a code', async () => {
    const { id } = await event();
    const { phone } = await rsvpAsGuest(id);
    clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const again = await start(id, phone);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(guestRsvpMessages.alreadyRsvped);
    expect((await storedRsvps(testApp, id)).attendeesCount).toBe(1);
  });

  it('refuses private, pending and started events', async () => {
    const hidden = await event({ is_public: false });
    expect((await start(hidden.id, saMobile())).statusCode).toBe(404);
    const newcomer = await makeBusiness(app, 'New Society');
    const pending = await createEvent(app, newcomer, eventBody(clock.now(), categoryId));
    expect(pending.status).toBe('pending');
    const refused = await start(pending.id, saMobile());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(eventMessages.notFound);
    expect((await start(999_999, saMobile())).statusCode).toBe(404);

    const soon = await event();
    clock.advance(8 * 24 * 3_600_000);
    const started = await start(soon.id, saMobile());
    expect(started.statusCode).toBe(422);
    expect(started.json().message).toBe(guestRsvpMessages.started);
  });

  it('refuses the code when the event went private after it was sent', async () => {
    const { id } = await event();
    const phone = saMobile();
    await start(id, phone);
    const toggled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${id}/toggle-privacy`,
      headers: organiser.headers,
    });
    expect(toggled.statusCode).toBe(200);
    expect((await confirm(id, phone, await lastCode(e164(phone)))).statusCode).toBe(404);
    expect((await storedRsvps(testApp, id)).rows).toEqual([]);
  });
});

describe('guests count, wait and ask like members', () => {
  it('puts a guest on the waitlist of a full event and gives them the freed place, by SMS', async () => {
    const { id } = await event({ max_attendees: 1 });
    const member = await makeIndividual(app, 'Kwame Boateng');
    expect((await attendAsMember(member, id)).json().data.status).toBe('attending');
    const { response, phone } = await rsvpAsGuest(id);
    expect(response.json()).toMatchObject({
      data: { status: 'waitlisted', attendees_count: 1, waitlist_count: 1, waitlist_position: 1 },
      message: guestRsvpMessages.confirmed.waitlisted,
    });
    await app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: member.headers });
    expect(await storedRsvps(testApp, id)).toMatchObject({ attendeesCount: 1, waitlistCount: 0 });
    expect((await textsTo(e164(phone))).at(-1)!.body).toContain('a place opened up');
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('lets the organiser approve or decline a guest of an event that requires approval', async () => {
    const { id } = await event({ requires_approval: true, max_attendees: 1 });
    const first = await rsvpAsGuest(id, saMobile(), 'Yaa Asantewaa');
    expect(first.response.json().data.status).toBe('requested');
    const second = await rsvpAsGuest(id, saMobile(), 'Kofi Annan');

    const list = await app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees`, headers: organiser.headers });
    const guests = list.json().data as { guest_id: number; name: string; phone: string; user_id: null }[];
    expect(guests).toEqual([
      expect.objectContaining({ user_id: null, name: 'Yaa Asantewaa', phone: e164(first.phone), status: 'requested' }),
      expect.objectContaining({ user_id: null, name: 'Kofi Annan', phone: e164(second.phone), status: 'requested' }),
    ]);

    const stranger = await makeIndividual(app);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guests/${guests[0]!.guest_id}/approve`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guests/${guests[0]!.guest_id}/approve`,
      headers: organiser.headers,
    });
    expect(approved.json()).toMatchObject({ data: { status: 'attending', attendees_count: 1 } });
    expect((await textsTo(e164(first.phone))).at(-1)!.body).toContain('approved');
    const full = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guests/${guests[1]!.guest_id}/approve`,
      headers: admin.headers,
    });
    expect(full.json()).toMatchObject({ data: { status: 'waitlisted', waitlist_count: 1 } });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${id}/guests/${guests[0]!.guest_id}`,
      headers: organiser.headers,
    });
    expect(removed.json()).toMatchObject({ data: { status: null, attendees_count: 1, waitlist_count: 0 } });
    expect(await countsThatDrifted(testApp)).toEqual([]);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${id}/attendees.csv`,
      headers: organiser.headers,
    });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('"Name","Status","Party size","RSVP date","Guest","Phone","Reconfirmed"');
    const formatted = `${second.phone.slice(0, 3)} ${second.phone.slice(3, 6)} ${second.phone.slice(6)}`;
    expect(lines[1]).toMatch(new RegExp(`^"Kofi Annan","attending","1","[^"]+","yes","${formatted}",""$`));
  });

  it('declines a guest request and tells the guest', async () => {
    const { id } = await event({ requires_approval: true });
    const { phone } = await rsvpAsGuest(id);
    const [guest] = (
      await app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees`, headers: organiser.headers })
    ).json().data as { guest_id: number }[];
    const declined = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guests/${guest!.guest_id}/decline`,
      headers: organiser.headers,
    });
    expect(declined.json()).toMatchObject({ data: { status: null }, message: expect.any(String) });
    expect((await textsTo(e164(phone))).at(-1)!.body).toContain('could not accept');
    expect((await storedRsvps(testApp, id)).rows).toEqual([]);
  });
});

describe('the cancel link', () => {
  it('shows the RSVP on a GET without cancelling it, and cancels on POST, promoting the waitlist', async () => {
    const { id } = await event({ max_attendees: 1 });
    const { token } = await rsvpAsGuest(id, saMobile(), 'Ama Serwaa');
    const member = await makeIndividual(app, 'Kojo Mensah');
    expect((await attendAsMember(member, id)).json().data.status).toBe('waitlisted');

    const view = await app.inject({ method: 'POST', url: '/api/v1/guest-rsvps/view', payload: { token } });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json().data).toMatchObject({ name: 'Ama Serwaa', status: 'attending', event: { id } });
    expect((await storedRsvps(testApp, id)).attendeesCount).toBe(1);

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x'.repeat(43)]) {
      const refused = await app.inject({ method: 'POST', url: '/api/v1/guest-rsvps/cancel', payload: { token: bad } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(guestRsvpMessages.linkInvalid);
    }
    // A link cut short (a message app wrapping it) says the same in the product's words, never the schema's.
    const cut = await app.inject({
      method: 'POST',
      url: '/api/v1/guest-rsvps/view',
      payload: { token: 'x'.repeat(12) },
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors.token).toEqual([guestRsvpMessages.linkInvalid]);

    const cancelled = await app.inject({ method: 'POST', url: '/api/v1/guest-rsvps/cancel', payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(guestRsvpMessages.cancelled);
    const after = await storedRsvps(testApp, id);
    expect(after).toMatchObject({
      attendeesCount: 1,
      waitlistCount: 0,
      rows: [{ userId: member.id, status: 'attending' }],
    });
    const again = await app.inject({ method: 'POST', url: '/api/v1/guest-rsvps/cancel', payload: { token } });
    expect(again.statusCode).toBe(404);
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});

describe('a member who proves the number takes the guest RSVPs over', () => {
  it('moves guest RSVPs onto the account, and keeps the member’s own where both exist', async () => {
    const phone = saMobile();
    const both = await event({ max_attendees: 1 });
    const guestOnly = await event();
    // The member first, by email, going to `both`; then the same person RSVPs as a guest to both events.
    const member = await makeIndividual(app, 'Abena Owusu');
    expect((await attendAsMember(member, both.id)).json().data.status).toBe('attending');
    const waitlisted = await rsvpAsGuest(both.id, phone);
    expect(waitlisted.response.json().data.status).toBe('waitlisted');
    clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    await rsvpAsGuest(guestOnly.id, phone);

    // The member adds the number to the account and proves it with the SMS code.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: { name: 'Abena Owusu', phone, country_code: '+27', current_password: STRONG_PASSWORD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const resent = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/send-verification',
      payload: { phone, country_code: '+27' },
    });
    expect(resent.statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone, country_code: '+27', verification_code: await lastCode(e164(phone)) },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    expect(await storedRsvps(testApp, both.id)).toMatchObject({
      attendeesCount: 1,
      waitlistCount: 0,
      rows: [{ userId: member.id, status: 'attending' }],
    });
    expect((await storedRsvps(testApp, guestOnly.id)).rows).toEqual([{ userId: member.id, status: 'attending' }]);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/my/rsvps',
      headers: bearer(verified.json().data.token as string),
    });
    expect((mine.json().data as { id: number }[]).map((row) => row.id)).toEqual(
      expect.arrayContaining([both.id, guestOnly.id]),
    );
    const [left] = await selectRows(
      database,
      sql`select count(*)::int as n from event_attendees where guest_phone = ${e164(phone)}`,
    );
    expect(Number(left!.n)).toBe(0);
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});

describe('a sign-up with the number', () => {
  it('takes the guest RSVP over once the sign-up’s code is entered, and not before', async () => {
    const { id } = await event();
    const { phone } = await rsvpAsGuest(id, saMobile(), 'Kwesi Guest');
    clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Kwesi Appiah',
        registration_type: 'phone',
        phone,
        country_code: '+27',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().data.user.id as number;
    expect((await storedRsvps(testApp, id)).rows).toEqual([{ userId: 0, status: 'attending' }]);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone, country_code: '+27', verification_code: await lastCode(e164(phone)) },
    });
    expect(verified.statusCode).toBe(200);
    expect(await storedRsvps(testApp, id)).toMatchObject({
      attendeesCount: 1,
      rows: [{ userId, status: 'attending' }],
    });
  });
});

describe('retention', () => {
  it(`forgets guests' names and numbers ${GUEST_RSVP_KEEP_DAYS} days after the event, keeping the counts`, async () => {
    const { id } = await event();
    const { token } = await rsvpAsGuest(id, saMobile(), 'Esi Badu');
    clock.advance((8 + GUEST_RSVP_KEEP_DAYS) * 24 * 3_600_000);
    await app.services.retentionService.run();
    const [row] = await selectRows(
      database,
      sql`select guest_name, guest_phone, guest_cancel_hash from event_attendees where event_id = ${id}`,
    );
    expect(row).toEqual({ guest_name: null, guest_phone: null, guest_cancel_hash: null });
    expect((await storedRsvps(testApp, id)).attendeesCount).toBe(1);
    // The organiser's session has gone idle meanwhile.
    const headers = bearer(await loginAs(app, organiser.email));
    const list = await app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees`, headers });
    expect(list.json().data[0]).toMatchObject({ name: guestRsvpMessages.formerGuest, phone: null });
    const view = await app.inject({ method: 'POST', url: '/api/v1/guest-rsvps/view', payload: { token } });
    expect(view.statusCode).toBe(404);
  });
});

describe('the SMS caps', () => {
  it('counts codes per number, like the member flow, and answers 429 past the cap', async () => {
    const capped = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, smsPerPhone: { max: 2, timeWindow: 3_600_000 } },
    });
    const host = await makeVerifiedBusiness(capped.app, 'Capped Host');
    const events = [];
    for (let index = 0; index < 3; index += 1) {
      events.push(
        await createEvent(capped.app, host, eventBody(capped.clock.now(), categoryId, { title: `Wake ${index}` })),
      );
    }
    const phone = saMobile();
    const send = (eventId: number, typed: string) =>
      capped.app.inject({
        method: 'POST',
        url: `/api/v1/events/${eventId}/guest-rsvps`,
        payload: { name: 'Afua', phone: typed },
      });
    expect((await send(events[0]!.id, phone)).statusCode).toBe(200);
    // The same number typed another way is the same number.
    expect((await send(events[1]!.id, `+27 ${phone.slice(1)}`)).statusCode).toBe(200);
    const third = await send(events[2]!.id, phone);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(apiMessages.tooManyRequests);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await capped.sms()).filter((message) => message.to === e164(phone))).toHaveLength(2);
  });

  it('counts codes per address too, whatever the numbers', async () => {
    const capped = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, smsPerIp: { max: 2, timeWindow: 24 * 3_600_000 } },
    });
    const host = await makeVerifiedBusiness(capped.app, 'Address Host');
    const { id } = await createEvent(capped.app, host, eventBody(capped.clock.now(), categoryId));
    const send = (phone: string) =>
      capped.app.inject({
        method: 'POST',
        url: `/api/v1/events/${id}/guest-rsvps`,
        remoteAddress: '203.0.113.9',
        payload: { name: 'Afua', phone },
      });
    expect((await send(saMobile())).statusCode).toBe(200);
    expect((await send(saMobile())).statusCode).toBe(200);
    expect((await send(saMobile())).statusCode).toBe(429);
  });
});
