import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operations } from '@akwaaba/contracts';
import { endpoint, holdRoutesToOperations } from './operations.ts';
import { withTraits } from './route-traits.ts';

const ops = operations('things', {
  detail: {
    method: 'GET',
    path: '/things/:id',
    access: 'member',
    params: z.object({ id: z.coerce.number().int() }),
    responses: { 200: z.object({ data: z.object({ id: z.number() }) }) },
  },
});
const requireAuth = withTraits(async () => undefined, { auth: 'required' });

function appWith(register: (app: ReturnType<typeof build>) => void) {
  const app = build();
  holdRoutesToOperations(app, '/api');
  void app.register(async (api) => register(api as never), { prefix: '/api' });
  return app;
}

function build() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('routes held to their operations', () => {
  it('serves an operation at its path with its schemas, named by its id', async () => {
    const app = appWith((api) =>
      api.route({
        ...endpoint(ops.detail),
        preHandler: requireAuth,
        handler: async (request) => ({ data: { id: request.params.id } }),
      }),
    );
    expect((await app.inject('/api/things/7')).json()).toEqual({ data: { id: 7 } });
    expect(ops.detail).toMatchObject({ id: 'things.detail', tag: 'things' });
    await app.close();
  });

  it('will not start when a route lets in someone its operation does not', async () => {
    const app = appWith((api) => api.route({ ...endpoint(ops.detail), handler: async () => ({ data: { id: 1 } }) }));
    await expect(app.ready()).rejects.toThrow(
      'GET /api/things/:id: things.detail is for member, its guards let anyone in',
    );
  });

  it('will not start when a route is served at another path than its operation', async () => {
    const app = appWith((api) =>
      api.route({
        ...endpoint(ops.detail),
        url: '/stuff/:id',
        preHandler: requireAuth,
        handler: async () => ({ data: { id: 1 } }),
      }),
    );
    await expect(app.ready()).rejects.toThrow('GET /api/stuff/:id implements things.detail (GET /things/:id)');
  });

  it('will not start when a route declares no operation', async () => {
    const app = appWith((api) => api.get('/loose', async () => ({ ok: true })));
    await expect(app.ready()).rejects.toThrow('GET /api/loose declares no operation');
  });

  it('will not start when two routes serve one operation', async () => {
    const app = appWith((api) => {
      for (const url of ['/things/:id', '/things/:id/again']) {
        api.route({
          ...endpoint(ops.detail),
          url,
          preHandler: requireAuth,
          handler: async () => ({ data: { id: 1 } }),
        });
      }
    });
    await expect(app.ready()).rejects.toThrow('things.detail is served by more than one route');
  });

  it('will not start when a form reads other files than its operation takes', async () => {
    const upload = operations('things', {
      upload: { method: 'POST', path: '/things', access: 'anyone', files: ['image'], responses: { 200: z.object({}) } },
    });
    const readsLogo = withTraits(async () => undefined, { files: ['logo'] });
    const app = appWith((api) =>
      api.route({ ...endpoint(upload.upload), preValidation: readsLogo, handler: async () => ({}) }),
    );
    await expect(app.ready()).rejects.toThrow('things.upload takes the files [image], its form reads [logo]');
  });

  it('lets routes outside the prefix be (the docs, the web app)', async () => {
    const app = build();
    holdRoutesToOperations(app, '/api');
    app.get('/health-page', async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
