import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes } from '../../../../scripts/openapi-client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const { app } = await buildTestApp();
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, { security?: unknown }>>;
};

describe('the OpenAPI document at /api/docs', () => {
  it('is what the committed client types were generated from (run `npm run openapi:client` after an API change)', async () => {
    const committed = await fs.readFile(CLIENT_TYPES_FILE, 'utf8');
    expect(committed === (await clientTypes(document)), 'apps/web/src/lib/api-schema.gen.ts is stale').toBe(true);
  }, 60_000);

  it('asks for the bearer token where the route requires it, and offers it where a token is only read', () => {
    expect(document.paths['/api/v1/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
    // Guarded for the whole plugin (admin tools), not route by route.
    expect(document.paths['/api/v1/admin/stats']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/events/{id}']!.get!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/v1/events']!.get!.security).toBeUndefined();
  });
});
