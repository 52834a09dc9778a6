import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  CATEGORY_TYPES,
  contactMessages,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  textMessages,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { bearer, mailBody, mailHeader, registerAdmin, registerBusiness, registerMember } from '../../test/factories.ts';

const { app, mail } = await buildTestApp();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('answers ok while the process runs (liveness: readiness is /health/ready)', async () => {
    const response = await get('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/nope'],
    ['DELETE', '/api/v1/auth'],
    ['GET', '/api/v2/health'],
    ['GET', '/api'],
    ['PATCH', '/api/v1/profile'],
  ])('%s %s answers 404 JSON', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: apiMessages.notFound });
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/v1/health'],
    ['a 404', '/api/v1/nope'],
    ['a 401', '/api/v1/profile'],
    ['a list', '/api/v1/categories'],
  ])('are sent on %s', async (_, url) => {
    const response = await get(url);
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'require-trusted-types-for': "'script'",
    });
    expect(directives['script-src']).not.toContain('unsafe');
    expect(directives['connect-src']).toBe("'self'");
    // The business map's tiles; images from other origins stay refused.
    expect(directives['img-src']?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']),
    );
    expect(directives['img-src']).not.toContain('*');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('are only the ones that apply to a script or style on the built assets and the script that starts the app', async () => {
    for (const file of ['/assets/index-abc123.js', '/start-app.js']) {
      const response = await get(file);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers).not.toHaveProperty('content-security-policy');
      expect(response.headers).not.toHaveProperty('x-powered-by');
    }
    // A page beside them keeps the whole set.
    expect((await get('/api/v1/health')).headers).toHaveProperty('content-security-policy');
  });

  it('grant no cross-origin access to another site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('OpenAPI document', () => {
  it('lists every route of the API', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/health',
        'POST /api/v1/auth/register',
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/phone/send-verification',
        'POST /api/v1/auth/phone/verify',
        'POST /api/v1/auth/logout',
        'POST /api/v1/auth/forgot-password',
        'POST /api/v1/auth/reset-password',
        'POST /api/v1/auth/social',
        'GET /api/v1/auth/providers',
        'GET /api/v1/profile',
        'PUT /api/v1/profile',
        'DELETE /api/v1/profile',
        'PUT /api/v1/profile/password',
        'POST /api/v1/profile/verification-request',
        'GET /api/v1/users/{id}',
        'GET /api/v1/categories',
        'GET /api/v1/dashboard',
        'GET /api/v1/activity',
        'GET /api/v1/admin/stats',
        'POST /api/v1/contact',
      ]),
    );
    // The request schemas come from the contracts.
    const register = doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'user_type']),
    );
  });

  it('serves the browsable docs page', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBeLessThan(400);
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    for (const payload of ['{"email": "a@b.com",', '{email: 1}', "{'a': 1}", 'undefined']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: apiMessages.malformedJson });
    }
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.malformedJson });
  });

  it('judges a text/plain body as a value that is not an object: 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.com","password":"x"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each(['application/xml', 'application/x-www-form-urlencoded', 'image/png'])(
    'answers 415 with a message for the content type %s',
    async (contentType) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.com&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );

  it('answers 413 for a body over 1 MB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('accepts a body just under 1 MB and judges it on its fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(1000 * 1000) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.message).toEqual([contactMessages.messageMax]);
  });
});

describe('compression', () => {
  it('answers brotli or gzip when the client accepts it, and plain JSON otherwise', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const unpacked = zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = await app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('categories', () => {
  it('lists every category, with a cache header', async () => {
    const response = await get('/api/v1/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { data } = response.json();
    expect(new Set(data.map((category: { type: string }) => category.type))).toEqual(new Set(CATEGORY_TYPES));
    for (const category of data) {
      expect(category).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        type: expect.any(String),
      });
    }
  });

  it.each(CATEGORY_TYPES)('lists only %s categories when asked', async (type) => {
    const { data } = (await get(`/api/v1/categories?type=${type}`)).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((category: { type: string }) => category.type === type)).toBe(true);
  });

  it('lists the business categories of the spec, and Hair & Beauty for braid and hair salons, Other last', async () => {
    const { data } = (await get('/api/v1/categories?type=business')).json();
    expect(data.map((category: { name: string }) => category.name)).toEqual(
      expect.arrayContaining(['Restaurant', 'Retail', 'Technology', 'Other']),
    );
    expect(data).toContainEqual(expect.objectContaining({ slug: 'hair-and-beauty', name: 'Hair & Beauty' }));
    expect(data.at(-1)).toMatchObject({ slug: 'other' });
  });

  it('treats an unknown type as no filter rather than an error', async () => {
    const all = (await get('/api/v1/categories')).json().data;
    const response = await get('/api/v1/categories?type=spaceships');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(all);
  });
});

describe('dashboard and activity', () => {
  it('answer 401 without a token', async () => {
    for (const url of ['/api/v1/dashboard', '/api/v1/activity']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
    }
  });

  it('counts zero for a new member and shows the welcome in recent activity', async () => {
    const member = await registerMember(app);
    const response = await get('/api/v1/dashboard', bearer(member.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      user_type: 'individual',
      is_new_member: true,
      counters: {
        events_attending: 0,
        businesses_following: 0,
        jobs_applied: 0,
        events_created: 0,
        business_listings: 0,
        jobs_posted: 0,
        associations_joined: 0,
      },
      onboarding: [
        { step: 'profile', done: false },
        { step: 'rsvp', done: false },
        { step: 'follow', done: false },
      ],
      recent_activity: [
        {
          id: expect.any(Number),
          type: 'account.created',
          message: 'Welcome to Akwaaba! Your account was created.',
          link: '/profile',
          created_at: expect.any(String),
          read: true,
        },
      ],
    });
    const business = await registerBusiness(app);
    expect((await get('/api/v1/dashboard', bearer(business.token))).json().data.user_type).toBe('business');
  });

  it("lists a member's own activity newest first, paginated", async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(member.token),
      payload: { bio: 'Hello' },
    });

    const list = (await get('/api/v1/activity', bearer(member.token))).json();
    expect(list).toMatchObject({ current_page: 1, last_page: 1, per_page: DEFAULT_PER_PAGE, total: 2, from: 1, to: 2 });
    expect(list.data.map((item: { type: string }) => item.type)).toEqual(['profile.updated', 'account.created']);

    const second = (await get('/api/v1/activity?per_page=1&page=2', bearer(member.token))).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2, from: 2, to: 2 });
    expect(second.data.map((item: { type: string }) => item.type)).toEqual(['account.created']);

    const beyond = (await get('/api/v1/activity?page=9', bearer(member.token))).json();
    expect(beyond).toMatchObject({ data: [], current_page: 9, total: 2, from: null, to: null });

    const silly = await get('/api/v1/activity?page=-3&per_page=5000', bearer(member.token));
    expect(silly.statusCode).toBe(200);
    expect(silly.json()).toMatchObject({ current_page: 1, per_page: MAX_PER_PAGE });

    const othersList = (await get('/api/v1/activity', bearer(other.token))).json();
    expect(othersList.total).toBe(1);
  });
});

describe('admin stats', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    const visitor = await get('/api/v1/admin/stats');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
    const member = await registerMember(app);
    const forbidden = await get('/api/v1/admin/stats', bearer(member.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: apiMessages.forbidden });
  });

  it('counts the members for an admin', async () => {
    const admin = await registerAdmin(app);
    const stats = async () => (await get('/api/v1/admin/stats', bearer(admin.token))).json();
    const before = await stats();
    expect(before.data).toEqual({
      members: expect.any(Number),
      individual_members: expect.any(Number),
      business_members: expect.any(Number),
      admins: expect.any(Number),
      new_members_this_week: expect.any(Number),
      verification_requests: expect.any(Number),
      open_contact_messages: expect.any(Number),
      open_reports: expect.any(Number),
    });
    expect(before.data.admins).toBeGreaterThanOrEqual(1);
    expect(before.data.members).toBe(before.data.individual_members + before.data.business_members);

    await registerMember(app);
    await registerBusiness(app);
    const after = (await stats()).data;
    expect(after).toMatchObject({
      members: before.data.members + 2,
      individual_members: before.data.individual_members + 1,
      business_members: before.data.business_members + 1,
      new_members_this_week: before.data.new_members_this_week + 2,
    });
  });
});

describe('contact form', () => {
  it('mails the message to the team with the sender to reply to', async () => {
    const before = (await mail()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Abena Mensah',
        email: 'Abena@Example.com',
        subject: 'Report a problem',
        message: 'The events page shows the wrong time.',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.sent });
    const mails = await mail();
    expect(mails).toHaveLength(before + 1);
    const eml = mails.at(-1)!;
    expect(mailHeader(eml, 'To')).toBe('contact@akwaaba.local');
    expect(mailHeader(eml, 'Reply-To')).toBe('abena@example.com');
    expect(mailHeader(eml, 'Subject')).toContain('Report a problem');
    expect(mailBody(eml)).toContain('The events page shows the wrong time.');
  });

  it('files an unknown subject under a general question', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Kwame',
        email: 'kwame@example.com',
        subject: 'Free money',
        message: 'Hello there, a question.',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(mailHeader((await mail()).at(-1)!, 'Subject')).toContain('General question');
  });

  it('cannot be used to add mail headers through the name', async () => {
    const sentBefore = (await mail()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        message: 'Header injection attempt.',
      },
    });
    // A name is one line: the line break is refused before any mail is written.
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [textMessages.singleLineControl('Name')] });
    expect(await mail()).toHaveLength(sentBefore);
  });

  it.each([
    ['name', { name: '' }, contactMessages.nameRequired],
    ['name', { name: undefined }, contactMessages.nameRequired],
    ['name', { name: '   ' }, contactMessages.nameRequired],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Email is required'],
    ['message', { message: 'Too short' }, contactMessages.messageMin],
    ['message', { message: undefined }, contactMessages.messageMin],
    ['message', { message: 'm'.repeat(2001) }, contactMessages.messageMax],
  ])('answers 422 on %s for %j and sends nothing', async (field, overrides, message) => {
    const before = (await mail()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Abena',
        email: 'abena@example.com',
        subject: 'Other',
        message: 'A long enough message.',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await mail()).length).toBe(before);
  });
});
