import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { buildTestApp, relaxedRateLimits } from '../../test/build-test-app.ts';

const { app } = await buildTestApp();
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, { security?: unknown; responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document at /api/docs', () => {
  it('asks for the bearer token where the route requires it, and offers it where a token is only read', () => {
    expect(document.paths['/api/v1/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
    // Guarded for the whole plugin (admin tools), not route by route.
    expect(document.paths['/api/v1/admin/stats']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/events/{id}']!.get!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/v1/events']!.get!.security).toBeUndefined();
  });

  it('describes a 429 as it is sent: the message, and Retry-After', async () => {
    // One sign-in a minute from an address, so the second is refused.
    const limited = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, loginPerIp: { max: 1, timeWindow: 60_000 } },
    });
    const signIn = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login_type: 'email', email: 'nobody@example.com', password: 'Kumasi-Gold-2024' },
      });
    await signIn();
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);

    const documented = document.paths['/api/v1/auth/login']!.post!.responses['429']!;
    expect(Object.keys(documented.headers ?? {})).toEqual(['Retry-After']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const ajv = new Ajv2020({ strict: true });
    ajv.addSchema({ $id: 'components', $defs: document.components.schemas });
    const schema = JSON.parse(
      JSON.stringify(documented.content!['application/json']!.schema).replaceAll(
        '"#/components/schemas/',
        '"components#/$defs/',
      ),
    ) as object;
    const validate = ajv.compile(schema);
    expect(validate(refused.json()), JSON.stringify(validate.errors)).toBe(true);
  });
});
