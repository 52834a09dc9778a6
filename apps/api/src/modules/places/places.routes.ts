import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  placeDetailResponse,
  placeIdParams,
  placeMessages,
  placesQuery,
  placesSettingsResponse,
  placeSuggestionsResponse,
  type PlacesSettings,
} from '@akwaaba/contracts';
import { notFound } from '../../lib/errors.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { Gazetteer } from './places.gazetteer.ts';

interface Options {
  gazetteer: Gazetteer;
  settings: PlacesSettings;
  rateLimits: RateLimits;
}

/**
 * The address lookup. Places are the same for everyone and change only with a deploy, so browsers and the CDN may
 * keep the answers a day; none of these routes reads the member, so the signed-in no-store hook leaves them be.
 */
export const placesRoutes: FastifyPluginAsyncZod<Options> = async (app, { gazetteer, settings, rateLimits }) => {
  const tags = ['places'];
  // A request per pause in typing: generous for a person, a wall for a script walking the whole list.
  const limitLookups = limitBy(app, 'places-autocomplete', rateLimits.placesAutocompletePerIp);

  app.get(
    '/places/settings',
    { schema: { tags, response: { 200: placesSettingsResponse } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { data: settings };
    },
  );

  app.get(
    '/places/autocomplete',
    {
      schema: { tags, querystring: placesQuery, response: { 200: placeSuggestionsResponse } },
      preHandler: limitLookups,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return { data: gazetteer.suggest(request.query.q ?? '') };
    },
  );

  app.get(
    '/places/:id',
    { schema: { tags, params: placeIdParams, response: { 200: placeDetailResponse } } },
    async (request, reply) => {
      const place = gazetteer.find(request.params.id);
      if (!place) throw notFound(placeMessages.notFound);
      void reply.header('cache-control', 'public, max-age=86400');
      return { data: place };
    },
  );
};
