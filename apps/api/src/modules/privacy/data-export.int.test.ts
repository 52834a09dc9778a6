import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_SECTIONS,
  AGE_CONFIRMATION_VERSION,
  apiMessages,
  authMessages,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { bearer, registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';
import { memberDetails, memberWhoDidEverything } from '../../../test/privacy-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const exportData = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/profile/export', headers, payload: payload as Record<string, unknown> });

type Json = ReturnType<typeof JSON.parse>;

function unzip(body: Buffer): { data: Json; files: Record<string, Uint8Array> } {
  const entries = unzipSync(new Uint8Array(body));
  const { 'data.json': json, ...files } = entries;
  return { data: JSON.parse(strFromU8(json!)), files };
}

const details = memberDetails('Exportia');
const world = await memberWhoDidEverything(testApp, details);
const { member, others } = world;

describe('POST /profile/export', () => {
  it('answers a ZIP download that no cache keeps, named for the day', async () => {
    const response = await exportData(member.headers, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(clock.now());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="akwaaba-data-${day}.zip"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  it("holds everything kept about the member in data.json, each section in the contract's order", async () => {
    const { data } = unzip((await exportData(member.headers, { password: STRONG_PASSWORD })).rawPayload);
    expect(Object.keys(data)).toEqual(['generated_at', ...ACCOUNT_DATA_SECTIONS]);

    expect(data.account).toMatchObject({
      id: member.id,
      name: details.name,
      email: details.email,
      phone: details.phoneE164,
      phone_verified: true,
      user_type: 'business',
      business_name: details.businessName,
      business_registration_number: details.registrationNumber,
      show_in_search: true,
      notifications: { notify_new_events: true, notify_sms_updates: true, notify_marketing: false },
      profile: { bio: details.bio, location: 'Soweto', profession: 'Weaver' },
    });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.account.terms_accepted_at).toEqual(expect.any(String));
    // The dormant-account clock is data about the member too (POPIA s14, s23).
    expect(data.account.last_active_at).toEqual(expect.any(String));
    expect(data.account.dormancy_notice_at).toBeNull();

    expect(data.events).toEqual([
      expect.objectContaining({ id: world.memberEvent.id, title: 'Kente Night at the Loom', status: 'approved' }),
    ]);
    expect(data.events[0]).not.toHaveProperty('search_vector');
    expect(data.rsvps).toEqual([
      expect.objectContaining({ event_id: world.hostEvent.id, event_title: 'Highlife Picnic', status: 'attending' }),
    ]);
    expect(data.businesses).toEqual([
      expect.objectContaining({ id: world.memberBusiness.id, name: details.listingName, status: 'approved' }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        business_id: world.hostBusiness.id,
        business_name: 'Host Chop Bar',
        rating: 4,
        comment: 'Good waakye, slow service on Saturdays.',
        reply: null,
      }),
    ]);
    expect(data.follows).toEqual([
      expect.objectContaining({ business_id: world.hostBusiness.id, business_name: 'Host Chop Bar' }),
    ]);
    expect(data.jobs).toEqual([expect.objectContaining({ id: world.memberJob.id, title: 'Loom Apprentice' })]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_id: world.hostJob.id,
        job_title: 'Line Cook',
        cover_note: 'I cook for forty every Sunday.',
        status: 'submitted',
        cv_name: 'Zanele CV.pdf',
      }),
    ]);
    expect(data.applications[0]).not.toHaveProperty('cv_key');
    expect(data.activity.map((entry: Json) => entry.type)).toEqual(
      expect.arrayContaining(['profile.updated', 'event.rsvp', 'job.applied']),
    );
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ name: details.name, email: details.email, message: details.contactText }),
    ]);
    expect(data.social_accounts).toEqual([]);
    expect(data.reports).toEqual([]);
    // The terms, the privacy notice and 'I am 18 or older', each with its version, as given at registration.
    expect(data.consents.map((row: Json) => [row.purpose, row.version])).toEqual([
      ['terms', TERMS_VERSION],
      ['privacy', PRIVACY_VERSION],
      ['age', AGE_CONFIRMATION_VERSION],
    ]);
    // The hosting is always there; mail, SMS and maps only when configured (none in tests).
    expect(data.processors).toEqual([expect.objectContaining({ processor: expect.stringMatching(/hosting/i) })]);
  });

  it("holds the member's event image and the CV they sent, as they were stored", async () => {
    const { data, files } = unzip((await exportData(member.headers, { password: STRONG_PASSWORD })).rawPayload);
    const cvPath = data.applications[0].cv_file as string;
    expect(Object.keys(files).sort()).toEqual([`files/events/${world.memberEvent.id}.webp`, cvPath].sort());
    expect(cvPath).toMatch(/^files\/applications\/\d+-Zanele CV\.pdf$/);
    expect(Buffer.from(files[cvPath]!).toString('latin1')).toContain(details.cvText);
    const image = files[`files/events/${world.memberEvent.id}.webp`]!;
    expect(Buffer.from(image.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  });

  it("never holds another member's data: the host's export has the member only as the applicant of the host's job", async () => {
    const response = await exportData(others.host.headers, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data, files } = unzip(response.rawPayload);
    expect(data.account.id).toBe(others.host.id);
    const text = JSON.stringify(data);
    for (const value of [
      details.email,
      details.phoneE164,
      details.bio,
      details.registrationNumber,
      details.contactText,
    ])
      expect(text).not.toContain(value);
    expect(data.applications).toEqual([]);
    expect(data.events.map((event: Json) => event.id)).toEqual([world.hostEvent.id]);
    for (const content of Object.values(files))
      expect(Buffer.from(content).toString('latin1')).not.toContain(details.cvText);
  });

  it('answers an empty export for a new member, every section present', async () => {
    const fresh = await registerMember(app);
    const { data, files } = unzip((await exportData(bearer(fresh.token), { password: STRONG_PASSWORD })).rawPayload);
    expect(data.account.id).toBe(fresh.user.id);
    for (const section of ['events', 'rsvps', 'businesses', 'reviews', 'follows', 'vouches', 'jobs', 'applications'])
      expect(data[section], section).toEqual([]);
    expect(files).toEqual({});
  });

  it('refuses a wrong or missing password with the field message, and builds nothing', async () => {
    const wrong = await exportData(member.headers, { password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: authMessages.currentPasswordWrong,
      errors: { password: [authMessages.currentPasswordWrong] },
    });
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: 'x'.repeat(1025) }]) {
      const refused = await exportData(member.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().errors).toHaveProperty('password');
    }
    const nul = await exportData(member.headers, { password: `${STRONG_PASSWORD}\u0000` });
    expect(nul.statusCode).toBe(422);
  });

  it('answers 401 to a visitor and to an ended session', async () => {
    const visitor = await exportData({}, { password: STRONG_PASSWORD });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
    const bad = await exportData(bearer('not-a-token'), { password: STRONG_PASSWORD });
    expect(bad.statusCode).toBe(401);
  });
});

describe('limits on POST /profile/export', () => {
  it('allows a few exports an hour per member, and counts its password checks with the others', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...relaxedRateLimits,
        dataExportsPerMember: { max: 2, timeWindow: 3_600_000 },
        passwordChecksPerAccount: { max: 3, timeWindow: 3_600_000 },
      },
    });
    const post = (token: string, password = STRONG_PASSWORD) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/profile/export',
        headers: bearer(token),
        payload: { password },
      });
    const first = await registerMember(limited.app);
    expect((await post(first.token)).statusCode).toBe(200);
    expect((await post(first.token)).statusCode).toBe(200);
    const third = await post(first.token);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // Another member has their own allowance.
    const second = await registerMember(limited.app);
    expect((await post(second.token, 'Wrong-Guess-1')).statusCode).toBe(422);
    // Wrong guesses here and a password change elsewhere share one per-account count.
    const change = await limited.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/password',
      headers: bearer(second.token),
      payload: {
        current_password: 'Wrong-Guess-2',
        password: 'Elmina-Castle-77',
        password_confirmation: 'Elmina-Castle-77',
      },
    });
    expect(change.statusCode).toBe(422);
    expect((await post(second.token)).statusCode).toBe(200);
    expect((await post(second.token)).statusCode).toBe(429);
  });
});
