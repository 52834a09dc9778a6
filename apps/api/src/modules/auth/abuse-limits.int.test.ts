import { describe, expect, it } from 'vitest';
import { apiMessages, VERIFICATION_RESEND_SECONDS } from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import {
  categories,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
} from '../../../test/event-factories.ts';
import { bearer, login, registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';

const HOUR = 60 * 60_000;
const rule = (max: number) => ({ max, timeWindow: HOUR });
const { app, clock } = await buildTestApp({
  rateLimits: {
    ...relaxedRateLimits,
    loginPerIp: rule(2),
    smsPerPhone: rule(2),
    smsPerIp: rule(3),
    eventCreatesPerMember: rule(2),
    creationAttemptsPerMember: rule(15),
    eventUpdatesPerMember: rule(2),
    rsvpsPerMember: rule(2),
    contactPerMember: rule(2),
    contactPerIp: rule(2),
    passwordChecksPerAccount: rule(3),
  },
});

let lastOctet = 0;
const freshIp = () => `10.8.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;
let nextPhone = 5000;
const saMobile = () => `082123${String(++nextPhone)}`;

function expectLimited(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: apiMessages.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

const registerByPhone = (phone: string, remoteAddress = freshIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    payload: {
      name: 'Yaw Boateng',
      registration_type: 'phone',
      phone,
      country_code: '+27',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
    },
  });

const sendCode = (phone: string, remoteAddress = freshIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/phone/send-verification',
    remoteAddress,
    payload: { phone, country_code: '+27' },
  });

describe('SMS caps', () => {
  it('count phone registrations per number, with the resends', async () => {
    const phone = saMobile();
    expect((await registerByPhone(phone)).statusCode).toBe(201);
    clock.advance(VERIFICATION_RESEND_SECONDS * 1000);
    expect((await sendCode(phone)).statusCode).toBe(200);
    clock.advance(VERIFICATION_RESEND_SECONDS * 1000);
    expectLimited(await sendCode(phone));
  });

  it('count phone registrations per address, and leave email registrations alone', async () => {
    const ip = freshIp();
    for (let n = 0; n < 3; n++) expect((await registerByPhone(saMobile(), ip)).statusCode).toBe(201);
    expectLimited(await registerByPhone(saMobile(), ip));
    expectLimited(await sendCode(saMobile(), ip));
    await registerMember(app, {}, { remoteAddress: ip });
  });
});

describe('per-member write limits', () => {
  it('cap event creation per member, admins exempt', async () => {
    const member = await makeBusiness(app);
    const admin = await makeAdmin(app);
    const categoryId = (await categories(app, 'event'))[0]!.id;
    const create = (who: { headers: Record<string, string> }) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: who.headers,
        remoteAddress: freshIp(),
        payload: eventBody(clock.now(), categoryId),
      });
    expect((await create(member)).statusCode).toBe(201);
    expect((await create(member)).statusCode).toBe(201);
    expectLimited(await create(member));
    for (let n = 0; n < 3; n++) expect((await create(admin)).statusCode).toBe(201);
  });

  it('count events created, not refused attempts: ten 422s leave the allowance whole, and it still refuses past it', async () => {
    const member = await makeBusiness(app);
    const categoryId = (await categories(app, 'event'))[0]!.id;
    const create = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/events', headers: member.headers, remoteAddress: freshIp(), payload });
    const refused = { ...eventBody(clock.now(), categoryId), title: '' };
    for (let n = 0; n < 10; n++) expect((await create(refused)).statusCode).toBe(422);
    expect((await create(eventBody(clock.now(), categoryId))).statusCode).toBe(201);
    expect((await create(eventBody(clock.now(), categoryId))).statusCode).toBe(201);
    expectLimited(await create(eventBody(clock.now(), categoryId)));
  });

  it('refuse hammering the creation form past the attempt limit, though nothing was created', async () => {
    const member = await makeBusiness(app);
    const categoryId = (await categories(app, 'event'))[0]!.id;
    const create = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/events', headers: member.headers, remoteAddress: freshIp(), payload });
    const refused = { ...eventBody(clock.now(), categoryId), title: '' };
    for (let n = 0; n < 15; n++) expect((await create(refused)).statusCode).toBe(422);
    expectLimited(await create(eventBody(clock.now(), categoryId)));
  });

  it('cap event edits and image uploads together per member', async () => {
    const business = await makeVerifiedBusiness(app);
    const categoryId = (await categories(app, 'event'))[0]!.id;
    const body = eventBody(clock.now(), categoryId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: business.headers,
      payload: body,
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    for (let n = 0; n < 2; n++) {
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/v1/events/${id}`,
        headers: business.headers,
        payload: body,
      });
      expect(edit.statusCode).toBe(200);
    }
    const upload = multipart(formFields({ ...body, _method: 'PUT' }));
    expectLimited(
      await app.inject({
        method: 'POST',
        url: `/api/v1/events/${id}`,
        headers: { ...business.headers, ...upload.headers },
        payload: upload.payload,
      }),
    );
  });

  it('cap RSVPs per member', async () => {
    const business = await makeVerifiedBusiness(app);
    const member = await makeIndividual(app);
    const categoryId = (await categories(app, 'event'))[0]!.id;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: business.headers,
      payload: eventBody(clock.now(), categoryId),
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    const attend = () =>
      app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: member.headers, payload: {} });
    const leave = () => app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: member.headers });
    expect((await attend()).statusCode).toBe(200);
    await leave();
    expect((await attend()).statusCode).toBe(200);
    await leave();
    expectLimited(await attend());
  });

  it('cap contact messages per member whatever the address, per address for visitors, admins exempt', async () => {
    const body = {
      name: 'Abena',
      email: 'abena@example.com',
      subject: 'Other',
      message: 'Akwaaba! Just saying hello.',
    };
    const send = (headers: Record<string, string>, remoteAddress = freshIp()) =>
      app.inject({ method: 'POST', url: '/api/v1/contact', headers, remoteAddress, payload: body });
    const member = await makeIndividual(app);
    expect((await send(member.headers)).statusCode).toBe(200);
    expect((await send(member.headers)).statusCode).toBe(200);
    expectLimited(await send(member.headers));

    const admin = await makeAdmin(app);
    for (let n = 0; n < 3; n++) expect((await send(admin.headers)).statusCode).toBe(200);

    const ip = freshIp();
    expect((await send({}, ip)).statusCode).toBe(200);
    expect((await send({}, ip)).statusCode).toBe(200);
    expectLimited(await send({}, ip));
  });
});

describe('password re-checks', () => {
  it('are throttled per account across password change, account deletion and email change', async () => {
    const member = await registerMember(app);
    const headers = bearer(member.token);
    const wrong = 'Not-My-Password-1';
    const changePassword = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/password',
      headers,
      payload: {
        current_password: wrong,
        password: 'Cape-Coast-Sunrise-9',
        password_confirmation: 'Cape-Coast-Sunrise-9',
      },
    });
    expect(changePassword.statusCode).toBe(422);
    const deleteAccount = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers,
      payload: { password: wrong },
    });
    expect(deleteAccount.statusCode).toBe(422);
    const changeEmail = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers,
      payload: { name: member.user.name, email: 'new-address@example.com', current_password: wrong },
    });
    expect(changeEmail.statusCode).toBe(422);

    expectLimited(
      await app.inject({ method: 'DELETE', url: '/api/v1/profile', headers, payload: { password: STRONG_PASSWORD } }),
    );
    // An edit that checks no password is not counted.
    const rename = await app.inject({ method: 'PUT', url: '/api/v1/profile', headers, payload: { name: 'Renamed' } });
    expect(rename.statusCode).toBe(200);
  });
});

describe('per-address limits', () => {
  it('key an IPv6 client by its /64', async () => {
    const wrong = { login_type: 'email', email: 'v6@example.com', password: 'Wrong-Pass-1' };
    expect((await login(app, wrong, '2001:db8:1:2::1')).statusCode).toBe(422);
    expect((await login(app, wrong, '2001:db8:1:2:abcd:ef01:2345:6789')).statusCode).toBe(422);
    expectLimited(await login(app, wrong, '2001:0db8:0001:0002::ffff'));
    expect((await login(app, wrong, '2001:db8:1:3::1')).statusCode).toBe(422);
  });

  it('key an IPv4-mapped IPv6 client by its IPv4 address', async () => {
    const wrong = { login_type: 'email', email: 'v4@example.com', password: 'Wrong-Pass-1' };
    expect((await login(app, wrong, '::ffff:192.0.2.7')).statusCode).toBe(422);
    expect((await login(app, wrong, '192.0.2.7')).statusCode).toBe(422);
    expectLimited(await login(app, wrong, '::ffff:192.0.2.7'));
  });
});

describe('signed-in answers', () => {
  it('carry Cache-Control: no-store; public answers to visitors do not', async () => {
    const member = await registerMember(app);
    const headers = bearer(member.token);
    for (const url of ['/api/v1/profile', '/api/v1/my/events', '/api/v1/dashboard']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const visitor = await app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(visitor.headers['cache-control']).not.toBe('no-store');
  });
});
