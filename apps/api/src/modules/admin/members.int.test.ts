import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  moderationMessages,
  type AdminAuditResponse,
  type AdminUser,
  type AdminUsersResponse,
  type AuthResponse,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { businessCountsThatDrifted, createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import {
  categories,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { bearer, login, selectRows, smsCode, STRONG_PASSWORD } from '../../../test/factories.ts';
import { createJob, jobBody, jobCountsThatDrifted } from '../../../test/job-factories.ts';

const testApp = await buildTestApp({ captureLogs: true });
const { app, clock, database } = testApp;
const admin = await makeAdmin(app);
const member = await makeIndividual(app, 'Kwesi Member');
const eventCategory = (await categories(app, 'event'))[0]!.id;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Actor | null, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const suspend = (id: number, note: unknown, who: Actor | null = admin) =>
  api('POST', `/admin/users/${id}/suspend`, who, { note });
const unsuspend = (id: number, who: Actor | null = admin, payload: Record<string, unknown> = {}) =>
  api('POST', `/admin/users/${id}/unsuspend`, who, payload);

async function members(query: string): Promise<AdminUsersResponse> {
  const response = await api('GET', `/admin/users${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function audit(query = ''): Promise<AdminAuditResponse> {
  const response = await api('GET', `/admin/audit${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

let nextPhone = 5100;
/** A member who registered by phone and verified it: answers their number as typed, their id and token. */
async function phoneMember(name: string): Promise<{ phone: string; id: number; token: string }> {
  const phone = `082555${String(++nextPhone)}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name,
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
  await app.services.outbox.drain();
  const sent = (await testApp.sms()).filter((message) => message.to === `+27${phone.slice(1)}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/phone/verify',
    payload: { phone, country_code: '+27', verification_code: smsCode(sent.at(-1)!) },
  });
  expect(verified.statusCode).toBe(200);
  const { token, user } = (verified.json() as AuthResponse).data;
  return { phone, id: user.id, token };
}

describe('GET /admin/users', () => {
  it('is for admins: visitor 401, member 403, and every member route alike', async () => {
    const routes: ['GET' | 'POST', string, Record<string, unknown> | undefined][] = [
      ['GET', '/admin/users', undefined],
      ['GET', '/admin/audit', undefined],
      // Without its required note: refused for who is asking before the body is read.
      ['POST', `/admin/users/${member.id}/suspend`, {}],
      ['POST', `/admin/users/${member.id}/unsuspend`, {}],
      ['POST', `/admin/users/${member.id}/sessions/revoke`, {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await api(method, url, null, payload)).statusCode, url).toBe(401);
      expect((await api(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('finds members by id, name, email or phone, with their live sessions', async () => {
    const target = await makeIndividual(app, 'Adwoa Findable');
    const byPhone = await phoneMember('Kojo Phoneonly');

    const byName = await members('?query=adwoa%20find');
    expect(byName.data.map((user) => user.id)).toEqual([target.id]);
    const found = byName.data[0]!;
    expect(found).toMatchObject({
      id: target.id,
      name: 'Adwoa Findable',
      email: target.email,
      phone: null,
      user_type: 'individual',
      is_admin: false,
      suspended_at: null,
      sessions: 1,
    } satisfies Partial<AdminUser>);
    expect(found.last_active_at).not.toBeNull();

    expect((await members(`?query=${encodeURIComponent(target.email.toUpperCase())}`)).data[0]!.id).toBe(target.id);
    expect((await members(`?query=${target.id}`)).data.map((user) => user.id)).toContain(target.id);
    // Typed as a South African number (with its leading 0 and spaces), found in its stored E.164 form.
    const phoneQuery = `${byPhone.phone.slice(0, 3)} ${byPhone.phone.slice(3, 6)} ${byPhone.phone.slice(6)}`;
    const phoneHits = await members(`?query=${encodeURIComponent(phoneQuery)}`);
    expect(phoneHits.data.map((user) => user.id)).toEqual([byPhone.id]);
    expect(phoneHits.data[0]).toMatchObject({ email: null, phone: `+27${byPhone.phone.slice(1)}` });

    expect((await members('?query=nobody-has-this-name')).total).toBe(0);
    // `%` and `_` are taken literally, not as patterns.
    expect((await members('?query=%25')).total).toBe(0);
    // A control character in the search is refused, never a 500.
    expect((await api('GET', '/admin/users?query=a%00b', admin)).statusCode).toBe(422);
  });
});

describe('suspension', () => {
  it('ends the member’s sessions at once, refuses sign-in by email and phone, and hides their items everywhere', async () => {
    const business = await makeVerifiedBusiness(app, 'Suspect Trading');
    const secondToken = (
      (
        await login(app, { login_type: 'email', email: business.email, password: STRONG_PASSWORD })
      ).json() as AuthResponse
    ).data.token;
    const event = await createEvent(app, business, eventBody(clock.now(), eventCategory, { title: 'Suspect Braai' }));
    const listing = await createApprovedBusiness(app, business, { name: 'Suspect Shop' });
    const pendingListing = await createBusiness(app, business, { name: 'Suspect Pending Shop' });
    const job = await createJob(app, business, { title: 'Suspect Job' });
    const reviewed = await createApprovedBusiness(app, await makeBusiness(app, 'Honest Owner'), {
      name: 'Honest Shop',
    });
    const posted = await api('POST', `/businesses/${reviewed.id}/reviews`, business, {
      rating: 1,
      comment: 'Terrible',
    });
    expect(posted.statusCode).toBe(201);
    const reviewId = posted.json().data.review.id as number;
    await api('POST', `/businesses/${reviewed.id}/reviews`, member, { rating: 5, comment: 'Lovely' });
    expect((await members(`?query=${business.id}`)).data.find((user) => user.id === business.id)!.sessions).toBe(2);

    const found = await api('GET', `/search?query=${encodeURIComponent('Suspect Trading')}`, null);
    expect(JSON.stringify(found.json())).toContain('Suspect Trading');

    const response = await suspend(business.id, 'Fake listings reported by several members.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: moderationMessages.userSuspended,
      data: { id: business.id, suspension_reason: 'Fake listings reported by several members.', sessions: 0 },
    });
    expect(response.json().data.suspended_at).not.toBeNull();

    // Every token ends at once, this one and the other device's.
    expect((await api('GET', '/profile', business)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(secondToken) })).statusCode).toBe(
      401,
    );
    const again = await login(app, { login_type: 'email', email: business.email, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(moderationMessages.suspended);
    // A wrong password still answers as a wrong password: the suspension is told only to whoever knows it.
    const wrong = await login(app, { login_type: 'email', email: business.email, password: 'Wrong-Password-99' });
    expect(wrong.statusCode).toBe(422);

    for (const url of [`/events/${event.id}`, `/businesses/${listing.id}`, `/job-listings/${job.id}`]) {
      expect((await api('GET', url, null)).statusCode, url).toBe(404);
    }
    const [statuses] = await selectRows(
      database,
      sql`select (select status from events where id = ${event.id}) as event,
                 (select hidden_reason from events where id = ${event.id}) as event_reason,
                 (select status from businesses where id = ${listing.id}) as listing,
                 (select hidden_from_status from businesses where id = ${pendingListing.id}) as pending_from,
                 (select status from jobs where id = ${job.id}) as job,
                 (select hidden_reason from business_reviews where id = ${reviewId}) as review`,
    );
    expect(statuses).toEqual({
      event: 'hidden',
      event_reason: 'suspension',
      listing: 'hidden',
      pending_from: 'pending',
      job: 'hidden',
      review: 'suspension',
    });
    const honest = (await api('GET', `/businesses/${reviewed.id}`, null)).json().data;
    expect(honest.total_reviews).toBe(1);
    expect(honest.average_rating).toBe(5);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
    expect(await countsThatDrifted(testApp)).toEqual([]);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
    expect(testApp.logs().some((line) => line.includes('"event":"auth.suspended"'))).toBe(true);
    // Their profile is gone too: the public page answers 404 and site search leaves them out.
    expect((await api('GET', `/users/${business.id}`, null)).statusCode).toBe(404);
    expect((await api('GET', `/users/${business.id}`, member)).statusCode).toBe(404);
    const search = await api('GET', `/search?query=${encodeURIComponent('Suspect Trading')}`, null);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain('Suspect');

    expect((await members('?status=suspended')).data.map((user) => user.id)).toContain(business.id);
    expect((await members('?status=suspended')).data.map((user) => user.id)).not.toContain(member.id);
    const twice = await suspend(business.id, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(moderationMessages.alreadySuspended);
  });

  it('refuses sign-in by phone for a suspended member', async () => {
    const byPhone = await phoneMember('Yaw Suspended');
    expect((await suspend(byPhone.id, 'Spam by SMS.')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(byPhone.token) })).statusCode,
    ).toBe(401);
    const response = await login(app, {
      login_type: 'phone',
      phone: byPhone.phone,
      country_code: '+27',
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(moderationMessages.suspended);
  });

  it('lifting a suspension shows again exactly what it hid, not what a moderator hid', async () => {
    const business = await makeVerifiedBusiness(app, 'Returning Trader');
    const kept = await createEvent(
      app,
      business,
      eventBody(clock.now(), eventCategory, { title: 'Returns With Owner' }),
    );
    const moderated = await createEvent(
      app,
      business,
      eventBody(clock.now(), eventCategory, { title: 'Stays Hidden' }),
    );
    const reporter = await makeIndividual(app);
    const reported = await api('POST', '/reports', reporter, {
      target_type: 'event',
      target_id: moderated.id,
      reason: 'spam',
    });
    expect(reported.statusCode).toBe(201);
    expect(
      (await api('POST', `/admin/reports/${reported.json().data.id}/resolve`, admin, { action: 'hide' })).statusCode,
    ).toBe(200);

    expect((await suspend(business.id, 'Under review.')).statusCode).toBe(200);
    const lifted = await unsuspend(business.id, admin, { note: 'Cleared after a call.' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({
      message: moderationMessages.userUnsuspended,
      data: { suspended_at: null, suspension_reason: null },
    });
    expect((await api('GET', `/events/${kept.id}`, null)).statusCode).toBe(200);
    expect((await api('GET', `/events/${moderated.id}`, null)).statusCode).toBe(404);
    const signedIn = await login(app, { login_type: 'email', email: business.email, password: STRONG_PASSWORD });
    expect(signedIn.statusCode).toBe(200);

    // Lifting it again answers the member unchanged and writes no second entry.
    expect((await unsuspend(business.id)).statusCode).toBe(200);
    const entries = await selectRows(
      database,
      sql`select count(*)::int as n from admin_audit_log where action = 'user.unsuspend' and target_id = ${business.id}`,
    );
    expect(entries[0]!.n).toBe(1);
  });

  it('refuses to suspend the admin themselves or another admin, without a note, or a member who does not exist', async () => {
    const self = await suspend(admin.id, 'Oops');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(moderationMessages.cannotSuspendSelf);
    const otherAdmin = await makeAdmin(app);
    const another = await suspend(otherAdmin.id, 'No');
    expect(another.statusCode).toBe(403);
    expect(another.json().message).toBe(moderationMessages.cannotSuspendAdmin);
    const noNote = await suspend(member.id, '   ');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([moderationMessages.noteRequired]);
    expect((await suspend(member.id, 'a\u0000b')).statusCode).toBe(422);
    expect((await suspend(member.id, 'x'.repeat(1001))).statusCode).toBe(422);
    const missing = await suspend(2_147_483_647, 'Who?');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(moderationMessages.userNotFound);
    expect((await suspend(0, 'Zero')).statusCode).toBe(404);
    // Nobody was suspended by any of these.
    const [row] = await selectRows(
      database,
      sql`select count(*)::int as n from users where id in (${admin.id}, ${otherAdmin.id}, ${member.id}) and suspended_at is not null`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('POST /admin/users/:id/sessions/revoke', () => {
  it('signs the member out everywhere; they can sign in again', async () => {
    const target = await makeIndividual(app, 'Signed Out Everywhere');
    const response = await api('POST', `/admin/users/${target.id}/sessions/revoke`, admin, { note: 'Lost phone.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: moderationMessages.sessionsRevoked, data: { sessions: 0 } });
    expect((await api('GET', '/profile', target)).statusCode).toBe(401);
    const again = await login(app, { login_type: 'email', email: target.email, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect((await api('POST', '/admin/users/2147483647/sessions/revoke', admin, {})).statusCode).toBe(404);
  });
});

describe('GET /admin/audit', () => {
  it('lists each admin action newest first with its admin and note, approvals and verification included', async () => {
    const owner = await makeBusiness(app, 'Audited Owner');
    const listing = await createBusiness(app, owner, { name: 'Audited Listing' });
    expect((await api('PATCH', `/admin/businesses/${listing.id}/approve`, admin)).statusCode).toBe(200);
    const event = await createEvent(app, owner, eventBody(clock.now(), eventCategory, { title: 'Audited Event' }));
    expect(
      (await api('PATCH', `/admin/events/${event.id}/reject`, admin, { reason: 'Missing the venue.' })).statusCode,
    ).toBe(200);
    await database.db.execute(
      sql`update users set business_registration_number = '2019/123456/07' where id = ${owner.id}`,
    );
    expect((await api('POST', '/profile/verification-request', owner)).statusCode).toBe(200);
    expect(
      (await api('PATCH', `/admin/verification-requests/${owner.id}`, admin, { decision: 'grant' })).statusCode,
    ).toBe(200);
    const target = await makeIndividual(app, 'Audited Member');
    expect((await suspend(target.id, 'Audited suspension.')).statusCode).toBe(200);
    expect((await unsuspend(target.id, admin, { note: 'Audited lift.' })).statusCode).toBe(200);

    const trail = await audit('?per_page=50');
    const actions = trail.data.map((entry) => [entry.action, entry.target_type, entry.target_id, entry.note]);
    expect(actions.slice(0, 5)).toEqual([
      ['user.unsuspend', 'user', target.id, 'Audited lift.'],
      ['user.suspend', 'user', target.id, 'Audited suspension.'],
      ['verification.grant', 'user', owner.id, null],
      ['event.reject', 'event', event.id, 'Missing the venue.'],
      ['business.approve', 'business', listing.id, null],
    ]);
    expect(trail.data[0]!.admin).toEqual({ id: admin.id, name: expect.any(String) });

    const ofTarget = await audit(`?target_type=user&target_id=${target.id}`);
    expect(ofTarget.data.map((entry) => entry.action)).toEqual(['user.unsuspend', 'user.suspend']);
    const otherAdmin = await makeAdmin(app);
    expect((await audit(`?admin_id=${otherAdmin.id}`)).total).toBe(0);
    // Filters that are no id are ignored rather than refused.
    expect((await audit('?target_id=abc&per_page=1')).total).toBe(trail.total);
  });

  it('lists the outbox retry, the inbox’s close and reopen, and an admin’s edit or deletion of another member’s item', async () => {
    const [dead] = await selectRows(
      database,
      sql`insert into outbox_messages (kind, payload, status, attempts, last_error)
          values ('mail', ${JSON.stringify({ to: 'x@example.com', subject: 'Hi', text: 'Hello' })}::jsonb, 'dead', 3,
                  'Error ECONNREFUSED')
          returning id`,
    );
    expect((await api('POST', `/admin/outbox/${dead!.id}/retry`, admin)).statusCode).toBe(200);

    const sent = await api('POST', '/contact', member, {
      name: 'Kwesi Member',
      email: member.email,
      subject: 'General question',
      message: 'When is the next braai in Durban?',
    });
    expect(sent.statusCode).toBe(200);
    const [message] = await selectRows(database, sql`select id from contact_messages order by id desc limit 1`);
    const messageId = Number(message!.id);
    expect((await api('POST', `/admin/contact-messages/${messageId}/close`, admin)).statusCode).toBe(200);
    // Closing it again changes nothing and writes no second entry.
    expect((await api('POST', `/admin/contact-messages/${messageId}/close`, admin)).statusCode).toBe(200);
    expect((await api('POST', `/admin/contact-messages/${messageId}/reopen`, admin)).statusCode).toBe(200);

    const organiser = await makeVerifiedBusiness(app, 'Edited By Admin');
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), eventCategory, { title: 'Deleted By Admin' }),
    );
    const own = await createEvent(app, admin, eventBody(clock.now(), eventCategory, { title: 'The Admin’s Own' }));
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/events/${own.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/events/${event.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    const job = await createJob(app, organiser, { title: 'Edited Job' });
    const categoryId = (await categories(app, 'job'))[0]!.id;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/job-listings/${job.id}`,
      headers: admin.headers,
      payload: jobBody(categoryId, {
        title: 'Edited Job (typo fixed)',
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const shop = await createApprovedBusiness(app, organiser, { name: 'Reviewed Shop' });
    const posted = await api('POST', `/businesses/${shop.id}/reviews`, member, { rating: 1, comment: 'Rude words' });
    const reviewId = posted.json().data.review.id as number;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/businesses/${shop.id}/reviews/${reviewId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    const trail = await audit('?per_page=10');
    expect(trail.data.shift()).toMatchObject({
      action: 'review.delete',
      target_type: 'review',
      target_id: reviewId,
      note: 'Rude words',
    });
    expect(
      trail.data.slice(0, 5).map((entry) => [entry.action, entry.target_type, entry.target_id, entry.note]),
    ).toEqual([
      ['job.update', 'job', job.id, null],
      ['event.delete', 'event', event.id, 'Deleted By Admin'],
      ['contact.reopen', 'contact_message', messageId, null],
      ['contact.close', 'contact_message', messageId, null],
      ['outbox.retry', 'outbox_message', Number(dead!.id), null],
    ]);
    expect(trail.data.every((entry) => entry.admin?.id === admin.id)).toBe(true);
  });
});
