import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyMessages, privacyOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import type { ConsentsService } from './consents.service.ts';

interface Options {
  consentsService: ConsentsService;
}

/**
 * The unsubscribe link of every marketing and new-event mail, without signing in. GET only says what the link is
 * for (mail scanners prefetch links, so it must change nothing); POST turns it off, from the web page's button or
 * a mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` as a form body).
 */
export const consentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { consentsService }) => {
  // RFC 8058's body says nothing the token does not; only this plugin's routes accept a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_, __, done) =>
    done(null, undefined),
  );

  app.route({
    ...endpoint(privacyOps.unsubscribeTarget),
    handler: async (request) => ({ data: await consentsService.unsubscribeTarget(request.query.token) }),
  });

  app.route({
    ...endpoint(privacyOps.unsubscribe),
    config: { invalidates: [] },
    handler: async (request) => ({
      data: await consentsService.unsubscribe(request.query.token),
      message: privacyMessages.unsubscribed,
    }),
  });
};
