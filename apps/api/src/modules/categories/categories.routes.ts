import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categoriesService: CategoriesService }> = async (
  app,
  { categoriesService },
) => {
  app.route({
    ...endpoint(categoryOps.list),
    handler: async (request, reply) => {
      // Categories change only on deploy; let browsers and the CDN keep them a while.
      void reply.header('cache-control', 'public, max-age=300');
      return { data: await categoriesService.list(request.query.type) };
    },
  });
};
