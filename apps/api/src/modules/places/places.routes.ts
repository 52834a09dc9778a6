import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  placeMessages,
  placeOps,
  PLACES_QUERY_MIN,
  type PlaceSuggestion,
  type PlacesSettings,
} from '@akwaaba/contracts';
import { notFound } from '../../lib/errors.ts';
import { endpoint } from '../../lib/operations.ts';
import { describeError } from '../../lib/logger.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import { normalise, type Gazetteer } from './places.gazetteer.ts';
import type { OsmGeocoder } from './places.osm.ts';

interface Options {
  gazetteer: Gazetteer;
  /** Asked first when set; the gazetteer answers when it fails or finds nothing. */
  osm?: OsmGeocoder;
  settings: PlacesSettings;
  rateLimits: RateLimits;
}

/**
 * The address lookup. Places are the same for everyone and change only with a deploy, so browsers and the CDN may
 * keep the answers a day; none of these routes reads the member, so the signed-in no-store hook leaves them be.
 */
export const placesRoutes: FastifyPluginAsyncZod<Options> = async (app, { gazetteer, osm, settings, rateLimits }) => {
  // A request per pause in typing: generous for a person, a wall for a script walking the whole list.
  const limitLookups = limitBy(app, 'places-autocomplete', rateLimits.placesAutocompletePerIp);

  app.route({
    ...endpoint(placeOps.settings),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { data: settings };
    },
  });

  app.route({
    ...endpoint(placeOps.autocomplete),
    preHandler: limitLookups,
    handler: async (request, reply) => {
      const text = request.query.q ?? '';
      let found: PlaceSuggestion[] = [];
      if (osm && normalise(text).length >= PLACES_QUERY_MIN) {
        try {
          found = await osm.suggest(text);
        } catch (error) {
          // The geocoder is an outside service: when it fails, the built-in gazetteer answers
          // (docs/rules/security-and-reliability.md).
          request.log.warn({ err: describeError(error) }, 'OSM geocoder failed; the gazetteer answered');
        }
      }
      void reply.header('cache-control', 'public, max-age=86400');
      return { data: found.length > 0 ? found : gazetteer.suggest(text) };
    },
  });

  app.route({
    ...endpoint(placeOps.detail),
    handler: async (request, reply) => {
      const place = gazetteer.find(request.params.id);
      if (!place) throw notFound(placeMessages.notFound);
      void reply.header('cache-control', 'public, max-age=86400');
      return { data: place };
    },
  });
};
