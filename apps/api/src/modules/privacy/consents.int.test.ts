import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION_VERSION,
  authMessages,
  MARKETING_CONSENT_VERSION,
  PRIVACY_VERSION,
  privacyMessages,
  TERMS_VERSION,
  UNSUBSCRIBE_CATEGORY_LABELS,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, registerMember, selectRows, STRONG_PASSWORD } from '../../../test/factories.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
clock.set(new Date('2026-11-26T08:00:00.000Z'));

const HOUR = 3_600_000;

const consentRows = (userId: number) =>
  selectRows(
    database,
    sql`select purpose, version, granted_at, granted_via, withdrawn_at, withdrawn_via
        from consents where user_id = ${userId} order by id`,
  );
const iso = (value: unknown) => new Date(value as string).toISOString();
const profile = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).json().data;
const setMarketing = (token: string, on: boolean) =>
  app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(token), payload: { notify_marketing: on } });
const tokenFor = (userId: number, category: 'marketing' | 'new_events') =>
  app.services.consentsService.unsubscribeLinkToken(userId, category);
const unsubscribe = (method: 'GET' | 'POST', token: string) =>
  app.inject({ method, url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}` });

describe('consent at registration', () => {
  it('records the terms, privacy and age rows, with their versions and times, for email and phone sign-ups', async () => {
    const byEmail = await registerMember(app);
    const byPhone = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Phone Member',
        registration_type: 'phone',
        phone: '0821230001',
        country_code: '+27',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    expect(byPhone.statusCode).toBe(201);
    for (const userId of [byEmail.user.id, byPhone.json().data.user.id as number]) {
      const rows = await consentRows(userId);
      expect(rows.map((row) => ({ ...row, granted_at: iso(row.granted_at) }))).toEqual([
        {
          purpose: 'terms',
          version: TERMS_VERSION,
          granted_at: clock.now().toISOString(),
          granted_via: 'registration',
          withdrawn_at: null,
          withdrawn_via: null,
        },
        {
          purpose: 'privacy',
          version: PRIVACY_VERSION,
          granted_at: clock.now().toISOString(),
          granted_via: 'registration',
          withdrawn_at: null,
          withdrawn_via: null,
        },
        {
          purpose: 'age',
          version: AGE_CONFIRMATION_VERSION,
          granted_at: clock.now().toISOString(),
          granted_via: 'registration',
          withdrawn_at: null,
          withdrawn_via: null,
        },
      ]);
    }
    expect(byEmail.user.consents).toEqual({
      terms_version: TERMS_VERSION,
      terms_accepted_at: clock.now().toISOString(),
      privacy_version: PRIVACY_VERSION,
      marketing_granted_at: null,
    });
  });

  it('refuses a registration without the terms ticked, and creates no account', async () => {
    const email = `no-terms-${Date.now()}@example.com`;
    for (const terms of [undefined, false, '0']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          name: 'No Terms',
          email,
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          age_confirmed: true,
          ...(terms === undefined ? {} : { terms_accepted: terms }),
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ terms_accepted: [authMessages.termsRequired] });
    }
    expect(await selectRows(database, sql`select id from users where email = ${email}`)).toEqual([]);
  });

  // POPIA ss34–35: a child's personal information needs a guardian's consent, which Akwaaba does not collect.
  it.each([
    ['an individual by email', { email: 'under-age-individual@example.com' }],
    [
      'a business by email',
      { email: 'under-age-business@example.com', user_type: 'business', business_name: 'Kid Co' },
    ],
    ['an individual by phone', { registration_type: 'phone', phone: '0821239901', country_code: '+27' }],
    [
      'a business by phone',
      {
        registration_type: 'phone',
        phone: '0821239902',
        country_code: '+27',
        user_type: 'business',
        business_name: 'Kid Co',
      },
    ],
  ])(
    'refuses %s without "I am 18 or older" ticked: 422 on age_confirmed, and no account',
    async (_way, fields: Record<string, string>) => {
      for (const age of [undefined, false, '0', 'off']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: {
            name: 'Young Member',
            password: STRONG_PASSWORD,
            password_confirmation: STRONG_PASSWORD,
            terms_accepted: true,
            ...fields,
            ...(age === undefined ? {} : { age_confirmed: age }),
          },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ age_confirmed: [authMessages.ageRequired] });
      }
      const users = await selectRows(database, sql`select id from users where name = 'Young Member'`);
      expect(users).toEqual([]);
    },
  );
});

describe('the marketing setting', () => {
  it('records a grant when turned on and stamps it withdrawn when turned off, at the times they happened', async () => {
    const member = await registerMember(app);
    expect(member.user.notifications.notify_marketing).toBe(false);

    clock.advance(HOUR);
    const grantedAt = clock.now().toISOString();
    const on = await setMarketing(member.token, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.user.consents.marketing_granted_at).toBe(grantedAt);
    expect((await profile(member.token)).consents.marketing_granted_at).toBe(grantedAt);

    // Saving the same setting again changes nothing.
    clock.advance(HOUR);
    await setMarketing(member.token, true);
    clock.advance(HOUR);
    const withdrawnAt = clock.now().toISOString();
    const off = await setMarketing(member.token, false);
    expect(off.json().data.user.notifications.notify_marketing).toBe(false);
    expect(off.json().data.user.consents.marketing_granted_at).toBeNull();
    await setMarketing(member.token, false);

    const marketing = (await consentRows(member.user.id)).filter((row) => row.purpose === 'marketing');
    expect(
      marketing.map((row) => ({ ...row, granted_at: iso(row.granted_at), withdrawn_at: iso(row.withdrawn_at) })),
    ).toEqual([
      {
        purpose: 'marketing',
        version: MARKETING_CONSENT_VERSION,
        granted_at: grantedAt,
        granted_via: 'settings',
        withdrawn_at: withdrawnAt,
        withdrawn_via: 'settings',
      },
    ]);

    // A second opt-in is a new grant; the first stays on record, withdrawn.
    clock.advance(HOUR);
    const regrantedAt = clock.now().toISOString();
    await setMarketing(member.token, true);
    const rows = (await consentRows(member.user.id)).filter((row) => row.purpose === 'marketing');
    expect(rows).toHaveLength(2);
    expect(iso(rows[1]!.granted_at)).toBe(regrantedAt);
    expect(rows[1]!.withdrawn_at).toBeNull();
    expect((await profile(member.token)).consents.marketing_granted_at).toBe(regrantedAt);
  });
});

describe('the unsubscribe link', () => {
  it('GET says what the link is for and changes nothing', async () => {
    const member = await registerMember(app);
    await setMarketing(member.token, true);
    const token = tokenFor(member.user.id, 'marketing');
    const read = await unsubscribe('GET', token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { category: 'marketing', label: UNSUBSCRIBE_CATEGORY_LABELS.marketing } });
    const current = await profile(member.token);
    expect(current.notifications.notify_marketing).toBe(true);
    expect(current.consents.marketing_granted_at).not.toBeNull();
  });

  it('POST turns marketing off and withdraws the consent, once: a second POST answers alike and changes nothing', async () => {
    const member = await registerMember(app);
    await setMarketing(member.token, true);
    clock.advance(HOUR);
    const at = clock.now().toISOString();
    const token = tokenFor(member.user.id, 'marketing');

    const first = await unsubscribe('POST', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { category: 'marketing', label: UNSUBSCRIBE_CATEGORY_LABELS.marketing },
      message: privacyMessages.unsubscribed,
    });
    clock.advance(HOUR);
    const second = await unsubscribe('POST', token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const current = await profile(member.token);
    expect(current.notifications.notify_marketing).toBe(false);
    expect(current.consents.marketing_granted_at).toBeNull();
    const marketing = (await consentRows(member.user.id)).filter((row) => row.purpose === 'marketing');
    expect(marketing).toHaveLength(1);
    expect(iso(marketing[0]!.withdrawn_at)).toBe(at);
    expect(marketing[0]!.withdrawn_via).toBe('unsubscribe');
  });

  it('a mail client’s one-click POST (RFC 8058 form body) turns new-event mail off, leaving the rest', async () => {
    const member = await registerMember(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${tokenFor(member.user.id, 'new_events')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.category).toBe('new_events');
    const current = await profile(member.token);
    expect(current.notifications).toEqual({
      notify_new_events: false,
      notify_sms_updates: true,
      notify_marketing: false,
      notify_weekly_digest: true,
    });
  });

  it('refuses a tampered, foreign or malformed token with a message, and changes nothing', async () => {
    const member = await registerMember(app);
    await setMarketing(member.token, true);
    const token = tokenFor(member.user.id, 'marketing');
    const [category, id, mac] = token.split('.');
    const other = createUnsubscribeLinks('another-secret', 'http://akwaaba.test').token(member.user.id, 'marketing');
    const tampered = [
      `${category}.${id}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${category}.${Number(id) + 1}.${mac}`,
      `new_events.${id}.${mac}`,
      other,
      'marketing.1',
      'x'.repeat(200),
      `${token}\u0000`,
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await unsubscribe(method, bad);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: privacyMessages.unsubscribeInvalid });
      }
    }
    const missing = await app.inject({ method: 'POST', url: '/api/v1/unsubscribe' });
    expect(missing.statusCode).toBe(422);
    expect((await profile(member.token)).notifications.notify_marketing).toBe(true);
  });

  it('refuses the link of a member whose account is gone', async () => {
    const member = await registerMember(app);
    const token = tokenFor(member.user.id, 'marketing');
    await database.db.execute(sql`delete from users where id = ${member.user.id}`);
    expect((await unsubscribe('POST', token)).statusCode).toBe(404);
  });
});
