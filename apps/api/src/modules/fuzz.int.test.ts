import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { bearer, registerBusiness } from '../../test/factories.ts';
import { routeTable } from '../../test/route-table.ts';
import { propertyRuns } from '../../test/property-runs.ts';

/**
 * Every JSON write endpoint, taken from the OpenAPI document so a new route is fuzzed the day it
 * is added, gets random and hostile bodies. None may answer 5xx, and every refusal is JSON with
 * a message. (The harness also fails the file if any answer leaks a hash or a stack trace.) Hostile values inside
 * otherwise valid requests are fuzz-valid-bodies.int.test.ts's.
 */
const { app } = await buildTestApp();

const owner = await registerBusiness(app);
const freshToken = () => app.services.authService.issueToken(owner.user.id, true);

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  keys: string[];
}

/** Every route, from the app's OpenAPI document. */
const routes = await routeTable(app);
const endpoints: Endpoint[] = routes
  .filter((route) => route.method !== 'GET')
  .map((route) => ({ method: route.method as Endpoint['method'], path: route.path, keys: route.jsonKeys }));

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  'true',
  'null',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'Robert"); DROP TABLE users;--',
  '\u0000\u0001\u0002',
  '\ud800',
  '😀'.repeat(200),
  'javascript:alert(1)',
  '%00%2e%2e%2f',
  '+27821234567',
  'a@b.co',
  // A password that passes every rule, but not the fuzzed account's: as a body to DELETE /profile, that one deleted
  // the account the file fuzzes with (one seed in a few dozen), and every later request failed.
  'Tamale-Gold-2025',
  '123456',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
);
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0, 2 ** 31),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileStrings,
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/** Bodies that look like the endpoint's (its own field names) with wrong, odd or huge values, or nothing like it at all. */
function bodies(keys: string[]) {
  const names = fc.constantFrom(
    ...keys,
    'is_admin',
    'is_verified_business',
    'user_id',
    'id',
    'constructor',
    'toString',
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
      : fc.object(),
    fc.dictionary(names, value, { maxKeys: keys.length + 3 }),
    fc.dictionary(names, fc.jsonValue({ maxDepth: 6 }), { maxKeys: 4 }),
    fc.constantFrom(null, [], {}, '', 0, true, 'text'),
  );
}

function deeplyNested(depth: number): unknown {
  let nested: unknown = 'bottom';
  for (let level = 0; level < depth; level++) nested = level % 2 ? [nested] : { name: nested };
  return nested;
}

async function send(endpoint: Endpoint, payload: string, contentType = 'application/json') {
  return app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/\{[^}]+\}/g, String(owner.user.id)),
    headers: { 'content-type': contentType, ...bearer(await freshToken()) },
    payload,
  });
}

function expectNoServerError(response: Awaited<ReturnType<typeof send>>, payload: string) {
  const where = `${response.statusCode} for ${payload.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json() as { message?: unknown };
    expect(typeof body.message, where).toBe('string');
  }
}

describe('fuzzing the write endpoints', () => {
  it('finds the write endpoints in the OpenAPI document', () => {
    const names = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/register',
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/phone/verify',
        'POST /api/v1/auth/reset-password',
        'PUT /api/v1/profile',
        'PUT /api/v1/profile/password',
        'DELETE /api/v1/profile',
        'POST /api/v1/contact',
      ]),
    );
  });

  describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    (_, endpoint) => {
      it('never answers 5xx to random or hostile JSON bodies', async () => {
        await fc.assert(
          fc.asyncProperty(bodies(endpoint.keys), async (body) => {
            const payload = JSON.stringify(body) ?? 'null';
            expectNoServerError(await send(endpoint, payload), payload);
          }),
          { numRuns: propertyRuns(50) },
        );
      });

      it('never answers 5xx to broken JSON, deep nesting or a wrong content type', async () => {
        const fixed: [string, string?][] = [
          [JSON.stringify(deeplyNested(2_000))],
          [JSON.stringify(Object.fromEntries(endpoint.keys.map((key) => [key, deeplyNested(200)])))],
          [JSON.stringify(Object.fromEntries(endpoint.keys.map((key) => [key, 'z'.repeat(100_000)])))],
          ['{"__proto__": {"is_admin": true}}'],
          ['{"constructor": {"prototype": {"is_admin": true}}}'],
          ['{"a":'],
          ['\u0000'],
          ['name=x&password=y', 'application/x-www-form-urlencoded'],
          ['plain words', 'text/plain'],
          ['{"name":"x"}', 'application/json; charset=latin1'],
        ];
        for (const [payload, contentType] of fixed)
          expectNoServerError(await send(endpoint, payload, contentType), payload);
        await fc.assert(
          fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (payload) => {
            expectNoServerError(await send(endpoint, payload), payload);
          }),
          { numRuns: propertyRuns(20) },
        );
      });
    },
  );

  it('left the account it fuzzed with as it was: no field a client may not set was taken', async () => {
    const me = (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(await freshToken()) })).json()
      .data;
    expect(me).toMatchObject({
      id: owner.user.id,
      is_admin: false,
      is_verified_business: false,
      user_type: 'business',
    });
  });
});
