import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyMessages, unsubscribeQuery, unsubscribeResponse, unsubscribeTargetResponse } from '@akwaaba/contracts';
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
  const tags = ['privacy'];
  // RFC 8058's body says nothing the token does not; only this plugin's routes accept a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_, __, done) =>
    done(null, undefined),
  );

  app.get(
    '/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuery, response: { 200: unsubscribeTargetResponse } } },
    async (request) => ({ data: await consentsService.unsubscribeTarget(request.query.token) }),
  );

  app.post(
    '/unsubscribe',
    {
      config: { invalidates: [] },
      schema: { tags, querystring: unsubscribeQuery, response: { 200: unsubscribeResponse } },
    },
    async (request) => ({
      data: await consentsService.unsubscribe(request.query.token),
      message: privacyMessages.unsubscribed,
    }),
  );
};
