import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DORMANT_ACCOUNT_MONTHS, ERASURE_GRACE_DAYS, formatLongDate } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  login,
  loginAs,
  mailBody,
  mailHeader,
  registerAdmin,
  registerMember,
  selectRows,
  smsCode,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import {
  everyTableAsText,
  identifyingValues,
  memberDetails,
  memberWhoDidEverything,
  storedFiles,
} from '../../../test/privacy-factories.ts';

/**
 * POPIA s14: an account with no sign-in and no use of a session for DORMANT_ACCOUNT_MONTHS is told, then erased
 * ERASURE_GRACE_DAYS later through the member's own deletion, unless they sign in. The test clock moves forward only;
 * every test makes its own members and asserts on them alone, as each run acts on every dormant account.
 */
const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const DAY = 86_400_000;
const run = () => app.services.retentionService.run();

/** Moves the clock `months` on, plus `extraMs`. */
function advanceMonths(months: number, extraMs = 0) {
  const next = clock.now();
  next.setUTCMonth(next.getUTCMonth() + months);
  clock.set(new Date(next.getTime() + extraMs));
}

async function account(id: number) {
  const [row] = await selectRows(database, sql`select last_active_at, dormancy_notice_at from users where id = ${id}`);
  return row
    ? {
        lastActiveAt: new Date(row.last_active_at as string).toISOString(),
        noticeAt: row.dormancy_notice_at === null ? null : new Date(row.dormancy_notice_at as string).toISOString(),
      }
    : null;
}

const NOTICE_SUBJECT = 'Your Akwaaba account will be deleted unless you sign in';

/** The erasure notices mailed to `email`. */
async function noticesTo(email: string) {
  return (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'to')?.includes(email) && mailHeader(eml, 'subject') === NOTICE_SUBJECT,
  );
}

/** A phone sign-up, verified with the SMS code: answers its id, number and national digits. */
async function phoneMember(digits: string) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name: 'Yaw Phone',
      registration_type: 'phone',
      phone: digits,
      country_code: '+27',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const e164 = `+27${digits.slice(1)}`;
  const code = smsCode((await testApp.sms()).filter((sms) => sms.to === e164).at(-1)!);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/phone/verify',
    payload: { phone: digits, country_code: '+27', verification_code: code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { id: registered.json().data.user.id as number, e164, digits };
}

describe('dormant accounts', () => {
  // First, while the test clock is still today: the factory's events must start within years of the real date.
  it('are erased 30 days after the notice through the same path as deleting one’s own account: nothing of the member is left', async () => {
    const details = memberDetails('Dormanto');
    const world = await memberWhoDidEverything(testApp, details);
    const { member } = world;
    // The factory makes the member an admin so one account can post and apply; admins are never erased this way.
    await database.db.execute(sql`update users set is_admin = false where id = ${member.id}`);
    expect((await storedFiles(testApp, 'uploads')).length).toBeGreaterThan(0);

    advanceMonths(DORMANT_ACCOUNT_MONTHS, DAY);
    await run();
    expect(await noticesTo(details.email)).toHaveLength(1);

    clock.advance((ERASURE_GRACE_DAYS - 1) * DAY);
    await run();
    expect(await account(member.id)).not.toBeNull();

    clock.advance(2 * DAY);
    const done = await run();
    expect(done.erased).toBeGreaterThanOrEqual(1);
    expect(await account(member.id)).toBeNull();

    // As after the member's own deletion (profiles/account-erasure.int.test.ts): in no table, in no stored file.
    for (const [table, text] of await everyTableAsText(database)) {
      for (const value of identifyingValues(details))
        expect(text.toLowerCase(), `${table} holds “${value}”`).not.toContain(value.toLowerCase());
    }
    expect(await storedFiles(testApp, 'uploads')).toEqual([]);
    expect(await storedFiles(testApp, 'documents')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: member.headers })).statusCode).toBe(401);
    expect(
      (await login(app, { login_type: 'email', email: details.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(422);
  });

  it('are told once, by mail (or SMS for a phone-only account), that the account goes in 30 days unless they sign in', async () => {
    const member = (await registerMember(app)).user;
    const phone = await phoneMember('0829110001');

    advanceMonths(DORMANT_ACCOUNT_MONTHS, -DAY);
    await run();
    expect((await account(member.id))!.noticeAt).toBeNull();
    expect((await account(phone.id))!.noticeAt).toBeNull();
    expect(await noticesTo(member.email!)).toEqual([]);

    clock.advance(2 * DAY);
    await run();
    expect((await account(member.id))!.noticeAt).toBe(clock.now().toISOString());
    const erasedOn = formatLongDate(new Date(clock.now().getTime() + ERASURE_GRACE_DAYS * DAY).toISOString());
    const [notice, ...more] = await noticesTo(member.email!);
    expect(more).toEqual([]);
    expect(mailBody(notice!)).toContain(`we will delete your account and everything in it on ${erasedOn}`);
    expect(mailBody(notice!)).toMatch(/Sign in to keep my account: https?:\/\/[^\s]+\/login/);
    const sms = (await testApp.sms()).filter((message) => message.to === phone.e164);
    expect(sms.at(-1)!.body).toContain(`Your account will be deleted on ${erasedOn} unless you sign in`);

    // The next hours tell nobody again.
    clock.advance(60 * 60_000);
    await run();
    clock.advance(DAY);
    await run();
    expect(await noticesTo(member.email!)).toHaveLength(1);
    expect((await testApp.sms()).filter((message) => message.to === phone.e164)).toHaveLength(sms.length);
  });

  it('are kept when the member signs in within the 30 days, by password, by phone or through a provider', async () => {
    const byEmail = (await registerMember(app)).user;
    const byPhone = await phoneMember('0829110002');
    const bySocial = (await registerMember(app)).user;
    const stayedAway = (await registerMember(app)).user;

    advanceMonths(DORMANT_ACCOUNT_MONTHS, DAY);
    await run();
    for (const id of [byEmail.id, byPhone.id, bySocial.id, stayedAway.id])
      expect((await account(id))!.noticeAt).toBe(clock.now().toISOString());

    clock.advance(10 * DAY);
    const signedInAt = clock.now().toISOString();
    await loginAs(app, byEmail.email!);
    const phoneLogin = await login(app, {
      login_type: 'phone',
      phone: byPhone.digits,
      country_code: '+27',
      password: STRONG_PASSWORD,
    });
    expect(phoneLogin.statusCode, phoneLogin.body).toBe(200);
    // A provider's sign-in ends in this exchange of a one-time code for a session (social.service.ts).
    const code = await app.services.authService.issueLoginCode(bySocial.id);
    const exchanged = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);

    clock.advance((ERASURE_GRACE_DAYS - 5) * DAY);
    await run();
    for (const id of [byEmail.id, byPhone.id, bySocial.id])
      expect(await account(id)).toEqual({ lastActiveAt: signedInAt, noticeAt: null });
    // The one who stayed away is gone: the run did erase.
    expect(await account(stayedAway.id)).toBeNull();

    // Kept, and dormant again only a full period after the sign-in.
    advanceMonths(DORMANT_ACCOUNT_MONTHS, -26 * DAY);
    await run();
    expect((await account(byEmail.id))!.noticeAt).toBeNull();
  });

  it('stay active while a session is used, the activity written at most once a day', async () => {
    const member = await registerMember(app);
    const registeredAt = clock.now().toISOString();
    const profile = () => app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(member.token) });

    clock.advance(2 * 60 * 60_000);
    expect((await profile()).statusCode).toBe(200);
    expect((await account(member.user.id))!.lastActiveAt).toBe(registeredAt);

    clock.advance(20 * DAY);
    const usedAt = clock.now().toISOString();
    expect((await profile()).statusCode).toBe(200);
    expect((await account(member.user.id))!.lastActiveAt).toBe(usedAt);

    // Counted from the session's use, not from the registration.
    advanceMonths(DORMANT_ACCOUNT_MONTHS, -DAY);
    await run();
    expect((await account(member.user.id))!.noticeAt).toBeNull();
    clock.advance(2 * DAY);
    await run();
    expect((await account(member.user.id))!.noticeAt).toBe(clock.now().toISOString());
  });

  it('never tell or erase an admin', async () => {
    const admin = (await registerAdmin(app)).user;
    advanceMonths(DORMANT_ACCOUNT_MONTHS * 3);
    await run();
    clock.advance((ERASURE_GRACE_DAYS + 1) * DAY);
    await run();
    expect((await account(admin.id))!.noticeAt).toBeNull();
    expect(await noticesTo(admin.email!)).toEqual([]);
  });

  it('are told and erased once when two instances run the hour together', async () => {
    const members = [(await registerMember(app)).user, (await registerMember(app)).user];
    advanceMonths(DORMANT_ACCOUNT_MONTHS, DAY);
    await Promise.all([run(), run()]);
    for (const member of members) expect(await noticesTo(member.email!)).toHaveLength(1);

    clock.advance((ERASURE_GRACE_DAYS + 1) * DAY);
    const count = async () => Number((await selectRows(database, sql`select count(*) as n from users`))[0]!.n);
    const before = await count();
    const [first, second] = await Promise.all([run(), run()]);
    for (const member of members) expect(await account(member.id)).toBeNull();
    expect(first.erased + second.erased).toBe(before - (await count()));
  });
});
