import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { SearchService } from './search.service.ts';

interface Options {
  searchService: SearchService;
  rateLimits: RateLimits;
}

/** Site search: the same answer for everyone, so it reads no member. */
export const searchRoutes: FastifyPluginAsyncZod<Options> = async (app, { searchService, rateLimits }) => {
  // A request per pause in typing: generous for a person, a wall for a script harvesting listings.
  const limitSearches = limitBy(app, 'search', rateLimits.searchPerIp);

  app.route({
    ...endpoint(searchOps.search),
    preHandler: limitSearches,
    handler: async (request) => ({ data: await searchService.search(request.query) }),
  });
};
